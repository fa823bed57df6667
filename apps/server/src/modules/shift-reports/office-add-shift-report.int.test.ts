import { TIMESHEET_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceCompany, reportFor, shiftIn } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { shiftReports } from '../../db/schema/index.ts';
import { activitiesOf, api, post, reportBody } from './shift-reports.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const storedOf = (shiftId: string) =>
  h.database.db.select().from(shiftReports).where(eq(shiftReports.shiftRosterId, shiftId));

describe('POST /ShiftReports/add_shiftreport by the office (saving the AI assistant’s draft)', () => {
  it('adds an unsigned report to a shift that has started, even when the body asks to sign', async () => {
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -240, { minutes: 180 });
    const res = await post(
      h,
      api('add_shiftreport'),
      f.c.users.Administrator.token,
      reportBody(shiftId, { isSigned: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Shift report saved' });
    const [row] = await storedOf(shiftId);
    expect(row).toMatchObject({
      id: res.json().shiftReportId,
      isSigned: false,
      signedByStaffId: null,
      userCreated: f.c.users.Administrator.id,
      urgentMatters: 'None today',
    });
    const logs = await activitiesOf(h, f.c.companyId);
    expect(logs.map((l) => l.activity)).toContainEqual(
      expect.stringMatching(/^Saved the shift report of the shift/),
    );
  });

  it('updates the report already there, keeping its signature', async () => {
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -240, { minutes: 180 });
    await reportFor(h, f.c.companyId, shiftId, true);
    const res = await post(
      h,
      api('add_shiftreport'),
      f.c.users.CompanyAdmin.token,
      reportBody(shiftId, { urgentMatters: 'Door lock broken' }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await storedOf(shiftId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ urgentMatters: 'Door lock broken', isSigned: true });
  });

  it('refuses a shift still upcoming or awaiting a cancellation decision, and another company’s shift', async () => {
    const f = await attendanceCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    for (const shiftId of [
      await shiftIn(h, f, 60),
      await shiftIn(h, f, -240, { minutes: 180, status: 'Pending' }),
    ]) {
      const res = await post(h, api('add_shiftreport'), admin, reportBody(shiftId));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TIMESHEET_MESSAGES.aiNotOffered);
      expect(await storedOf(shiftId)).toHaveLength(0);
    }
    const other = await attendanceCompany(h);
    const theirs = await shiftIn(h, other, -240, { minutes: 180 });
    const res = await post(h, api('add_shiftreport'), admin, reportBody(theirs));
    expect(res.statusCode).toBe(404);
    expect(await storedOf(theirs)).toHaveLength(0);
  });
});
