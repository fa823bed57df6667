import { randomUUID } from 'node:crypto';
import { ATTENDANCE_MESSAGES, OFFLINE_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows, DOCX, PDF, PNG, TEXT } from '../../../test/uploads.ts';
import { dailyReports } from '../../db/schema/index.ts';
import {
  ADMIN_ADD,
  ALL_STAFF,
  addReport,
  ofStaff,
  read,
  record,
  reportsCompany,
} from './daily-reports.test-kit.ts';

const A = ATTENDANCE_MESSAGES;
const REPLAYED = 'A queued daily report arrived again (already received)';
const HOUR = 60 * 60 * 1000;

// The migrated database is opened once per run, which takes longer than one test may.
beforeAll(() => harness());

describe('POST /api/StaffAttendances/add_report', () => {
  it('adds the staff member’s own report, whatever staffId is sent, clocked in at the action time and logged', async () => {
    const h = await harness();
    const { c, staff, otherStaff } = await reportsCompany(h);
    const res = await addReport(h, c.users.Staff.token, {
      StartKm: '100',
      EndKm: '',
      Report: 'Visited the office',
      staffId: otherStaff.id,
      companyId: c.companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Your daily report was added.' });
    const [mine] = (await read(h, ofStaff(staff.id), c.users.Staff.token)).json();
    expect(mine).toMatchObject({
      staffAttendanceId: expect.any(String),
      staffId: staff.id,
      staff: { fullName: `${staff.firstName} Test` },
      clockIn: h.clock.now().toISOString(),
      clockOut: null,
      duration: null,
      startKm: 100,
      endKm: null,
      inLatitude: -33.8151,
      inLongitude: 151.0011,
      report: 'Visited the office',
      imageURL: null,
      companyId: c.companyId,
      userCreated: c.users.Staff.id,
    });
    expect(mine.adminAttendanceId).toBeUndefined();
    expect((await read(h, ofStaff(otherStaff.id), c.users.CompanyAdmin.token)).json()).toEqual([]);
    expect(await activitiesOf(h, c.users.Staff.id, 'Added a daily report')).toHaveLength(1);
  });

  it('binds the fields in any case and keeps a closed day’s duration in ticks', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    const inAt = new Date(h.clock.now().getTime() - 3 * HOUR);
    const outAt = new Date(inAt.getTime() + 90 * 60_000);
    const res = await addReport(h, c.users.Staff.token, {
      clockin: inAt.toISOString(),
      CLOCKOUT: outAt.toISOString(),
      startkm: '10',
      endKM: '25.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = (await read(h, ofStaff(staff.id), c.users.Staff.token)).json();
    expect(mine).toMatchObject({
      clockIn: inAt.toISOString(),
      clockOut: outAt.toISOString(),
      duration: 90 * 60 * 10_000_000,
      startKm: 10,
      endKm: 25.5,
    });
  });

  it('refuses a report without a real device location (missing, 0,0, out of range) at inLatitude', async () => {
    const h = await harness();
    const { c } = await reportsCompany(h);
    for (const where of [
      { InLatitude: '', InLongitude: '' },
      { InLatitude: '0', InLongitude: '0' },
      { InLatitude: '123', InLongitude: '151' },
    ]) {
      const res = await addReport(h, c.users.Staff.token, { StartKm: '1', ...where });
      expect(res.statusCode, JSON.stringify(where)).toBe(400);
      expect(res.json().errors).toEqual({ inLatitude: A.locationNeeded });
    }
    expect(await countRows(h, dailyReports, c.companyId)).toBe(0);
  });

  it('says what is wrong with the km and the times', async () => {
    const h = await harness();
    const { c } = await reportsCompany(h);
    const now = h.clock.now().getTime();
    const cases: [Record<string, string>, string, string][] = [
      [{ StartKm: 'ten' }, 'startKm', A.mustBeNumber],
      [{ StartKm: '-1' }, 'startKm', A.notNegative],
      [{ StartKm: '50', EndKm: '40' }, 'endKm', A.endKmBelowStart],
      [
        { ClockIn: new Date(now - HOUR).toISOString(), ClockOut: new Date(now - 2 * HOUR).toISOString() },
        'clockOut',
        A.clockOutAfterIn,
      ],
      [
        { ClockIn: new Date(now - 30 * HOUR).toISOString(), ClockOut: new Date(now - HOUR).toISOString() },
        'clockOut',
        A.tooLong,
      ],
      [{ ClockIn: 'yesterday' }, 'clockIn', 'Enter a valid date and time'],
      [
        { ClockIn: new Date(now + 2 * HOUR).toISOString() },
        'clockIn',
        'The clock-in cannot be in the future',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await addReport(h, c.users.Staff.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(fields)).toBe(message);
    }
    expect(await countRows(h, dailyReports, c.companyId)).toBe(0);
  });

  it('stores a document or a photo, served as a file URL, and refuses other bytes whatever the name', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    for (const file of [
      { bytes: PDF, filename: 'day.pdf' },
      { bytes: DOCX, filename: 'day.docx' },
      { bytes: PNG, filename: 'odometer.png' },
    ]) {
      const res = await addReport(h, c.users.Staff.token, { StartKm: '1' }, { file });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await read(h, ofStaff(staff.id), c.users.Staff.token)).json();
    expect(list.map((r: { imageURL: string }) => r.imageURL)).toEqual([
      expect.stringMatching(/^\/api\/Files\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^\/api\/Files\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^\/api\/Files\/[0-9a-f-]{36}$/),
    ]);
    const own = await read(h, list[0].imageURL, c.users.Staff.token);
    expect(own.statusCode).toBe(200);
    // The office reads it as part of the staff member's record.
    expect((await read(h, list[0].imageURL, c.users.CompanyAdmin.token)).statusCode).toBe(200);
    const refused = await addReport(
      h,
      c.users.Staff.token,
      { StartKm: '1' },
      { file: { bytes: TEXT, filename: 'report.pdf' } },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ imageFile: A.fileTypeReport });
    expect(await countRows(h, dailyReports, c.companyId)).toBe(3);
  });

  it('answers a replayed request once, with the same reply', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    const query = `requestId=${randomUUID()}&deviceTime=${encodeURIComponent(h.clock.now().toISOString())}`;
    const first = await addReport(h, c.users.Staff.token, { StartKm: '5' }, { query });
    const again = await addReport(h, c.users.Staff.token, { StartKm: '5' }, { query });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await read(h, ofStaff(staff.id), c.users.Staff.token)).json()).toHaveLength(1);
    expect(await activitiesOf(h, c.users.Staff.id, 'Added a daily report')).toHaveLength(1);
    expect(await activitiesOf(h, c.users.Staff.id, REPLAYED)).toHaveLength(1);
  });

  it('refuses a request id another person already used (409), never dropping the report (issue 24)', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    const query = `requestId=${randomUUID()}`;
    const mine = await addReport(h, c.users.Staff.token, { StartKm: '5', Report: 'Mine' }, { query });
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await addReport(
      h,
      c.users.Administrator.token,
      { Report: 'Theirs' },
      { url: ADMIN_ADD, query },
    );
    expect(theirs.statusCode, theirs.body).toBe(409);
    const message =
      "This request id belongs to another person's daily report. Nothing was saved: send the report again with a new request id.";
    expect(theirs.json()).toMatchObject({ message, errors: { requestId: message } });
    expect(await countRows(h, dailyReports, c.companyId)).toBe(1);
    expect((await read(h, ofStaff(staff.id), c.users.Staff.token)).json()).toMatchObject([
      { report: 'Mine' },
    ]);
    expect(await activitiesOf(h, c.users.Administrator.id, REPLAYED)).toHaveLength(0);
    // Their own id sent again is still a replay.
    const fresh = `requestId=${randomUUID()}`;
    expect(
      (await addReport(h, c.users.Administrator.token, {}, { url: ADMIN_ADD, query: fresh })).statusCode,
    ).toBe(200);
    expect(
      (await addReport(h, c.users.Administrator.token, {}, { url: ADMIN_ADD, query: fresh })).statusCode,
    ).toBe(200);
    expect(await countRows(h, dailyReports, c.companyId)).toBe(2);
  });

  it('clocks a queued report in at the phone’s time, and refuses one too old or from the future', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    const now = h.clock.now().getTime();
    const stamp = (ms: number) => `requestId=${randomUUID()}&deviceTime=${new Date(ms).toISOString()}`;
    const late = await addReport(h, c.users.Staff.token, {}, { query: stamp(now - 2 * HOUR) });
    expect(late.statusCode, late.body).toBe(200);
    const [queued] = (await read(h, ofStaff(staff.id), c.users.Staff.token)).json();
    expect(queued.clockIn).toBe(new Date(now - 2 * HOUR).toISOString());
    const old = await addReport(h, c.users.Staff.token, {}, { query: stamp(now - 25 * HOUR) });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ deviceTime: OFFLINE_MESSAGES.tooOld });
    const ahead = await addReport(h, c.users.Staff.token, {}, { query: stamp(now + HOUR) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual({ deviceTime: OFFLINE_MESSAGES.future });
  });

  it('lets neither a client nor an auditor add, and refuses another company', async () => {
    const h = await harness();
    const { c } = await reportsCompany(h);
    for (const role of ['Client', 'Auditor'] as const) {
      expect((await addReport(h, c.users[role].token, {})).statusCode, role).toBe(403);
      expect((await addReport(h, c.users[role].token, {}, { url: ADMIN_ADD })).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    const res = await addReport(h, c.users.Staff.token, { companyId: other.companyId });
    expect(res.statusCode).toBe(403);
    expect(await countRows(h, dailyReports, c.companyId)).toBe(0);
  });

  it('says so when the staff user has no staff record', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await addReport(h, c.users.Staff.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.staffId).toMatch(/staff record was not found/);
  });
});

describe('POST /api/AdminAttendances/add_report', () => {
  it('adds the administrator’s own report, listed with the admin reports and not the staff ones', async () => {
    const h = await harness();
    const { c, admin } = await reportsCompany(h);
    const res = await addReport(
      h,
      c.users.Administrator.token,
      { StartKm: '3', Report: 'Site visits' },
      { url: ADMIN_ADD },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(dailyReports)
      .where(eq(dailyReports.companyId, c.companyId));
    expect(row).toMatchObject({ authorKind: 'admin', administratorId: admin.id, staffId: null });
    const got = (await read(h, record(row?.id as string), c.users.Administrator.token)).json();
    expect(got).toMatchObject({
      adminAttendanceId: row?.id,
      administrator: { fullName: `${admin.firstName} Test` },
      report: 'Site visits',
    });
    expect(got.staffAttendanceId).toBeUndefined();
    expect((await read(h, ALL_STAFF, c.users.Administrator.token)).json()).toEqual([]);
  });

  it('refuses a staff member (no administrator record to report as)', async () => {
    const h = await harness();
    const { c } = await reportsCompany(h);
    const res = await addReport(h, c.users.Staff.token, {}, { url: ADMIN_ADD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.administratorId).toMatch(/administrator record was not found/);
  });
});

describe('a queued report sent twice at once', () => {
  it('keeps one report and answers both with the same reply', async () => {
    const h = await harness();
    const { c, staff } = await reportsCompany(h);
    const query = `requestId=${randomUUID()}`;
    const [a, b] = await Promise.all([
      addReport(h, c.users.Staff.token, { StartKm: '7' }, { query }),
      addReport(h, c.users.Staff.token, { StartKm: '7' }, { query }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await read(h, ofStaff(staff.id), c.users.Staff.token)).json()).toHaveLength(1);
  });
});
