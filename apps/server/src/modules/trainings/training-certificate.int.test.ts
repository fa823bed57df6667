import { describe, expect, it } from 'vitest';
import { addSignedInUser, createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { countRows, DOCX, PDF, postForm, TEXT } from '../../../test/uploads.ts';
import { files } from '../../db/schema/index.ts';

const record = (staffId: string, over: Record<string, string> = {}) => ({
  staffId,
  course: 'First aid',
  provider: 'St John',
  dateCompleted: '2025-12-02',
  expiryDate: '2028-12-02',
  ...over,
});

describe('a training certificate (issue 29)', () => {
  it('is read by the office and its own worker; another worker, a non-approved auditor and another company get 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const peer = await addSignedInUser(h, c.companyId, 'Staff');
    await supportedBy(h, c.companyId, peer.id);
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
    const [t] = (
      await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${staffId}`, c.users.Staff.token)
    ).json();
    for (const token of [c.users.Staff.token, c.users.CompanyAdmin.token, c.users.Administrator.token]) {
      expect((await get(h, t.certificateUrl, token)).statusCode).toBe(200);
    }
    for (const token of [
      peer.token,
      c.users.Auditor.token,
      other.users.CompanyAdmin.token,
      c.users.Client.token,
    ]) {
      expect((await get(h, t.certificateUrl, token)).statusCode).toBe(404);
    }
  });

  it('an edit with a new certificate replaces the link; a wrong file keeps the old one and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staffId = await supportedBy(h, c.companyId, c.users.Staff.id);
    const add = await postForm(
      h,
      '/api/StaffTrainings/add_training',
      c.users.Administrator.token,
      record(staffId),
      {
        certificateFile: { bytes: PDF, filename: 'old.pdf' },
      },
    );
    const id = add.json().staffTrainingId;
    const read = async () =>
      (
        await get(h, `/api/StaffTrainings/get_staff_trainings?staffId=${staffId}`, c.users.CompanyAdmin.token)
      ).json()[0];
    const before = (await read()).certificateUrl;
    const refused = await postForm(
      h,
      `/api/StaffTrainings/edit/${id}`,
      c.users.Administrator.token,
      record(staffId),
      {
        certificateFile: { bytes: TEXT, filename: 'new.pdf' },
      },
    );
    expect(refused.json().errors).toEqual({
      certificateFile: 'The certificate must be a .pdf, .doc, .docx, .png or .jpeg file',
    });
    expect((await read()).certificateUrl).toBe(before);
    expect(await countRows(h, files, c.companyId)).toBe(1);
    const ok = await postForm(
      h,
      `/api/StaffTrainings/edit/${id}`,
      c.users.Administrator.token,
      record(staffId),
      {
        certificateFile: { bytes: DOCX, filename: 'new.docx' },
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await read()).certificateUrl).not.toBe(before);
    // A worker may not upload one (403), even for their own record.
    const own = await postForm(h, '/api/StaffTrainings/add_training', c.users.Staff.token, record(staffId), {
      certificateFile: { bytes: PDF, filename: 'mine.pdf' },
    });
    expect(own.statusCode).toBe(403);
  });
});
