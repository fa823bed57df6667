import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { companies } from '../../db/schema/index.ts';
import { FORTNIGHT, timesheetCompany, url } from './timesheets.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

async function pdfText(path: string, token: string) {
  const res = await get(h, path, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { ...readPdf(res.rawPayload), disposition: String(res.headers['content-disposition']) };
}

/** The company's details as the PDFs print them. */
async function withDetails(companyId: string) {
  await h.database.db
    .update(companies)
    .set({ abn: '51 824 753 556', address: '1 George Street, Sydney NSW 2000' })
    .where(eq(companies.id, companyId));
}

describe('GET /api/Timesheets/pdf/staff', () => {
  it('prints the company, the period, the totals by code, km, sleepovers and the splits', async () => {
    const f = await timesheetCompany(h);
    await withDetails(f.c.companyId);
    const pdf = await pdfText(
      url('Timesheets/pdf/staff', { staffIds: f.staff.id, ...FORTNIGHT }),
      f.c.users.CompanyAdmin.token,
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(f.c.name);
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('1 George Street, Sydney NSW 2000');
    expect(text).toContain('Period: 07/09/2026 12:00 AM – 21/09/2026 12:00 AM');
    expect(text).toContain(`${f.staff.firstName} Test`);
    expect(text).toMatch(/M ?Normal ?8 Hrs 0 min/);
    expect(text).toMatch(/N ?Sleepover ?10 Hrs 0 min/);
    expect(text).toMatch(/SA ?Saturday ?2 Hrs 0 min/);
    expect(text).toMatch(/SAN ?Saturday Night ?3 Hrs 0 min/);
    expect(text).toMatch(/Total duration ?23 Hrs 0 min/);
    expect(text).toMatch(/Total km ?13\.25 km/);
    expect(text).toMatch(/Sleepover shifts ?1/);
    // The splits table: the Saturday evening split, its times and status.
    expect(text).toMatch(
      /12-09-2026.*SAN ?12\/09\/2026 8:00 PM ?12\/09\/2026 11:00 PM ?3 Hrs 0 min ?Pending/,
    );
    expect(text).not.toContain(`${f.otherStaff.firstName} Test`);
    expect(pdf.disposition).toMatch(/^inline; filename.*Timesheet-07-09-2026-21-09-2026\.pdf/);
  });

  it('gives a worker their own and refuses another’s, a bad period and a client', async () => {
    const f = await timesheetCompany(h);
    const own = await pdfText(
      url('Timesheets/pdf/staff', { staffIds: f.staff.id, ...FORTNIGHT }),
      f.c.users.Staff.token,
    );
    expect(own.text.replace(/\s+/g, ' ')).toMatch(/Total duration ?23 Hrs 0 min/);
    const theirs = url('Timesheets/pdf/staff', { staffIds: f.otherStaff.id, ...FORTNIGHT });
    expect((await get(h, theirs, f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, theirs, f.c.users.Client.token)).statusCode).toBe(403);
    const g = await timesheetCompany(h);
    const foreign = url('Timesheets/pdf/staff', { staffIds: g.staff.id, ...FORTNIGHT });
    expect((await get(h, foreign, f.c.users.CompanyAdmin.token)).statusCode).toBe(404);
    const missing = await get(
      h,
      url('Timesheets/pdf/staff', { staffIds: f.staff.id }),
      f.c.users.CompanyAdmin.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      fromDate: 'Specify Start Date And End Date.',
      toDate: 'Specify Start Date And End Date.',
    });
  });
});

describe('GET /api/Timesheets/pdf/all and /api/Attendances/pdf/shift_attendance', () => {
  it('prints every staff member with splits, each with their totals', async () => {
    const f = await timesheetCompany(h);
    const pdf = await pdfText(
      url('Timesheets/pdf/all', { ...FORTNIGHT, download: 'true' }),
      f.c.users.CompanyAdmin.token,
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${f.staff.firstName} Test`);
    expect(text).toContain(`${f.otherStaff.firstName} Test`);
    expect(text).toMatch(/Total duration ?23 Hrs 0 min/);
    expect(text).toMatch(/Total duration ?4 Hrs 0 min/);
    expect(text).toMatch(/Total km ?3\.25 km/);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.disposition).toMatch(/^attachment/);
    expect((await get(h, url('Timesheets/pdf/all', FORTNIGHT), f.c.users.Staff.token)).statusCode).toBe(403);
    // The auditor's PDF holds only the audit-approved worker.
    const audited = (await pdfText(url('Timesheets/pdf/all', FORTNIGHT), f.c.users.Auditor.token)).text;
    expect(audited.replace(/\s+/g, ' ')).toContain(`${f.staff.firstName} Test`);
    expect(audited).not.toContain(f.otherStaff.firstName);
  });

  it('prints the Timesheet Report of a period with its totals, by client', async () => {
    const f = await timesheetCompany(h);
    const all = await pdfText(
      url('Attendances/pdf/shift_attendance', FORTNIGHT),
      f.c.users.CompanyAdmin.token,
    );
    const text = all.text.replace(/\s+/g, ' ');
    expect(text).toContain('Shift Attendance Report');
    expect(text).toContain('Total duration: 27 Hrs 0 min');
    expect(text).toContain('Total km: 16.50 km');
    const client = await pdfText(
      url('Attendances/pdf/shift_attendance', { ...FORTNIGHT, clientId: f.otherClient.id }),
      f.c.users.CompanyAdmin.token,
    );
    const clientText = client.text.replace(/\s+/g, ' ');
    expect(clientText).toContain('Total duration: 4 Hrs 0 min');
    expect(clientText).toContain(`${f.otherStaff.firstName} Test`);
    expect(clientText).not.toContain(`${f.staff.firstName} Test`);
    expect(
      (await get(h, url('Attendances/pdf/shift_attendance', FORTNIGHT), f.c.users.Staff.token)).statusCode,
    ).toBe(403);
  });
});
