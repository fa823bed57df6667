import { randomUUID } from 'node:crypto';
import { ACCOUNTING_MESSAGES, PAY_MAPPING_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingJobs, staffs } from '../../db/schema/index.ts';
import { approve, clockOutAt, payCompany } from '../pay-lines/pay-lines.test-kit.ts';
import { worked } from '../timesheets/timesheets.test-kit.ts';
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
// The product's fortnight Mon 9 – Sun 22 Nov 2026 (Sydney midnights, AEDT).
const FORTNIGHT = { fromDate: '2026-11-08T13:00:00.000Z', toDate: '2026-11-22T13:00:00.000Z' };
type Line = { EarningsRateID: string; NumberOfUnits: number[] };

/**
 * The pay company (a casual worked Wed 11 Nov 4 h and Sat 14 Nov 6 h with 12.5 km), approved,
 * connected, the categories of those lines mapped (but `unmapped`), and the worker an employee on the
 * fake's fortnightly calendar (its periods from Mon 16 Nov: 2–15 Nov holds both shifts).
 */
async function payrollSetup(o: { employee?: boolean; unmapped?: string[] } = {}) {
  const f = await payCompany(x.h);
  await approve(x.h, [f.weekday.attendanceId, f.saturday.attendanceId]);
  const owner = f.c.users.CompanyAdmin.token;
  // Only an approved pay period is posted (issue 38 item 4): its lines are frozen.
  const approved = await post(x, 'PayLines/approve_pay_period', owner, {
    staffId: f.staff.id,
    periodStart: '2026-11-09',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await connectCompany(x, owner);
  const items = (await get(x, 'Integrations/pay_items', owner)).json() as { id: string; name: string }[];
  const id = (name: string) => items.find((r) => r.name === name)?.id ?? '';
  const mappings: Record<string, string> = {
    ordinary: id('Ordinary Hours'),
    saturday: id('Saturday'),
    'km-allowance': id('Vehicle allowance (km)'),
  };
  for (const category of o.unmapped ?? []) {
    delete mappings[category];
  }
  expect((await post(x, 'Integrations/save_pay_category_mapping', owner, { mappings })).statusCode).toBe(200);
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
  const units = (name: string) =>
    (sheets()[0]?.TimesheetLines as Line[] | undefined)?.find((l) => l.EarningsRateID === id(name))
      ?.NumberOfUnits;
  const admin = f.c.users.Administrator.token;
  const run = async (staffId = f.staff.id, period = FORTNIGHT) =>
    settledJob(x, admin, (await post(x, POST, admin, { staffId, ...period })).json().jobId);
  return { f, owner, admin, sheets, units, run };
}

describe('POST /api/Timesheets/post_to_accounting: approved pay lines to Xero Payroll AU (issue 38 item 5)', () => {
  it('posts the worker’s lines as one timesheet of the Xero pay period, a number per day per pay item; a repost updates it', async () => {
    const { sheets, units, run } = await payrollSetup();
    expect(await run()).toMatchObject({ status: 'Success', logs: [] });
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0]?.StartDate).toBe(`/Date(${Date.parse('2026-11-02T00:00:00Z')}+0000)/`);
    // Day 9 of 2–15 Nov is Wed 11 Nov, day 12 Sat 14 Nov.
    expect(units('Ordinary Hours')).toHaveLength(14);
    expect(units('Ordinary Hours')?.[9]).toBe(4);
    expect(units('Saturday')?.[12]).toBe(6);
    expect(units('Vehicle allowance (km)')?.[12]).toBe(12.5);
    const id = sheets()[0]?.TimesheetID;
    expect(await run()).toMatchObject({ status: 'Success' });
    expect(sheets().map((s) => s.TimesheetID)).toEqual([id]);
  });

  it('a category of the lines without a pay item stops that worker’s post, naming it; nothing reaches Xero', async () => {
    const { sheets, run } = await payrollSetup({ unmapped: ['saturday', 'km-allowance'] });
    const job = await run();
    expect(job.status).toBe('Error');
    expect(job.logs).toEqual([
      {
        name: expect.any(String),
        reason:
          'No Xero pay item is mapped for Saturday, Vehicle allowance: map them on Setup → Integrations',
      },
    ]);
    expect(sheets()).toHaveLength(0);
  });

  it('Send All names the worker not in Xero payroll; a worker whose period is blocked is not sent', async () => {
    const { f, run } = await payrollSetup({ employee: false });
    const job = await run('All');
    expect(job.status).toBe('Error');
    expect(job.logs).toEqual([
      { name: expect.stringContaining(f.staff.firstName ?? ''), reason: M.notLinked },
    ]);
    // The other worker has no settings: blocked, so nothing to send and nothing said for them in Send All.
    const alone = await run(f.otherStaff.id);
    expect(alone.logs.map((l) => l.reason)).toEqual([M.nothingApproved]);
  });

  it('Xero failing with a 500 after saving: the log says so, and posting again updates the one timesheet', async () => {
    const { sheets, units, run } = await payrollSetup();
    x.fake.faults.serverError = { path: '/Timesheets', count: 1, done: true };
    const failed = await run();
    expect(failed.logs.map((l) => l.reason)).toEqual([ACCOUNTING_MESSAGES.noAnswer]);
    expect(sheets()).toHaveLength(1);
    expect(await run()).toMatchObject({ status: 'Success' });
    expect(sheets()).toHaveLength(1);
    expect(units('Saturday')?.[12]).toBe(6);
  });

  it('Xero failing to list the pay calendars: the log says Xero did not answer, not that the worker has no calendar', async () => {
    const { sheets, run } = await payrollSetup();
    x.fake.faults.serverError = { path: '/PayrollCalendars', count: 1, done: false, reads: true };
    const failed = await run();
    expect(failed.logs.map((l) => l.reason)).not.toContain(M.noCalendar);
    expect(failed.logs).toHaveLength(1);
    expect(sheets()).toHaveLength(0);
    expect(await run()).toMatchObject({ status: 'Success' });
    expect(sheets()).toHaveLength(1);
  });

  it('a reply lost after Xero saved: the retry finds the period’s timesheet first, no duplicate', async () => {
    const { sheets, run } = await payrollSetup();
    x.fake.faults.dropReply = { path: '/Timesheets', count: 1 };
    expect((await run()).logs.map((l) => l.reason)).toEqual([ACCOUNTING_MESSAGES.noAnswer]);
    x.fake.faults.dropReply = null;
    expect(await run()).toMatchObject({ status: 'Success' });
    expect(sheets()).toHaveLength(1);
  });

  it('refuses staff, bad input, another company’s worker, and a second post while one runs', async () => {
    const { f, admin } = await payrollSetup();
    expect((await post(x, POST, f.c.users.Staff.token, { staffId: 'All', ...FORTNIGHT })).statusCode).toBe(
      403,
    );
    const bad = await post(x, POST, admin, { staffId: 'All', fromDate: 'soon', toDate: 'later' });
    expect(bad.statusCode).toBe(400);
    const other = await payCompany(x.h);
    expect((await post(x, POST, admin, { staffId: other.staff.id, ...FORTNIGHT })).statusCode).toBe(404);
    // A post still running (started a minute ago): the second waits its turn.
    const running = (await post(x, POST, admin, { staffId: f.staff.id, ...FORTNIGHT })).json().jobId;
    await settledJob(x, admin, running);
    await x.h.database.db
      .update(accountingJobs)
      .set({ status: 'Running', finishedAt: null })
      .where(eq(accountingJobs.id, running));
    const second = await post(x, POST, admin, { staffId: 'All', ...FORTNIGHT });
    expect([second.statusCode, second.json().message]).toEqual([409, M.alreadyRunning]);
  });
  it('an attendance approved after the post does not change the approved period or its posted timesheet', async () => {
    const { f, sheets, units, run } = await payrollSetup();
    expect((await run()).status).toBe('Success');
    const first = sheets()[0]?.TimesheetID;
    // Tue 10 Nov 09:00–12:00, worked in the approved period, approved after the post: a correction.
    const tuesday = await worked(
      x.h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-11-10T09:00:00+11:00',
      '2026-11-10T12:00:00+11:00',
    );
    await approve(x.h, [tuesday.attendanceId]);
    // Posting the approved period again sends its frozen lines: the timesheet is as it was.
    expect(await run()).toMatchObject({ status: 'Success', logs: [] });
    expect(sheets().map((t) => t.TimesheetID)).toEqual([first]);
    expect(units('Ordinary Hours')?.slice(8, 10)).toEqual([0, 4]);
    // The next period pays it once approved (pay-lines/approve-pay-period.int.test.ts), and its lines
    // are placed in that period's timesheet (domain accounting/pay-category-mapping.test.ts).
  });

  it('a correction that takes hours away, with nothing of its category to net against, stops the post with a message', async () => {
    const { f, owner, sheets, run } = await payrollSetup();
    expect((await run()).status).toBe('Success');
    // Saturday's clock-out moves from 14:00 back to 12:00 after the approved period was posted: −2 h.
    await clockOutAt(x.h, f.c.companyId, f.saturday.attendanceId, '2026-11-14T12:00:00+11:00');
    const next = await post(x, 'PayLines/approve_pay_period', owner, {
      staffId: f.staff.id,
      periodStart: '2026-11-23',
    });
    expect(next.statusCode, next.body).toBe(200);
    const NEXT = { fromDate: '2026-11-22T13:00:00.000Z', toDate: '2026-12-06T13:00:00.000Z' };
    const done = await run(f.staff.id, NEXT);
    expect(done.logs.map((l: { reason: string }) => l.reason)).toEqual([M.belowZero(['Saturday'])]);
    // Nothing negative reached Xero: only the approved period's timesheet is there.
    expect(sheets()).toHaveLength(1);
  });

  // Last in the file on purpose: it used to crash the process only after the others had spent the
  // fake organisation's 60 calls a minute (the test kit's limiter waited on a clock its sleep never
  // moved; ports/accounting/call-limiter.test.ts).
  it('the next approved period pays the correction: its Xero timesheet holds the extra hours on its first day', async () => {
    const { f, owner, sheets, units, run } = await payrollSetup();
    expect((await run()).status).toBe('Success');
    const first = sheets()[0]?.TimesheetID;
    // Tue 10 Nov 09:00–12:00, worked in the approved period, approved after the post: a correction.
    const tuesday = await worked(
      x.h,
      f.c.companyId,
      f.staff.id,
      f.client.id,
      '2026-11-10T09:00:00+11:00',
      '2026-11-10T12:00:00+11:00',
    );
    await approve(x.h, [tuesday.attendanceId]);
    // Approving the next period (Mon 23 Nov – Sun 6 Dec) freezes the correction it pays.
    const next = await post(x, 'PayLines/approve_pay_period', owner, {
      staffId: f.staff.id,
      periodStart: '2026-11-23',
    });
    expect(next.statusCode, next.body).toBe(200);
    const NEXT = { fromDate: '2026-11-22T13:00:00.000Z', toDate: '2026-12-06T13:00:00.000Z' };
    expect(await run(f.staff.id, NEXT)).toMatchObject({ status: 'Success', logs: [] });
    // Posted again: the same timesheets updated, nothing added.
    expect(await run(f.staff.id, NEXT)).toMatchObject({ status: 'Success', logs: [] });
    expect(sheets().map((t) => t.StartDate)).toEqual([
      `/Date(${Date.parse('2026-11-02T00:00:00Z')}+0000)/`,
      `/Date(${Date.parse('2026-11-16T00:00:00Z')}+0000)/`,
    ]);
    expect(sheets()[0]?.TimesheetID).toBe(first);
    // The approved period's timesheet is as posted; the correction's +3 h are on Mon 23 Nov, the
    // next period's first day (day 7 of Xero's 16–29 Nov), under Ordinary Hours.
    expect(units('Ordinary Hours')?.slice(8, 10)).toEqual([0, 4]);
    const ordinary = (sheets()[1]?.TimesheetLines as Line[] | undefined)?.map((l) => l.NumberOfUnits);
    expect(ordinary).toEqual([[0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0]]);
  });
});
