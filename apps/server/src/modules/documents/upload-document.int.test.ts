import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDocument, documentRow, insertOwner } from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, DOCX, PDF, PNG, postForm, TEXT } from '../../../test/uploads.ts';
import { documents, files } from '../../db/schema/index.ts';

const fileRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(files).where(eq(files.id, id)))[0];

/** A company, its CompanyAdmin, and a staff member to own the documents. */
async function setup(h: Harness) {
  const c = await createCompany(h);
  const owner = await insertOwner(h, c.companyId, 'Staff');
  return { c, owner, admin: c.users.CompanyAdmin };
}

describe('POST /api/Documents/add_document', () => {
  it('stores a real PDF as Pending whatever Status says, in the owner’s name, and logs it', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await addDocument(h, admin.token, owner, c.companyId, {
      Status: 'Accepted',
      User: 'Someone Else',
      DocumentName: 'Current Police Check',
      ImplementationDate: '2026-02-03T00:00:00.000Z',
      ExpirationDate: '2029-02-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'Success',
      message: 'Current Police Check was uploaded and is pending review.',
    });
    const row = await documentRow(h, body.documentId);
    expect(row).toMatchObject({
      companyId: c.companyId,
      documentName: 'Current Police Check',
      implementationDate: '2026-02-03',
      expirationDate: '2029-02-03',
      status: 'Pending',
      isArchived: false,
      userRole: 'Staff',
      userId: owner.id,
      user: owner.fullName,
      userCreated: admin.id,
    });
    expect(await fileRow(h, row?.fileId ?? '')).toMatchObject({
      companyId: c.companyId,
      kind: 'pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      originalName: 'certificate.pdf',
    });
    const logs = await activitiesOf(h, admin.id, `Uploaded Current Police Check for ${owner.fullName}`);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ companyId: c.companyId, medium: 'Web' });
  });

  it('accepts a .docx (a zip with word/ entries) and records it as docx', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await addDocument(
      h,
      admin.token,
      owner,
      c.companyId,
      {},
      { bytes: DOCX, filename: 'cv.docx' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await documentRow(h, res.json().documentId);
    expect(row?.status).toBe('Pending');
    expect((await fileRow(h, row?.fileId ?? ''))?.kind).toBe('docx');
  });

  it('binds the fields in camelCase as well as PascalCase', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await postForm(
      h,
      '/api/Documents/add_document',
      admin.token,
      {
        companyId: c.companyId,
        documentName: 'NDIS Orientation Module Certificate',
        implementationDate: '2026-03-01',
        expirationDate: '',
        userRole: 'Staff',
        userId: owner.id,
      },
      { documentFile: { bytes: PDF, filename: 'ndis.pdf' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentRow(h, res.json().documentId)).toMatchObject({
      documentName: 'NDIS Orientation Module Certificate',
      expirationDate: null,
    });
  });

  it.each([
    ['a PNG named .pdf', PNG],
    ['a text file named .pdf', TEXT],
    ['a zip that is not a Word document', Buffer.from('PK\x03\x04xl/workbook.xml', 'latin1')],
  ])('refuses %s with 400 and saves nothing', async (_, bytes) => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await addDocument(h, admin.token, owner, c.companyId, {}, { bytes, filename: 'scan.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ documentFile: 'The file must be a .pdf, .doc or .docx document' });
    expect(await countRows(h, documents, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('refuses a missing or empty file with “No File Selected”', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const none = await addDocument(h, admin.token, owner, c.companyId, {}, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'No File Selected',
      errors: { documentFile: 'No File Selected' },
    });
    const empty = await addDocument(
      h,
      admin.token,
      owner,
      c.companyId,
      {},
      { bytes: Buffer.alloc(0), filename: 'x.pdf' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ documentFile: 'No File Selected' });
    expect(await countRows(h, documents, c.companyId)).toBe(0);
  });

  it.each([
    [
      'a one-character name',
      { DocumentName: 'X' },
      'documentName',
      'Document name must be at least 2 characters',
    ],
    ['a blank name', { DocumentName: '  ' }, 'documentName', 'Document name must be at least 2 characters'],
    [
      'no implementation date',
      { ImplementationDate: '' },
      'implementationDate',
      'Implementation date is required',
    ],
    ['an impossible date', { ImplementationDate: '2026-02-30' }, 'implementationDate', 'Enter a valid date'],
    [
      'an expiration before the implementation',
      { ImplementationDate: '2026-05-02', ExpirationDate: '2026-05-01' },
      'expirationDate',
      'The expiration date cannot be before the implementation date',
    ],
    ['an unknown role', { UserRole: 'Auditor' }, 'userRole', 'userRole must be Admin, Staff or Client'],
  ])('refuses %s with 400 on the field and saves nothing', async (_, fields, field, message) => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await addDocument(h, admin.token, owner, c.companyId, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await countRows(h, documents, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('accepts an expiration on the implementation day itself', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const res = await addDocument(h, admin.token, owner, c.companyId, {
      ImplementationDate: '2026-05-02',
      ExpirationDate: '2026-05-02',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an owner that does not exist, or is not of the role named, with 400 on userId', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const unknown = await addDocument(h, admin.token, { ...owner, id: randomUUID() }, c.companyId);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['userId']);
    const wrongRole = await addDocument(h, admin.token, { ...owner, role: 'Client' }, c.companyId);
    expect(wrongRole.statusCode).toBe(400);
    const notUuid = await addDocument(h, admin.token, { ...owner, id: '42' }, c.companyId);
    expect(notUuid.statusCode).toBe(400);
    expect(await countRows(h, documents, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('refuses (403) a form whose CompanyId names another company', async () => {
    const h = await harness();
    const { c, owner, admin } = await setup(h);
    const other = await createCompany(h);
    const res = await addDocument(h, admin.token, owner, other.companyId);
    expect(res.statusCode).toBe(403);
    expect(await countRows(h, documents, c.companyId)).toBe(0);
    expect(await countRows(h, documents, other.companyId)).toBe(0);
  });
});
