import { addDays, type InvoicePeriod, todayIn } from '@care/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { clientPlans, invoiceLines, invoiceSettings, planBudgets, users } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { loadDrafts, saveDrafts } from '../modules/invoices/invoices.api.ts';
import {
  batchLineRows,
  createClaimBatch,
  markBatchProcessed,
  runPreflight,
  setLineOutcome,
} from '../modules/ndis-claims/ndis-claims.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { seedInvoiceSettings, seedSentInvoices } from './demo-invoice-accounts.ts';
import { type InvoiceHistory, monthStart, seedInvoiceHistory } from './demo-invoice-history.ts';
import { loadRosterPeople } from './demo-roster-people.ts';
import { confirmOneShortDelivery, shortenTwoAttendances } from './demo-short-deliveries.ts';

const OFFICE = 'owner@harbourside.demo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The near-budget client's core budget is set so that this share of it is invoiced. */
const NEAR_BUDGET_SHARE = 0.93;

/** A calendar month [first, last] `months` before this one. */
const monthOf = (today: string, months: number): InvoicePeriod => ({
  fromDate: monthStart(today, months),
  toDate: addDays(monthStart(today, months - 1), -1),
});

/**
 * The demo's invoices and claims (issue 15), around today: the month before last saved and claimed
 * from the NDIA (the portal's result imported: paid, one line rejected); last month saved for all
 * but one client (whose lines load as drafts) with a community-access line that has no item, so it
 * fails the pre-flight; this month to load. One client is near the end of their core budget.
 */
export async function seedDemoInvoices(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people) {
    return;
  }
  await db
    .insert(invoiceSettings)
    .values({ companyId, billShortNoticeCancellations: true })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: { billShortNoticeCancellations: true } });
  await seedInvoiceSettings(db, companyId);
  const history = await seedInvoiceHistory(db, companyId, people, now);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OFFICE)).limit(1);
  const userId = owner?.id ?? OFFICE;
  const today = todayIn(now, people.zone);
  const beforeLast = monthOf(today, 2);
  const last = monthOf(today, 1);

  // The month before last: saved a few days after it ended, claimed the day after, paid a week on.
  const savedOlder = new Date(Math.min(now.getTime(), Date.parse(`${last.fromDate}T00:00:00Z`) + 3 * DAY));
  await loadDrafts(db, {
    companyId,
    period: beforeLast,
    choice: 'all',
    withTTP: true,
    user: OFFICE,
    now: savedOlder,
  });
  await saveDrafts(db, { companyId, period: beforeLast, choice: 'all', user: OFFICE, now: savedOlder });
  await claimAndAnswer(db, companyId, userId, beforeLast, new Date(savedOlder.getTime() + DAY), now);
  await seedSentInvoices(db, files, companyId, beforeLast, savedOlder, now);

  // Last month: two workers left an hour early (short deliveries, issue 25).
  const shortened = await shortenTwoAttendances(db, companyId, last);
  // Last month: saved for every client but one, so loading it shows drafts beside saved lines.
  const savedLast = new Date(Math.min(now.getTime(), Date.parse(`${monthStart(today)}T00:00:00Z`) + 2 * DAY));
  await loadDrafts(db, {
    companyId,
    period: last,
    choice: 'all',
    withTTP: true,
    user: OFFICE,
    now: savedLast,
  });
  const unsaved = history.clients[6]?.id;
  for (const client of history.clients.filter((c) => c.id !== unsaved)) {
    await saveDrafts(db, {
      companyId,
      period: last,
      choice: { profileId: client.id },
      user: OFFICE,
      now: savedLast,
    });
  }
  await confirmOneShortDelivery(db, companyId, shortened, savedLast);
  await nearTheEndOfBudget(db, companyId, history);
}

/** The batch of the period's passing lines, and the portal's answer: all paid but one line rejected. */
async function claimAndAnswer(
  db: Queryable,
  companyId: string,
  userId: string,
  period: InvoicePeriod,
  claimedAt: Date,
  now: Date,
): Promise<void> {
  const at = new Date(Math.min(now.getTime(), claimedAt.getTime()));
  let batchId: string;
  try {
    const scope = { ...period, profileId: null };
    // The office confirms the count and total the pre-flight shows (issue 25 item 4).
    const { result } = await runPreflight(db, companyId, scope);
    batchId = (
      await createClaimBatch(db, {
        companyId,
        userId,
        now: at,
        scope,
        confirmed: { count: result.passingCount, totalCents: result.passingCents },
      })
    ).claimBatchId;
  } catch (error) {
    // No line passes (a tenant without NDIA-managed clients): no batch to show.
    if (error instanceof AppError && error.statusCode === 400) {
      return;
    }
    throw error;
  }
  const answeredAt = new Date(Math.min(now.getTime(), at.getTime() + 7 * DAY));
  const lines = await batchLineRows(db, companyId, batchId);
  for (const [i, line] of lines.entries()) {
    const rejected = i === lines.length - 1 && lines.length > 1;
    await setLineOutcome(
      db,
      companyId,
      { ...line, claimBatchId: batchId },
      {
        status: rejected ? 'Rejected' : 'Paid',
        message: rejected ? 'Support item is not in the participant’s plan for this date.' : null,
        now: answeredAt,
        user: userId,
      },
    );
  }
  await markBatchProcessed(db, companyId, batchId, { now: answeredAt, user: userId });
}

/** The first invoicing client's core budget (category 1) set so that 93% of it is invoiced. */
async function nearTheEndOfBudget(db: Queryable, companyId: string, history: InvoiceHistory): Promise<void> {
  const client = history.clients[0];
  if (!client) {
    return;
  }
  const [plan] = await db
    .select({ id: clientPlans.id, startDate: clientPlans.startDate, endDate: clientPlans.endDate })
    .from(clientPlans)
    .where(
      and(
        eq(clientPlans.companyId, companyId),
        eq(clientPlans.profileId, client.id),
        lte(clientPlans.startDate, history.historyStart),
        gte(clientPlans.endDate, history.historyEnd),
      ),
    )
    .limit(1);
  if (!plan) {
    return;
  }
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoiceLines.amountCents}), 0)::int` })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.companyId, companyId),
        eq(invoiceLines.profileId, client.id),
        eq(invoiceLines.status, 'Saved'),
        inArray(invoiceLines.supportCategoryNumber, ['1', '01']),
        gte(invoiceLines.date, plan.startDate),
        lte(invoiceLines.date, plan.endDate),
      ),
    );
  const invoiced = Number(sum?.cents ?? 0);
  if (invoiced <= 0) {
    return;
  }
  await db
    .update(planBudgets)
    .set({ amountCents: Math.ceil(invoiced / NEAR_BUDGET_SHARE) })
    .where(and(eq(planBudgets.planId, plan.id), eq(planBudgets.supportCategoryNumber, '1')));
}
