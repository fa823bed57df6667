import { ATTENDANCE_MESSAGES } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { PDF, postForm, TEXT } from '../../../test/uploads.ts';
import { dailyReports } from '../../db/schema/index.ts';
import {
  ADMIN_ADD,
  addReport,
  adminEdit,
  type ReportsFixture,
  read,
  record,
  reportsCompany,
  staffEdit,
} from './daily-reports.test-kit.ts';

const A = ATTENDANCE_MESSAGES;
const HOUR = 60 * 60 * 1000;

beforeAll(() => harness());

/** Adds a report as the user and returns its id. */
async function added(h: Harness, f: ReportsFixture, who: 'Staff' | 'Administrator', fields = {}) {
  const url = who === 'Staff' ? undefined : ADMIN_ADD;
  const res = await addReport(h, f.c.users[who].token, { StartKm: '10', ...fields }, { url });
  if (res.statusCode !== 200) {
    throw new Error(res.body);
  }
  const [row] = await h.database.db
    .select({ id: dailyReports.id })
    .from(dailyReports)
    .where(and(eq(dailyReports.companyId, f.c.companyId), eq(dailyReports.userCreated, f.c.users[who].id)));
  return row?.id as string;
}

describe('POST /api/StaffAttendances/edit/{id}', () => {
  it('lets the author set the km and report, closing the open day at the edit’s time, logged', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Staff');
    const openedAt = h.clock.now();
    h.clock.advance(2 * HOUR);
    const res = await postForm(h, staffEdit(id), f.c.users.Staff.token, {
      StartKm: '12',
      EndKm: '40',
      Report: 'Drove to two clients',
      ClockIn: '2020-01-01T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'The daily report was saved and the day is closed.',
    });
    const got = (await read(h, record(id), f.c.users.Staff.token)).json();
    expect(got).toMatchObject({
      staffAttendanceId: id,
      clockIn: openedAt.toISOString(),
      clockOut: h.clock.now().toISOString(),
      duration: 2 * HOUR * 10_000,
      startKm: 12,
      endKm: 40,
      report: 'Drove to two clients',
      dateModified: h.clock.now().toISOString(),
      userModified: f.c.users.Staff.id,
    });
    expect(
      await activitiesOf(h, f.c.users.Staff.id, `Edited the daily report of ${f.staff.firstName} Test`),
    ).toHaveLength(1);
    // A later edit keeps the day's clock-out.
    h.clock.advance(HOUR);
    const again = await postForm(h, staffEdit(id), f.c.users.Staff.token, { EndKm: '41' });
    expect(again.json().message).toBe('The daily report was saved.');
    expect((await read(h, record(id), f.c.users.Staff.token)).json().clockOut).toBe(got.clockOut);
  });

  it('requires the end km and refuses one below the start, or a file of another type', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Staff');
    const token = f.c.users.Staff.token;
    const missing = await postForm(h, staffEdit(id), token, { StartKm: '1', EndKm: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ endKm: A.endKmRequired });
    const below = await postForm(h, staffEdit(id), token, { StartKm: '50', EndKm: '20' });
    expect(below.json().errors).toEqual({ endKm: A.endKmBelowStart });
    const file = await postForm(
      h,
      staffEdit(id),
      token,
      { EndKm: '20' },
      {
        ImageFile: { bytes: TEXT, filename: 'x.docx' },
      },
    );
    expect(file.statusCode).toBe(400);
    expect(file.json().errors).toEqual({ imageFile: A.fileTypeReport });
    const [row] = await h.database.db.select().from(dailyReports).where(eq(dailyReports.id, id));
    expect(row).toMatchObject({ endKm: null, clockOut: null, fileId: null });
    const ok = await postForm(
      h,
      staffEdit(id),
      token,
      { EndKm: '20' },
      {
        ImageFile: { bytes: PDF, filename: 'day.pdf' },
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await read(h, record(id), token)).json().imageURL).toMatch(/^\/api\/Files\//);
  });

  it('lets the office edit a staff report, but not a staff member someone else’s (404) nor an auditor (403)', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Staff');
    const office = await postForm(h, staffEdit(id), f.c.users.CompanyAdmin.token, { EndKm: '30' });
    expect(office.statusCode, office.body).toBe(200);
    expect((await read(h, record(id), f.c.users.CompanyAdmin.token)).json().userModified).toBe(
      f.c.users.CompanyAdmin.id,
    );
    // Another staff member of the company, signed in.
    const other = await reportsCompany(h);
    const stranger = await postForm(h, staffEdit(id), other.c.users.Staff.token, { EndKm: '31' });
    expect(stranger.statusCode).toBe(404);
    const auditor = await postForm(h, staffEdit(id), f.c.users.Auditor.token, { EndKm: '31' });
    expect(auditor.statusCode).toBe(403);
    expect((await read(h, record(id), f.c.users.CompanyAdmin.token)).json().endKm).toBe(30);
  });

  it('keeps a staff member away from a colleague’s report in the same company (404)', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Staff');
    // The colleague signs in as the company's Staff user once their record is swapped in.
    await h.database.db.update(dailyReports).set({ staffId: f.otherStaff.id }).where(eq(dailyReports.id, id));
    const edit = await postForm(h, staffEdit(id), f.c.users.Staff.token, { EndKm: '31' });
    expect(edit.statusCode).toBe(404);
    expect((await read(h, record(id), f.c.users.Staff.token)).statusCode).toBe(404);
  });
});

describe('POST /api/AdminAttendances/edit/{id}', () => {
  it('lets the administrator edit their own report; another administrator is refused', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Administrator');
    const own = await postForm(h, adminEdit(id), f.c.users.Administrator.token, { EndKm: '22' });
    expect(own.statusCode, own.body).toBe(200);
    const owner = await postForm(h, adminEdit(id), f.c.users.CompanyAdmin.token, { EndKm: '23' });
    expect(owner.statusCode).toBe(403);
    // A staff report is not edited through the admin route, nor the other way round.
    expect(
      (await postForm(h, staffEdit(id), f.c.users.Administrator.token, { EndKm: '24' })).statusCode,
    ).toBe(404);
    expect((await read(h, record(id), f.c.users.Administrator.token)).json().endKm).toBe(22);
  });

  it('reads another company’s report as not there', async () => {
    const h = await harness();
    const f = await reportsCompany(h);
    const id = await added(h, f, 'Administrator');
    const other = await createCompany(h);
    expect(
      (await postForm(h, adminEdit(id), other.users.CompanyAdmin.token, { EndKm: '1' })).statusCode,
    ).toBe(404);
    expect((await read(h, record(id), other.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});
