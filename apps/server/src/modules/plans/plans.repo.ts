import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientPlans, invoiceLines, planBudgets, profiles } from '../../db/schema/index.ts';

const planColumns = {
  clientPlanId: clientPlans.id,
  profileId: clientPlans.profileId,
  startDate: clientPlans.startDate,
  endDate: clientPlans.endDate,
  management: clientPlans.management,
  planManager: clientPlans.planManager,
  planManagerEmail: clientPlans.planManagerEmail,
  planManagerAbn: clientPlans.planManagerAbn,
  planManagerAddress: clientPlans.planManagerAddress,
  representativeName: clientPlans.representativeName,
  representativeEmail: clientPlans.representativeEmail,
  representativeAddress: clientPlans.representativeAddress,
  note: clientPlans.note,
  dateCreated: clientPlans.dateCreated,
  dateModified: clientPlans.dateModified,
};

export type PlanRow = Awaited<ReturnType<typeof selectPlans>>[number];
export type BudgetRow = Awaited<ReturnType<typeof selectBudgets>>[number];

function selectPlans(db: Queryable, companyId: string, where: ReturnType<typeof eq>) {
  return db
    .select(planColumns)
    .from(clientPlans)
    .where(and(eq(clientPlans.companyId, companyId), where))
    .orderBy(desc(clientPlans.startDate), desc(clientPlans.dateCreated));
}

function selectBudgets(db: Queryable, companyId: string, planIds: string[]) {
  return db
    .select({
      planId: planBudgets.planId,
      planBudgetId: planBudgets.id,
      supportCategoryNumber: planBudgets.supportCategoryNumber,
      supportCategoryName: planBudgets.supportCategoryName,
      amountCents: planBudgets.amountCents,
    })
    .from(planBudgets)
    .where(and(eq(planBudgets.companyId, companyId), inArray(planBudgets.planId, planIds)));
}

/** A client's plans, newest first, each with its budget lines in category order. */
export async function listPlans(db: Queryable, companyId: string, profileId: string) {
  const plans = await selectPlans(db, companyId, eq(clientPlans.profileId, profileId));
  const budgets =
    plans.length === 0
      ? []
      : await selectBudgets(
          db,
          companyId,
          plans.map((p) => p.clientPlanId),
        );
  const byCategory = (a: BudgetRow, b: BudgetRow) =>
    Number(a.supportCategoryNumber) - Number(b.supportCategoryNumber);
  return plans.map((plan) => ({
    ...plan,
    budgets: budgets.filter((b) => b.planId === plan.clientPlanId).sort(byCategory),
  }));
}

/** One plan of the company with its budget lines, or undefined. */
export async function findPlan(db: Queryable, companyId: string, id: string) {
  const [plan] = await selectPlans(db, companyId, eq(clientPlans.id, id));
  if (!plan) {
    return undefined;
  }
  const budgets = await selectBudgets(db, companyId, [plan.clientPlanId]);
  budgets.sort((a, b) => Number(a.supportCategoryNumber) - Number(b.supportCategoryNumber));
  return { ...plan, budgets };
}

/**
 * The client, its row locked until the transaction ends (SELECT … FOR UPDATE), so that two plans
 * saved for one client at once are checked for overlap one after the other.
 */
export async function lockClient(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({ profileId: profiles.id, firstName: profiles.firstName, surName: profiles.surName })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)))
    .for('update');
  return row;
}

/** The dates of a client's plans (the overlap check), leaving out one plan when given. */
export function planDatesOf(db: Queryable, companyId: string, profileId: string, exceptId?: string) {
  return db
    .select({
      clientPlanId: clientPlans.id,
      startDate: clientPlans.startDate,
      endDate: clientPlans.endDate,
      // The service agreement's funding type and plan manager come from the plan (issue 40 item 6).
      management: clientPlans.management,
      planManager: clientPlans.planManager,
    })
    .from(clientPlans)
    .where(
      and(
        eq(clientPlans.companyId, companyId),
        eq(clientPlans.profileId, profileId),
        exceptId ? ne(clientPlans.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(clientPlans.startDate));
}

export async function insertPlan(db: Queryable, values: typeof clientPlans.$inferInsert): Promise<string> {
  const [row] = await db.insert(clientPlans).values(values).returning({ id: clientPlans.id });
  if (!row) {
    throw new Error('plan insert returned nothing');
  }
  return row.id;
}

export async function updatePlan(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof clientPlans.$inferInsert>,
) {
  await db
    .update(clientPlans)
    .set(change)
    .where(and(eq(clientPlans.companyId, companyId), eq(clientPlans.id, id)));
}

/** Replaces a plan's budget lines with these (none leaves it without lines). */
export async function replaceBudgets(
  db: Queryable,
  companyId: string,
  planId: string,
  lines: { supportCategoryNumber: string; supportCategoryName: string; amountCents: number }[],
) {
  await db
    .delete(planBudgets)
    .where(and(eq(planBudgets.companyId, companyId), eq(planBudgets.planId, planId)));
  if (lines.length > 0) {
    await db.insert(planBudgets).values(lines.map((l) => ({ ...l, companyId, planId })));
  }
}

/** Deletes a plan (its budget lines go with it). */
export async function deletePlan(db: Queryable, companyId: string, id: string) {
  await db.delete(clientPlans).where(and(eq(clientPlans.companyId, companyId), eq(clientPlans.id, id)));
}

/** The client's invoice lines (draft and saved) dated within these days, as the budget usage reads them. */
export async function budgetLinesOf(
  db: Queryable,
  companyId: string,
  profileId: string,
  days: { from: string; to: string },
) {
  const rows = await db
    .select({
      date: invoiceLines.date,
      supportCategoryNumber: invoiceLines.supportCategoryNumber,
      amountCents: invoiceLines.amountCents,
      status: invoiceLines.status,
      claimStatus: invoiceLines.claimStatus,
    })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.companyId, companyId),
        eq(invoiceLines.profileId, profileId),
        gte(invoiceLines.date, days.from),
        lte(invoiceLines.date, days.to),
      ),
    );
  return rows.map((r) => ({ ...r, status: r.status === 'Saved' ? ('Saved' as const) : ('Draft' as const) }));
}
