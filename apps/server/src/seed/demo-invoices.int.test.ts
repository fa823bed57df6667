import { budgetUsage } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../test/harness.ts';
import {
  claimBatches,
  claimBatchLines,
  clientPlans,
  companies,
  invoiceLines,
  invoicePayments,
  invoices,
  mailOutbox,
  planBudgets,
  profiles,
  staffs,
} from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { monthStart } from './demo-invoice-history.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';
import { CONFIRMED_REASON } from './demo-short-deliveries.ts';
import { seedDemoTimesheets } from './demo-timesheets.ts';

const NO_FILES = {} as FileStore;
/** Keeps the sent invoices' PDFs in memory. */
const MEMORY_FILES = (() => {
  const kept = new Map<string, Buffer>();
  return {
    put: async (data: Buffer) => {
      const key = `mem-${kept.size + 1}`;
      kept.set(key, data);
      return key;
    },
    get: async (key: string) => kept.get(key) ?? null,
  } satisfies FileStore;
})();

async function seeded(h: Harness, now: Date) {
  const c = await createCompany(h);
  const db = h.database.db;
  const tag = c.companyId.slice(0, 8);
  await db
    .update(companies)
    .set({ abn: '53 004 085 616', ndisRegistrationNumber: '4050012345' })
    .where(eq(companies.id, c.companyId));
  for (let i = 0; i < 5; i++) {
    await db.insert(staffs).values({
      companyId: c.companyId,
      firstName: `Biller${i}`,
      surName: 'Worker',
      email: `biller${i}-${tag}@test.example`,
      maxStaffId: `STF-00${i + 1}`,
      userId: i === 0 ? c.users.Staff.id : null,
      isActive: true,
    });
  }
  for (let i = 0; i < 18; i++) {
    await db.insert(profiles).values({
      companyId: c.companyId,
      firstName: `Billclient${String(i).padStart(2, '0')}`,
      surName: 'Day',
      email: `billclient${i}-${tag}@test.example`,
      contactId: `C-${String(i + 1).padStart(3, '0')}`,
      ndisNo: String(430_000_000 + i * 1_001),
      state: 'NSW',
      isActive: true,
      latitude: -33.8 - i * 0.01,
      longitude: 151.0 + i * 0.01,
    });
  }
  await seedDemoCatalogue(db, NO_FILES, c.companyId, now);
  await seedDemoPlans(db, NO_FILES, c.companyId, now);
  await seedDemoRoster(db, c.companyId, now);
  await seedDemoShiftDay(db, c.companyId, now);
  await seedDemoTimesheets(db, c.companyId, now);
  await seedDemoInvoices(db, MEMORY_FILES, c.companyId, now);
  const where = <T extends { companyId: unknown }>(t: T) => eq(t.companyId as never, c.companyId);
  return {
    companyId: c.companyId,
    lines: await db.select().from(invoiceLines).where(where(invoiceLines)),
    batches: await db.select().from(claimBatches).where(where(claimBatches)),
    batchLines: await db.select().from(claimBatchLines).where(where(claimBatchLines)),
    plans: await db.select().from(clientPlans).where(where(clientPlans)),
    budgets: await db.select().from(planBudgets).where(where(planBudgets)),
    invoices: await db.select().from(invoices).where(where(invoices)),
    payments: await db.select().from(invoicePayments).where(where(invoicePayments)),
    mails: await db.select().from(mailOutbox).where(where(mailOutbox)),
  };
}

// Two nows: a late-November morning, and New Year's Day in Sydney (the months before are November and December).
describe.each([
  ['2026-11-24T01:00:00Z', '2026-09-01', '2026-10-01'],
  ['2027-01-01T00:30:00Z', '2026-11-01', '2026-12-01'],
])('seedDemoInvoices at %s', (nowText, beforeLastStart, lastStart) => {
  const now = new Date(nowText);
  let s: Awaited<ReturnType<typeof seeded>>;
  beforeAll(async () => {
    s = await seeded(await harness(), now);
  }, 240_000);

  it('months run from the first of the month', () => {
    expect(monthStart(nowText.slice(0, 10), 2)).toBe(beforeLastStart);
    expect(monthStart(nowText.slice(0, 10), 1)).toBe(lastStart);
  });

  it('saves the month before last and last month; others of last month load as drafts', () => {
    const saved = s.lines.filter((l) => l.status === 'Saved');
    expect(saved.some((l) => l.periodFrom === beforeLastStart)).toBe(true);
    expect(saved.some((l) => l.periodFrom === lastStart)).toBe(true);
    const drafts = s.lines.filter((l) => l.status === 'Draft' && l.periodFrom === lastStart);
    expect(drafts.length).toBeGreaterThan(0);
    // A client has either drafts or saved lines in a month, never both: saving took every draft.
    const savedClients = new Set(saved.filter((l) => l.periodFrom === lastStart).map((l) => l.profileId));
    expect(drafts.some((l) => savedClients.has(l.profileId))).toBe(false);
    expect(saved.every((l) => /^INV-\d{6}$/.test(l.invoiceNumber ?? ''))).toBe(true);
  });

  it('prices every kind of line: a group of two at half the limit, a sleepover, the higher rate, a cancellation', () => {
    const group = s.lines.filter((l) => l.explanation.pricing.groupSize === 2);
    expect(group.length).toBeGreaterThan(0);
    expect(
      group.every((l) => l.unitPriceCents === Math.floor((l.explanation.item.limitCents ?? 0) / 2)),
    ).toBe(true);
    const sleepover = s.lines.find((l) => l.shiftCode === 'N');
    expect(sleepover?.amountCents).toBe(sleepover?.unitPriceCents);
    expect(s.lines.some((l) => l.explanation.band.rule === 'higherRate')).toBe(true);
    const canc = s.lines.find((l) => l.claimType === 'CANC' && l.cancellationReason === 'NSDH');
    expect(canc?.amountCents).toBeGreaterThan(0);
  });

  it('shows short deliveries of last month: one unconfirmed (worked billed), one confirmed with its reason', () => {
    const short = s.lines.filter((l) => l.periodFrom === lastStart && l.shortDelivery !== null);
    const unconfirmed = short.find((l) => l.shortDelivery === 'Unconfirmed');
    const confirmed = short.find((l) => l.shortDelivery === 'Confirmed');
    expect(unconfirmed?.billedDurationTicks).toBeLessThan(unconfirmed?.agreedDurationTicks ?? 0);
    expect(confirmed?.billedDurationTicks).toBe(confirmed?.agreedDurationTicks);
    expect(confirmed?.shortDeliveryReason).toBe(CONFIRMED_REASON);
    expect(confirmed?.explanation.delivery?.confirmed?.reason).toBe(CONFIRMED_REASON);
  });

  it('keeps a claimed batch whose result was imported: paid lines and one rejected with the portal’s message', () => {
    expect(s.batches).toHaveLength(1);
    expect(s.batches[0]?.status).toBe('Processed');
    expect(s.batches[0]?.csv.startsWith('RegistrationNumber,NDISNumber,')).toBe(true);
    const paid = s.batchLines.filter((l) => l.status === 'Paid');
    const rejected = s.batchLines.filter((l) => l.status === 'Rejected');
    expect(paid.length).toBeGreaterThan(0);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.message).toMatch(/plan/);
    const line = s.lines.find((l) => l.id === rejected[0]?.invoiceLineId);
    expect(line?.claimStatus).toBe('Rejected');
  });

  it('has a plan-managed invoice sent and part-paid, a self-managed one sent and overdue, and others to send', () => {
    const today = nowText.slice(0, 10);
    const planManaged = s.invoices.find((i) => i.management === 'Plan Managed' && i.status === 'Sent');
    expect(planManaged?.sentTo).toMatch(/@/);
    const paid = s.payments.filter((p) => p.invoiceId === planManaged?.id);
    expect(paid).toHaveLength(1);
    const selfManaged = s.invoices.find((i) => i.management === 'Self Managed' && i.status === 'Sent');
    expect(selfManaged).toBeDefined();
    expect(s.payments.some((p) => p.invoiceId === selfManaged?.id)).toBe(false);
    expect((selfManaged?.dueDate ?? '9999') < today).toBe(true);
    expect(s.invoices.some((i) => i.management !== 'NDIA Managed' && i.status === 'Saved')).toBe(true);
    const mailed = s.mails.filter((m) => m.attachments[0]?.name.startsWith('INV-'));
    expect(mailed.map((m) => m.to).sort()).toEqual([planManaged?.sentTo, selfManaged?.sentTo].sort());
    // The NDIA batch holds NDIA-managed lines only.
    const sentNumbers = new Set(
      s.invoices.filter((i) => i.management !== 'NDIA Managed').map((i) => i.invoiceNumber),
    );
    const claimedIds = new Set(s.batchLines.map((b) => b.invoiceLineId));
    expect(s.lines.some((l) => claimedIds.has(l.id) && sentNumbers.has(l.invoiceNumber ?? ''))).toBe(false);
    expect(s.batches[0]).toBeDefined();
  });

  it('has a saved line of last month with no item: it fails the pre-flight until edited', () => {
    const noItem = s.lines.filter((l) => l.status === 'Saved' && l.supportItemId === null);
    expect(noItem.some((l) => l.periodFrom === lastStart && l.shiftCode === 'EX')).toBe(true);
  });

  it('has a client near the end of their core budget', async () => {
    const usage = s.plans.flatMap((plan) =>
      budgetUsage(
        {
          startDate: plan.startDate,
          endDate: plan.endDate,
          budgets: s.budgets.filter((b) => b.planId === plan.id),
        },
        s.lines
          .filter((l) => l.profileId === plan.profileId)
          .map((l) => ({
            date: l.date,
            supportCategoryNumber: l.supportCategoryNumber,
            amountCents: l.amountCents,
            status: l.status as 'Draft' | 'Saved',
            claimStatus: l.claimStatus,
          })),
      ),
    );
    expect(usage.some((u) => u.nearEnd && u.percentUsed < 100)).toBe(true);
  });

  it('every line’s amount is its unit price times its billed hours (agreed, or worked when short), rounded half up (a sleepover × 1)', () => {
    for (const l of s.lines.filter((x) => x.unit === 'H')) {
      expect(l.billedDurationTicks === l.agreedDurationTicks || l.shortDelivery === 'Unconfirmed').toBe(true);
      const exact = (l.unitPriceCents * l.billedDurationTicks) / 36_000_000_000;
      expect(Math.abs(l.amountCents - exact)).toBeLessThanOrEqual(0.5);
    }
  });
});

it('leaves a tenant without people alone', async () => {
  const h = await harness();
  const c = await createCompany(h);
  await seedDemoInvoices(h.database.db, MEMORY_FILES, c.companyId, new Date('2026-11-24T01:00:00Z'));
  const rows = await h.database.db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.companyId, c.companyId)));
  expect(rows).toHaveLength(0);
});
