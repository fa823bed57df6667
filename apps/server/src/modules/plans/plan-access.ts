import {
  type ClientPlanView,
  calendarDateInZone,
  canSeePerson,
  DEFAULT_TIME_ZONE,
  type PlanManagementKind,
  planDaysLeft,
  planDaysToStart,
  planStatusOn,
  totalCents,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { findCompany } from '../companies/companies.repo.ts';
import { personFacts } from '../people/record-scope.repo.ts';
import type { BudgetRow, PlanRow } from './plans.repo.ts';

/**
 * Refuses (404, as if there were no one) a client the caller may not see: another company's, or,
 * for a client signed in, anyone's but their own (the record scope of record-access.ts).
 */
export async function assertSeesClient(
  db: Queryable,
  principal: Principal,
  profileId: string,
): Promise<void> {
  const facts = await personFacts(db, 'client', principal.companyId, profileId, principal.asOf);
  if (!facts || !canSeePerson(principal, 'client', facts)) {
    throw notFound();
  }
}

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
