import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueName } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, DOCX, type FormFile, PDF, PNG, postForm } from '../../../test/uploads.ts';
import { files, templates } from '../../db/schema/index.ts';

const DOCUMENT_RULE = 'The file must be a .pdf, .doc or .docx document';

const addTemplate = (h: Harness, token: string, name: string, file?: FormFile) =>
  postForm(h, '/api/Templates/add_template', token, { name }, file ? { file } : {});
const list = (h: Harness, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/Templates/get_templates', headers: bearer(token) });
const remove = (h: Harness, token: string, id: string) =>
  h.app.inject({ method: 'POST', url: `/api/Templates/delete/${id}`, headers: bearer(token) });

const saved = async (h: Harness, c: CompanyFixture) => ({
  templates: await countRows(h, templates, c.companyId),
  files: await countRows(h, files, c.companyId),
});

describe('document templates', () => {
  it('adds .pdf and .docx templates and lists them by name with their file links, own company only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const admin = c.users.Administrator;
    await addTemplate(h, other.users.CompanyAdmin.token, 'Their form', {
      bytes: PDF,
      filename: 'theirs.pdf',
    });
    const contract = await addTemplate(h, admin.token, 'Contract', {
      bytes: DOCX,
      filename: 'contract.docx',
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.json()).toEqual({
      status: 'Success',
      message: 'Template Contract added.',
      templateId: expect.any(String),
    });
    expect(
      (await addTemplate(h, admin.token, 'Bank details', { bytes: PDF, filename: 'bank.pdf' })).statusCode,
    ).toBe(200);

    const res = await list(h, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((t: { name: string }) => t.name)).toEqual(['Bank details', 'Contract']);
    expect(rows[1]).toEqual({
      templateId: contract.json().templateId,
      name: 'Contract',
      isEditable: false,
      fileId: expect.any(String),
      kind: 'docx',
      dateCreated: h.clock.now().toISOString(),
      fileUrl: `/api/Files/${rows[1].fileId}`,
    });
    const [row] = await h.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, contract.json().templateId));
    expect(row).toMatchObject({ companyId: c.companyId, userCreated: admin.id });
    expect(await activitiesOf(h, admin.id, 'Added document template Contract')).toHaveLength(1);
  });

  it.each([
    ['an image renamed .pdf', { bytes: PNG, filename: 'form.pdf' }, 'Form', { file: DOCUMENT_RULE }],
    ['no file', undefined, 'Form', { file: 'No File Selected' }],
    ['no name', { bytes: PDF, filename: 'form.pdf' }, '', { name: 'Enter a template name' }],
  ])('refuses %s with 400 and saves nothing', async (_, file, name, errors) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await saved(h, c);
    const res = await addTemplate(h, c.users.CompanyAdmin.token, name, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await saved(h, c)).toEqual(before);
  });

  it('refuses a form that names another company with 403 and saves nothing in either', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const before = { ours: await saved(h, c), theirs: await saved(h, other) };
    const res = await postForm(
      h,
      '/api/Templates/add_template',
      c.users.CompanyAdmin.token,
      { name: 'Sneaky', companyId: other.companyId },
      { file: { bytes: PDF, filename: 'sneaky.pdf' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect({ ours: await saved(h, c), theirs: await saved(h, other) }).toEqual(before);
  });

  it('deletes a template, and does not find another company’s (404)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const name = uniqueName('Induction');
    const ours = (
      await addTemplate(h, c.users.CompanyAdmin.token, name, { bytes: PDF, filename: 'a.pdf' })
    ).json().templateId;
    const theirs = (
      await addTemplate(h, other.users.CompanyAdmin.token, 'Theirs', { bytes: PDF, filename: 'b.pdf' })
    ).json().templateId;

    const cross = await remove(h, c.users.CompanyAdmin.token, theirs);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe(MESSAGES.notFound);
    expect(await countRows(h, templates, other.companyId)).toBe(1);

    const res = await remove(h, c.users.Administrator.token, ours);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Template ${name} deleted.`);
    expect((await list(h, c.users.CompanyAdmin.token)).json()).toEqual([]);
    expect((await remove(h, c.users.CompanyAdmin.token, ours)).statusCode).toBe(404);
    const malformed = await remove(h, c.users.CompanyAdmin.token, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'The template id must be a UUID' });
  });

  it.each(['Staff', 'Auditor', 'Client'] as const)(
    'refuses %s with 403 on list, add and delete',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h);
      const id = (
        await addTemplate(h, c.users.CompanyAdmin.token, 'Kept', { bytes: PDF, filename: 'k.pdf' })
      ).json().templateId;
      const before = await saved(h, c);
      const token = c.users[role].token;
      expect((await list(h, token)).statusCode).toBe(403);
      expect((await addTemplate(h, token, 'Mine', { bytes: PDF, filename: 'm.pdf' })).statusCode).toBe(403);
      expect((await remove(h, token, id)).statusCode).toBe(403);
      expect(await saved(h, c)).toEqual(before);
    },
  );

  it('lets Staff holding "Add Staff" manage templates', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Add Staff'] });
    const res = await addTemplate(h, c.users.Staff.token, 'By staff', { bytes: PDF, filename: 's.pdf' });
    expect(res.statusCode).toBe(200);
    expect((await list(h, c.users.Staff.token)).json()).toHaveLength(1);
  });
});
