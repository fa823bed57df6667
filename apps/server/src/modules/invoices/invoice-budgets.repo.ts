import { type BudgetLine, type BudgetPlan, type InvoicePeriod, isInPeriod } from '@care/domain';
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientPlans, invoiceLines, planBudgets } from '../../db/schema/index.ts';

/** Each client's plans with their budget lines, oldest plan first. */
export async function plansWithBudgets(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, BudgetPlan[]>> {
  const out = new Map<string, BudgetPlan[]>();
  if (ids.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      planId: clientPlans.id,
      profileId: clientPlans.profileId,
      startDate: clientPlans.startDate,
      endDate: clientPlans.endDate,
      budget: {
        supportCategoryNumber: planBudgets.supportCategoryNumber,
        supportCategoryName: planBudgets.supportCategoryName,
        amountCents: planBudgets.amountCents,
      },
    })
    .from(clientPlans)
    .leftJoin(planBudgets, eq(planBudgets.planId, clientPlans.id))
    .where(and(eq(clientPlans.companyId, companyId), inArray(clientPlans.profileId, [...ids])))
    .orderBy(asc(clientPlans.startDate), asc(clientPlans.id), asc(planBudgets.supportCategoryNumber));
  const plans = new Map<
    string,
    { profileId: string; plan: BudgetPlan & { budgets: BudgetPlan['budgets'][number][] } }
  >();
  for (const r of rows) {
    let p = plans.get(r.planId);
    if (!p) {
      p = { profileId: r.profileId, plan: { startDate: r.startDate, endDate: r.endDate, budgets: [] } };
      plans.set(r.planId, p);
      out.set(r.profileId, [...(out.get(r.profileId) ?? []), p.plan]);
    }
    if (r.budget) {
      p.plan.budgets.push(r.budget);
    }
  }
  return out;
}

/** A line as the load's warnings read it. */
export type WarningLine = BudgetLine & { hasItem: boolean };

/**
 * The clients' lines as the budget reads them: every line dated in the period, and the Saved
 * lines dated outside it (with them they make what a plan has used). Only the period's lines can
 * warn of a missing item: the others' warnings belong to their own load.
 */
export async function budgetLinesOf(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  ids: readonly string[],
): Promise<Map<string, WarningLine[]>> {
  const out = new Map<string, WarningLine[]>();
  if (ids.length === 0) {
    return out;
  }
  const l = invoiceLines;
  const inPeriod = and(gte(l.date, period.fromDate), lte(l.date, period.toDate));
  const rows = await db
    .select({
      profileId: l.profileId,
      date: l.date,
      supportCategoryNumber: l.supportCategoryNumber,
      amountCents: l.amountCents,
      status: l.status,
      claimStatus: l.claimStatus,
      supportItemId: l.supportItemId,
    })
    .from(l)
    .where(
      and(eq(l.companyId, companyId), inArray(l.profileId, [...ids]), or(inPeriod, eq(l.status, 'Saved'))),
    );
  for (const { profileId, supportItemId, status, ...line } of rows) {
    const list = out.get(profileId) ?? [];
    const outside = !isInPeriod(line.date, period);
    list.push({
      ...line,
      status: status === 'Saved' ? 'Saved' : 'Draft',
      hasItem: outside || supportItemId !== null,
    });
    out.set(profileId, list);
  }
  return out;
}
