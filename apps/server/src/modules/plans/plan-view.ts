import {
  type ClientPlanView,
  calendarDateInZone,
  DEFAULT_TIME_ZONE,
  type PlanManagementKind,
  planDaysLeft,
  planDaysToStart,
  planStatusOn,
  totalCents,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { findCompany } from '../companies/companies.api.ts';
import type { BudgetRow, PlanRow } from './plans.repo.ts';

/** Today's date in the company's time zone: the day a plan's status is read on. */
export async function companyToday(db: Queryable, companyId: string, now: Date): Promise<string> {
  const zone = (await findCompany(db, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
  return calendarDateInZone(now, zone);
}

/** A plan as the API shows it, with its status, days left and total on the local date (the reads add its budget usage). */
export function toPlanView(
  plan: PlanRow & { budgets: BudgetRow[] },
  today: string,
): Omit<ClientPlanView, 'budgetUsage'> {
  return {
    clientPlanId: plan.clientPlanId,
    profileId: plan.profileId,
    startDate: plan.startDate,
    endDate: plan.endDate,
    management: plan.management as PlanManagementKind,
    planManager: plan.planManager,
    planManagerEmail: plan.planManagerEmail,
    planManagerAbn: plan.planManagerAbn,
    planManagerAddress: plan.planManagerAddress,
    representativeName: plan.representativeName,
    representativeEmail: plan.representativeEmail,
    representativeAddress: plan.representativeAddress,
    note: plan.note,
    status: planStatusOn(plan, today),
    daysLeft: planDaysLeft(plan, today),
    daysToStart: planDaysToStart(plan, today),
    budgets: plan.budgets.map(({ planId: _plan, ...b }) => b),
    totalCents: totalCents(plan.budgets),
    dateCreated: plan.dateCreated.toISOString(),
    dateModified: plan.dateModified?.toISOString() ?? null,
  };
}
