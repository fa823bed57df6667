import { payPeriodOf } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { administrators, profiles, staffs } from '../db/schema/index.ts';
import { seedDemoPayRuns } from './demo-pay-runs.ts';
import { seedDemoPaySettings } from './demo-pay-settings.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';
import { seedDemoTimesheets } from './demo-timesheets.ts';

// The demo's workers are paid around the demo's today (issue 38 item 4, brief item 6): the roster,
// the shift day and the award settings of the demo, then the pay-period summary of the period that
// holds today and the one before it.
describe('the demo’s pay lines', () => {
  it('every demo worker with attendances is priced around today, under each employment type', {
    timeout: 180_000,
  }, async () => {
    const h = await harness();
    const c = await createCompany(h);
    const db = h.database.db;
    const tag = c.companyId.slice(0, 8);
    for (let i = 0; i < 6; i++) {
      await db.insert(staffs).values({
        companyId: c.companyId,
        firstName: `Worker${i}`,
        surName: 'Pay',
        email: `payworker${i}-${tag}@test.example`,
        maxStaffId: `STF-00${i + 1}`,
        userId: i === 0 ? c.users.Staff.id : null,
        isActive: true,
      });
    }
    for (let i = 0; i < 10; i++) {
      await db.insert(profiles).values({
        companyId: c.companyId,
        firstName: `Client${i}`,
        surName: 'Pay',
        email: `payclient${i}-${tag}@test.example`,
        contactId: `C-${String(i + 1).padStart(3, '0')}`,
        isActive: true,
        latitude: -33.8 - i * 0.01,
        longitude: 151.0 + i * 0.01,
      });
    }
    await db.insert(administrators).values({
      companyId: c.companyId,
      firstName: 'Office',
      surName: 'Pay',
      email: `payadmin-${tag}@test.example`,
    });
    const now = new Date('2026-11-24T01:00:00Z');
    await seedDemoRoster(db, c.companyId, now);
    await seedDemoShiftDay(db, c.companyId, now);
    // The timesheets' approvals: what makes a worker's period ready.
    await seedDemoTimesheets(db, c.companyId, now);
    expect(await seedDemoPaySettings(db, c.companyId, now)).toBe(6);

    const rule = { payPeriod: 'fortnightly' as const, anchorDate: '2026-01-05' };
    const current = payPeriodOf(rule, '2026-11-24');
    const before = payPeriodOf(rule, '2026-11-22');
    const summaryOf = async (periodStart: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/PayLines/get_pay_period_summary?periodStart=${periodStart}`,
          headers: bearer(c.users.CompanyAdmin.token),
        })
      ).json();
    const rows = [
      ...(await summaryOf(before.fromDate)).workers,
      ...(await summaryOf(current.fromDate)).workers,
    ];
    const priced = rows.filter(
      (r: { status: string; totalCents: number }) => r.status !== 'blocked' && r.totalCents > 0,
    );
    const blocked = rows.filter((r: { status: string }) => r.status === 'blocked');
    expect(blocked.map((r: { staffName: string; blocks: unknown }) => [r.staffName, r.blocks])).toEqual([]);
    expect(new Set(priced.map((r: { staffId: string }) => r.staffId)).size).toBeGreaterThanOrEqual(5);
    const categories = new Set(
      rows.flatMap((r: { hours: { category: string }[] }) => r.hours.map((x) => x.category)),
    );
    expect(categories.has('ordinary')).toBe(true);

    // The previous period approved for every ready worker: frozen, and the others still show why not.
    const ready = (await summaryOf(before.fromDate)).workers.filter(
      (r: { status: string }) => r.status === 'ready',
    );
    const approved = await seedDemoPayRuns(db, c.companyId, now);
    expect([approved > 0, approved]).toEqual([true, ready.length]);
    const after = (await summaryOf(before.fromDate)).workers;
    expect(after.filter((r: { approved: boolean }) => r.approved)).toHaveLength(approved);
  });
});
