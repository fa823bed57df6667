import { describe, expect, it } from 'vitest';
import {
  documentForm,
  documentIn,
  documentRow,
  get,
  insertOwner,
  linkUser,
  type Owner,
} from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, DOCX, type FormFile, PNG, postForm } from '../../../test/uploads.ts';
import { files } from '../../db/schema/index.ts';

/** POSTs the edit form as the spec's client sends it: every document field, optionally a new file. */
const edit = (
  h: Harness,
  c: CompanyFixture,
  id: string,
  owner: Owner,
  token: string,
  fields: Record<string, string>,
  file?: FormFile,
) =>
  postForm(
    h,
    `/api/Documents/edit/${id}?userId=x`,
    token,
    documentForm(owner, c.companyId, fields),
    file ? { DocumentFile: file } : {},
  );

const NEW_DATES = {
  DocumentName: 'Police Check 2027',
  ImplementationDate: '2027-01-01',
  ExpirationDate: '2028-01-01',
};
const newDocx: FormFile = { bytes: DOCX, filename: 'police-check.docx' };

/** A staff member's document, rejected with a reason and a deadline. */
async function rejected(h: Harness, c: CompanyFixture, owner: Owner) {
  const id = await documentIn(h, c, owner, 'Pending');
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/Documents/reject_document?docid=${id}&reason=Blurred&deadline=2026-12-24`,
    headers: { authorization: `Bearer ${c.users.CompanyAdmin.token}` },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('POST /api/Documents/edit/:id', () => {
  it('with a new file: replaces it, sets the status back to Pending and clears the rejection', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    const id = await rejected(h, c, owner);
    const before = await documentRow(h, id);
    const admin = c.users.Administrator;
    const res = await edit(h, c, id, owner, admin.token, { ...NEW_DATES, Status: 'Accepted' }, newDocx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Police Check 2027 was replaced and is pending review.',
    });
    const row = await documentRow(h, id);
    expect(row).toMatchObject({
      documentName: 'Police Check 2027',
      implementationDate: '2027-01-01',
      expirationDate: '2028-01-01',
      status: 'Pending',
      rejectReason: null,
      rejectDeadline: null,
      userModified: admin.id,
    });
    expect(row?.fileId).not.toBe(before?.fileId);
    expect(await activitiesOf(h, admin.id, `Replaced Police Check 2027 of ${owner.fullName}`)).toHaveLength(
      1,
    );
  });

  it('with a new file sets an Accepted document back to Pending', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Client');
    const id = await documentIn(h, c, owner, 'Accepted');
    const res = await edit(h, c, id, owner, c.users.CompanyAdmin.token, {}, newDocx);
    expect(res.statusCode, res.body).toBe(200);
    expect((await documentRow(h, id))?.status).toBe('Pending');
  });

  it('without a file: changes name and dates, keeps the status, the file and the rejection', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    const accepted = await documentIn(h, c, owner, 'Accepted');
    const before = await documentRow(h, accepted);
    const admin = c.users.CompanyAdmin;
    const res = await edit(h, c, accepted, owner, admin.token, { ...NEW_DATES, Status: 'Pending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Police Check 2027 was updated.');
    expect(await documentRow(h, accepted)).toMatchObject({
      documentName: 'Police Check 2027',
      expirationDate: '2028-01-01',
      status: 'Accepted',
      fileId: before?.fileId,
    });
    expect(await activitiesOf(h, admin.id, `Edited Police Check 2027 of ${owner.fullName}`)).toHaveLength(1);
    const stillRejected = await rejected(h, c, owner);
    expect((await edit(h, c, stillRejected, owner, admin.token, NEW_DATES)).statusCode).toBe(200);
    expect(await documentRow(h, stillRejected)).toMatchObject({
      status: 'Rejected',
      rejectReason: 'Blurred',
    });
  });

  it('refuses a new file that is not a document, or bad dates, with 400 and changes nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    const id = await rejected(h, c, owner);
    const before = await documentRow(h, id);
    const filesBefore = await countRows(h, files, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const png = await edit(h, c, id, owner, token, NEW_DATES, { bytes: PNG, filename: 'x.pdf' });
    expect(png.statusCode).toBe(400);
    expect(png.json().errors).toEqual({ documentFile: 'The file must be a .pdf, .doc or .docx document' });
    const dates = await edit(h, c, id, owner, token, {
      ImplementationDate: '2027-01-02',
      ExpirationDate: '2027-01-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(Object.keys(dates.json().errors)).toEqual(['expirationDate']);
    expect(await documentRow(h, id)).toEqual(before);
    expect(await countRows(h, files, c.companyId)).toBe(filesBefore);
  });

  it('lets a staff member edit their own document; a colleague’s is not found; refuses an Auditor', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const self = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, self, c.users.Staff.id);
    const colleague = await insertOwner(h, c.companyId, 'Staff');
    const mine = await documentIn(h, c, self, 'Rejected');
    const theirs = await documentIn(h, c, colleague, 'Rejected');
    const token = c.users.Staff.token;
    expect((await edit(h, c, mine, self, token, {}, newDocx)).statusCode).toBe(200);
    expect((await documentRow(h, mine))?.status).toBe('Pending');
    expect((await edit(h, c, theirs, colleague, token, {}, newDocx)).statusCode).toBe(404);
    expect((await edit(h, c, theirs, colleague, c.users.Auditor.token, {})).statusCode).toBe(403);
    expect((await documentRow(h, theirs))?.status).toBe('Rejected');
  });

  it('does not find another company’s document (404)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    const id = await documentIn(h, c, owner, 'Accepted');
    const other = await createCompany(h);
    const res = await postForm(h, `/api/Documents/edit/${id}`, other.users.CompanyAdmin.token, {
      ...documentForm(owner, other.companyId),
    });
    expect(res.statusCode).toBe(404);
    expect((await documentRow(h, id))?.documentName).toBe('Current First Aid Certificate');
    const mine = await get(h, `/api/Documents/get_document/${id}`, c.users.CompanyAdmin.token);
    expect(mine.json().staffDocument.status).toBe('Accepted');
  });
});
