import { dayjs } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { PDF, postForm, TEXT } from '../../../test/uploads.ts';

// Dates from the fork's shared clock (other files move it on): 10 days on is expiring.
const h0 = await harness();
const companyDay = (days: number) =>
  dayjs(h0.clock.now()).tz('Australia/Sydney').add(days, 'day').format('YYYY-MM-DD');
const record = (staffId: string, over: Record<string, string> = {}) => ({
  staffId,
  course: 'First aid',
  provider: 'St John',
  dateCompleted: companyDay(-355),
  expiryDate: companyDay(10),
  ...over,
});

describe('staff trainings', () => {
  it('the office adds records with a certificate; lists show status, the matrix shows missing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffId = await supportedBy(h, c.companyId, c.users.Staff.id);
    const add = await postForm(
      h,
      '/api/StaffTrainings/add_training',
      c.users.Administrator.token,
      record(staffId),
      {
        certificateFile: { bytes: PDF, filename: 'first-aid.pdf' },
      },
    );
    expect(add.statusCode, add.body).toBe(200);
    await postForm(
      h,
      '/api/StaffTrainings/add_training',
      c.users.Administrator.token,
      record(staffId, { course: 'Manual handling', dateCompleted: '2024-01-01', expiryDate: '2025-01-01' }),
    );
    const all = (
      await get(h, '/api/StaffTrainings/get_all_staff_trainings', c.users.CompanyAdmin.token)
    ).json();
    expect(all.map((t: { course: string; status: string }) => [t.course, t.status])).toEqual([
      ['Manual handling', 'Expired'],
      ['First aid', 'Expiring'],
    ]);
    expect(all[1].certificateUrl).toMatch(/^\/api\/Files\//);
    const own = (
      await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${staffId}`, c.users.Staff.token)
    ).json();
    expect(own).toHaveLength(2);
    const cert = await h.app.inject({
      url: all[1].certificateUrl,
      headers: { authorization: `Bearer ${c.users.Staff.token}` },
    });
    expect(cert.statusCode).toBe(200);
    const matrix = (
      await get(h, '/api/StaffTrainings/get_training_matrix', c.users.CompanyAdmin.token)
    ).json();
    const row = matrix.rows.find((r: { staffId: string }) => r.staffId === staffId);
    expect(row.cells.map((x: { status: string }) => x.status)).toEqual([
      'Missing',
      'Expiring',
      'Expired',
      'Missing',
    ]);
    expect((await get(h, '/api/Dashboard/summary', c.users.CompanyAdmin.token)).json().staffTrainings).toBe(
      2,
    );
  });

  it('bad input is a 400 at the field, nothing saved', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffId = (await insertStaff(h, c.companyId)).id;
    const res = await postForm(
      h,
      '/api/StaffTrainings/add_training',
      c.users.CompanyAdmin.token,
      record(staffId, { course: '', expiryDate: '2025-01-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      course: 'Enter the course',
      expiryDate: 'The expiry date must be after the completion date',
    });
    const file = await postForm(
      h,
      '/api/StaffTrainings/add_training',
      c.users.CompanyAdmin.token,
      record(staffId),
      {
        certificateFile: { bytes: TEXT, filename: 'x.pdf' },
      },
    );
    expect(file.json().errors).toEqual({
      certificateFile: 'The certificate must be a .pdf, .doc, .docx, .png or .jpeg file',
    });
    expect(
      (await get(h, '/api/StaffTrainings/get_all_staff_trainings', c.users.CompanyAdmin.token)).json(),
    ).toEqual([]);
  });

  it('a worker reads only their own (another’s is 404); other roles may not write (403); another company 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await supportedBy(h, c.companyId, c.users.Staff.id);
    const peer = (await insertStaff(h, c.companyId, { auditApproved: true })).id;
    const hidden = (await insertStaff(h, c.companyId)).id;
    await postForm(h, '/api/StaffTrainings/add_training', c.users.CompanyAdmin.token, record(peer));
    await postForm(h, '/api/StaffTrainings/add_training', c.users.CompanyAdmin.token, record(hidden));
    expect(
      (await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${peer}`, c.users.Staff.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(h, '/api/StaffTrainings/get_all_staff_trainings', c.users.Staff.token)).statusCode,
    ).toBe(403);
    expect(
      (await postForm(h, '/api/StaffTrainings/add_training', c.users.Staff.token, record(peer))).statusCode,
    ).toBe(403);
    expect(
      (await postForm(h, '/api/StaffTrainings/add_training', c.users.Auditor.token, record(peer))).statusCode,
    ).toBe(403);
    // The auditor reads only audit-approved staff's records.
    const audited = (
      await get(h, '/api/StaffTrainings/get_all_staff_trainings', c.users.Auditor.token)
    ).json();
    expect(audited.map((t: { staffId: string }) => t.staffId)).toEqual([peer]);
    expect(
      (await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${hidden}`, c.users.Auditor.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          h,
          `/api/StaffTrainings/get_staff_trainings?staffId=${peer}`,
          other.users.CompanyAdmin.token,
        )
      ).statusCode,
    ).toBe(404);
    const [one] = (
      await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${peer}`, c.users.CompanyAdmin.token)
    ).json();
    expect(
      (await post(h, `/api/StaffTrainings/delete/${one.staffTrainingId}`, other.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(h, `/api/StaffTrainings/delete/${one.staffTrainingId}`, c.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(200);
  });
});
