import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { attendances, shiftRosters } from '../../db/schema/index.ts';

describe('GET /api/Attendances/staff_duration_chart and /api/Invoice/get_all_support_type', () => {
  it('sums the hours each staff member worked this week (an auditor: approved staff only)', async () => {
    const h = await harness();
    // The harness's clock is shared by the files of a fork and only moves forward: move it on to a
    // Wednesday noon in Sydney, so that the hours below fall inside "this week" whatever ran before
    // (before the sign-ins: a later move would end their sessions).
    const WEEK = 7 * 24 * 3_600_000;
    let wednesdayNoon = Date.parse('2026-11-25T01:00:00Z');
    while (wednesdayNoon < h.clock.now().getTime()) {
      wednesdayNoon += WEEK;
    }
    h.clock.advance(wednesdayNoon - h.clock.now().getTime());
    const c = await createCompany(h);
    const other = await createCompany(h);
    const approved = (await insertStaff(h, c.companyId, { firstName: 'Ava', auditApproved: true })).id;
    const hidden = (await insertStaff(h, c.companyId, { firstName: 'Ben' })).id;
    const now = h.clock.now().getTime();
    for (const [staffId, hours] of [
      [approved, 3],
      [hidden, 5],
    ] as const) {
      const [shift] = await h.database.db
        .insert(shiftRosters)
        .values({
          companyId: c.companyId,
          staffId,
          dateFrom: new Date(now - 6 * 3_600_000),
          dateTo: new Date(now),
        })
        .returning({ id: shiftRosters.id });
      await h.database.db.insert(attendances).values({
        companyId: c.companyId,
        staffId,
        shiftRosterId: shift?.id as string,
        clockIn: new Date(now - hours * 3_600_000),
        clockOut: new Date(now),
      });
    }
    const res = await get(
      h,
      `/api/Attendances/staff_duration_chart?period=week&companyId=${c.companyId}`,
      c.users.CompanyAdmin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().chart_info.map((b: { staffId: string; duration: number }) => [b.staffId, b.duration]),
    ).toEqual([
      [hidden, 5 * 3_600_000 * 10_000],
      [approved, 3 * 3_600_000 * 10_000],
    ]);
    const auditor = (
      await get(h, '/api/Attendances/staff_duration_chart?period=month', c.users.Auditor.token)
    ).json();
    expect(auditor.chart_info.map((b: { staffId: string }) => b.staffId)).toEqual([approved]);
    const bad = await get(
      h,
      '/api/Attendances/staff_duration_chart?period=decade',
      c.users.CompanyAdmin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect((await get(h, '/api/Attendances/staff_duration_chart', c.users.Staff.token)).statusCode).toBe(403);
    expect(
      (await get(h, '/api/Attendances/staff_duration_chart', other.users.CompanyAdmin.token)).json()
        .chart_info,
    ).toEqual([]);
    expect(
      (
        await get(
          h,
          `/api/Attendances/staff_duration_chart?companyId=${c.companyId}`,
          other.users.CompanyAdmin.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers the support types (none before a catalogue is imported); a provider may not ask', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, '/api/Invoice/get_all_support_type', c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get(h, '/api/Invoice/get_all_support_type', c.users.CareManager.token)).statusCode).toBe(
      403,
    );
  });
});
