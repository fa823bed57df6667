import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { get } from '../../../test/referrals.ts';
import { countRows, DOCX, PDF, PNG, postForm } from '../../../test/uploads.ts';
import { files, policyDocuments } from '../../db/schema/index.ts';

const fields = (over: Record<string, string> = {}) => ({
  title: 'Medication policy',
  category: 'Medication',
  code: 'POL-MED',
  effectiveDate: '2026-11-01',
  audience: 'Staff',
  body: 'Summary: how we assist with medication. The full policy is attached.',
  changeNote: '',
  ...over,
});

describe('a policy published with its document as a file (issue 29)', () => {
  it('staff, the office and auditors download it; a client and another company get 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const res = await postForm(h, '/api/PolicyDocuments/add_policy', c.users.Administrator.token, fields(), {
      policyFile: { bytes: PDF, filename: 'medication-policy.pdf' },
    });
    expect(res.json()).toMatchObject({ status: 'Success', version: 1 });
    const [listed] = (await get(h, '/api/PolicyDocuments/get_company_policies', c.users.Staff.token)).json();
    expect(listed.fileUrl).toMatch(/^\/api\/Files\//);
    for (const token of [c.users.Staff.token, c.users.CompanyAdmin.token, c.users.Auditor.token]) {
      const file = await get(h, listed.fileUrl, token);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(h, listed.fileUrl, c.users.Client.token)).statusCode).toBe(404);
    expect((await get(h, listed.fileUrl, other.users.CompanyAdmin.token)).statusCode).toBe(404);
    // The user's own list (with consent) carries the file too.
    const [mine] = (await get(h, '/api/PolicyDocuments/get_user_policies', c.users.Staff.token)).json();
    expect(mine.fileUrl).toBe(listed.fileUrl);
  });

  it('a new version brings its own file; one without a file has none', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await postForm(h, '/api/PolicyDocuments/add_policy', c.users.CompanyAdmin.token, fields(), {
      policyFile: { bytes: DOCX, filename: 'v1.docx' },
    });
    const v2 = await postForm(
      h,
      '/api/PolicyDocuments/add_policy',
      c.users.CompanyAdmin.token,
      fields({ changeNote: 'Text only now' }),
    );
    expect(v2.json().version).toBe(2);
    const versions = (
      await get(h, '/api/PolicyDocuments/get_company_policies?code=POL-MED', c.users.Staff.token)
    ).json();
    expect(versions.map((v: { fileUrl: string | null }) => v.fileUrl === null)).toEqual([true, false]);
  });

  it('a file that is not a document is refused at its field and nothing is published', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(h, '/api/PolicyDocuments/add_policy', c.users.CompanyAdmin.token, fields(), {
      policyFile: { bytes: PNG, filename: 'policy.pdf' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      policyFile: 'The policy file must be a .pdf, .doc or .docx document',
    });
    expect(await countRows(h, policyDocuments, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
    // The form's other validation messages come with it, field by field.
    const empty = await postForm(h, '/api/PolicyDocuments/add_policy', c.users.CompanyAdmin.token, {
      ...fields({ title: '', code: 'bad code' }),
    });
    expect(empty.json().errors).toMatchObject({
      title: 'Enter a title',
      code: 'Enter a code of letters, digits or dashes (e.g. POL-001)',
    });
  });

  it('only the office publishes: staff and auditors get 403, and a foreign companyId is 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    for (const token of [c.users.Staff.token, c.users.Auditor.token]) {
      const res = await postForm(h, '/api/PolicyDocuments/add_policy', token, fields(), {
        policyFile: { bytes: PDF, filename: 'p.pdf' },
      });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await postForm(
      h,
      '/api/PolicyDocuments/add_policy',
      c.users.CompanyAdmin.token,
      fields({ companyId: other.companyId }),
      { policyFile: { bytes: PDF, filename: 'p.pdf' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });
});
