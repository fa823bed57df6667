import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceSplits, staffs } from '../../db/schema/index.ts';
import { FORTNIGHT, timesheetCompany, worked } from '../timesheets/timesheets.test-kit.ts';
import {
  connectCompany,
  get,
  post,
  settledJob,
  type XeroHarness,
  xeroHarness,
} from './accounting.test-kit.ts';

let x: XeroHarness;
beforeAll(async () => {
  x = await xeroHarness();
});
afterAll(async () => {
  await x.app.close();
  await x.fake.close();
});

const POST = 'Timesheets/post_to_accounting';

/** The timesheet company, its splits approved, connected, its rates mapped, its worker an employee in the fake. */
async function payrollSetup(o: { employee?: boolean } = {}) {
  const f = await timesheetCompany(x.h);
  const companyId = f.c.companyId;
  await x.h.database.db
    .update(attendanceSplits)
    .set({ status: 'Approved' })
    .where(eq(attendanceSplits.companyId, companyId));
  const owner = f.c.users.CompanyAdmin.token;
  await connectCompany(x, owner);
  const rates = (await get(x, 'Integrations/earnings_rates', owner)).json() as { id: string; name: string }[];
  const id = (name: string) => rates.find((r) => r.name === name)?.id ?? '';
  await post(x, 'Integrations/save_settings', owner, {
    accountCode: '200',
    taxType: 'EXEMPTOUTPUT',
    earningsRates: {
      M: id('Ordinary Hours'),
      SA: id('Saturday'),
      SAN: id('Night shift'),
      N: id('Sleepover allowance'),
      KM: id('Vehicle allowance (km)'),
    },
  });
  const tenant = [...x.fake.books.tenants.values()][0];
  let employeeId: string | null = null;
  if (o.employee !== false && tenant) {
    employeeId = randomUUID();
    tenant.employees.push({
      EmployeeID: employeeId,
      FirstName: 'Worker',
      LastName: 'Test',
      Status: 'ACTIVE',
      PayrollCalendarID: tenant.calendars[0]?.PayrollCalendarID,
    });
    await x.h.database.db.update(staffs).set({ employeeId }).where(eq(staffs.id, f.staff.id));
  }
  const sheets = () => (tenant?.timesheets ?? []).filter((t) => t.EmployeeID === employeeId);
  return { f, admin: f.c.users.Administrator.token, rate: id, sheets };
}

describe('POST /api/Timesheets/post_to_accounting', () => {
  it('posts the worker’s approved fortnight as one timesheet (a number per day per rate) and updates it on repost', async () => {
    const { f, admin, rate, sheets } = await payrollSetup();
    const body = { staffId: f.staff.id, ...FORTNIGHT };
    const job = await settledJob(x, admin, (await post(x, POST, admin, body)).json().jobId);
    expect(job).toMatchObject({ status: 'Success', logs: [] });
    expect(sheets()).toHaveLength(1);
    const lines = sheets()[0]?.TimesheetLines as { EarningsRateID: string; NumberOfUnits: number[] }[];
    const units = (name: string) => lines.find((l) => l.EarningsRateID === rate(name))?.NumberOfUnits;
    expect(units('Ordinary Hours')?.[0]).toBe(8);
    expect(units('Ordinary Hours')).toHaveLength(14);
    expect(units('Sleepover allowance')?.[2]).toBe(1);
    expect(units('Saturday')?.[5]).toBe(2);
    expect(units('Vehicle allowance (km)')?.[0]).toBe(12.5);

    const again = await settledJob(x, admin, (await post(x, POST, admin, body)).json().jobId);
    expect(again.status).toBe('Success');
    expect(sheets()).toHaveLength(1);
  });

  // Issue 37 item 1: a timesheet's update had one key for every update, so Xero refused a correction
  // (or, replaying its first answer, kept the old hours while the product recorded success).
  for (const keyReuse of ['refuse', 'replay'] as const) {
    it(`a corrected fortnight reaches Xero when posted again (a reused key ${keyReuse === 'refuse' ? 'refused' : 'replayed'})`, async () => {
      const { f, admin, rate, sheets } = await payrollSetup();
      x.fake.faults.keyReuse = keyReuse;
      // Tue 8 Sep 09:00–12:00, not yet approved when the fortnight is first posted.
      const tuesday = await worked(
        x.h,
        f.c.companyId,
        f.staff.id,
        f.client.id,
        '2026-09-08T09:00:00+10:00',
        '2026-09-08T12:00:00+10:00',
      );
      const body = { staffId: f.staff.id, ...FORTNIGHT };
      const ordinary = () =>
        ((sheets()[0]?.TimesheetLines ?? []) as { EarningsRateID: string; NumberOfUnits: number[] }[]).find(
          (l) => l.EarningsRateID === rate('Ordinary Hours'),
        )?.NumberOfUnits;
      for (let i = 0; i < 2; i++) {
        const job = await settledJob(x, admin, (await post(x, POST, admin, body)).json().jobId);
        expect(job).toMatchObject({ status: 'Success', logs: [] });
      }
      expect(ordinary()?.slice(0, 2)).toEqual([8, 0]);

      await x.h.database.db
        .update(attendanceSplits)
        .set({ status: 'Approved' })
        .where(eq(attendanceSplits.attendanceId, tuesday.attendanceId));
      const corrected = await settledJob(x, admin, (await post(x, POST, admin, body)).json().jobId);
      expect(corrected).toMatchObject({ status: 'Success', logs: [] });
      expect(sheets()).toHaveLength(1);
      expect(ordinary()?.slice(0, 2)).toEqual([8, 3]);
      x.fake.faults.keyReuse = 'refuse';
    });
  }

  it('Send All logs the worker not in Xero payroll, by name and why', async () => {
    const { admin } = await payrollSetup({ employee: false });
    const job = await settledJob(
      x,
      admin,
      (await post(x, POST, admin, { staffId: 'All', ...FORTNIGHT })).json().jobId,
    );
    expect(job.status).toBe('Error');
    expect(job.logs.map((l) => l.reason)).toContain(
      'Not yet in Xero payroll: use Update Record to Xero or Import From Xero first',
    );
  });

  it('refuses staff, bad input and another company’s worker', async () => {
    const { f, admin } = await payrollSetup();
    expect((await post(x, POST, f.c.users.Staff.token, { staffId: 'All', ...FORTNIGHT })).statusCode).toBe(
      403,
    );
    expect(
      (await post(x, POST, admin, { staffId: 'All', fromDate: 'soon', toDate: 'later' })).statusCode,
    ).toBe(400);
    const other = await timesheetCompany(x.h);
    expect((await post(x, POST, admin, { staffId: other.staff.id, ...FORTNIGHT })).statusCode).toBe(404);
  });
});
