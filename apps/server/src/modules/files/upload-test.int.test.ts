import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import { countRows, PDF, PNG, postForm, TEXT } from '../../../test/uploads.ts';
import { files } from '../../db/schema/index.ts';

describe('POST /api/Files/upload_test (the /upload-test page)', () => {
  it('stores a real PDF for the signed-in user’s company and answers where it is', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Files/upload_test',
      c.users.Staff.token,
      {},
      {
        file: { bytes: PDF, filename: 'care-plan.pdf' },
      },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'Success',
      kind: 'pdf',
      fileName: 'care-plan.pdf',
      size: PDF.length,
    });
    const served = await h.app.inject({ method: 'GET', url: body.url, headers: bearer(c.users.Staff.token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['a text file renamed .pdf', TEXT, 'fake.pdf'],
    ['a PNG (only .jpg photos are accepted here)', PNG, 'photo.png'],
  ])('refuses %s with 400 on the file field and stores nothing', async (_, bytes, filename) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Files/upload_test',
      c.users.Staff.token,
      {},
      { file: { bytes, filename } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('The file must be a .pdf, .doc, .docx, .jpg or .jpeg file');
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('says No File Selected without a file', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(h, '/api/Files/upload_test', c.users.Client.token, {}, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('No File Selected');
  });

  it('refuses a form that names another company with 403 and stores nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Files/upload_test',
      c.users.Staff.token,
      { companyId: other.companyId },
      { file: { bytes: PDF, filename: 'care-plan.pdf' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await countRows(h, files, c.companyId)).toBe(0);
    expect(await countRows(h, files, other.companyId)).toBe(0);
  });

  it('needs a sign-in, and another company cannot read the stored file', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/Files/upload_test' });
    expect(anonymous.statusCode).toBe(401);
    const res = await postForm(
      h,
      '/api/Files/upload_test',
      c.users.Auditor.token,
      {},
      {
        file: { bytes: PDF, filename: 'a.pdf' },
      },
    );
    const served = await h.app.inject({
      method: 'GET',
      url: res.json().url,
      headers: bearer(other.users.CompanyAdmin.token),
    });
    expect(served.statusCode).toBe(404);
  });
});
