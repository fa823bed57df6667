import { describe, expect, it } from 'vitest';
import { documentIn, documentRow, get, insertOwner, post } from '../../../test/documents.ts';
import { createCompany, type FixtureRole, harness } from '../../../test/harness.ts';

const DOC_ID = 'The document id must be a UUID';

/** Each document call with one malformed input: method, URL, who calls, and the field it names. */
const MALFORMED: ['GET' | 'POST', string, FixtureRole, string, string][] = [
  [
    'GET',
    '/api/Documents/get_all_staff_documents?staffId=abc',
    'CompanyAdmin',
    'staffId',
    'staffId must be a UUID',
  ],
  [
    'GET',
    '/api/Documents/get_all_client_documents?clientId=abc',
    'CompanyAdmin',
    'clientId',
    'clientId must be a UUID',
  ],
  [
    'GET',
    '/api/Documents/get_all_admin_documents?adminId=abc',
    'CompanyAdmin',
    'adminId',
    'adminId must be a UUID',
  ],
  ['GET', '/api/Documents/get_all_admin_documents', 'Auditor', 'adminId', 'adminId must be a UUID'],
  ['GET', '/api/Documents/get_document/abc', 'Auditor', 'id', 'id must be a UUID'],
  ['GET', '/api/Documents/accept_document?id=abc', 'Administrator', 'id', DOC_ID],
  ['GET', '/api/Documents/archive_document/abc?isArchive=true', 'Administrator', 'id', DOC_ID],
  ['POST', '/api/Documents/delete/abc', 'Staff', 'id', DOC_ID],
  ['GET', '/api/Documents/request_consent?docid=abc', 'Staff', 'docid', DOC_ID],
  ['GET', '/api/Documents/approve_consent?docid=abc', 'Client', 'docid', DOC_ID],
];

describe('document calls refuse malformed input with 400 naming the field', () => {
  it.each(MALFORMED)('%s %s (as %s)', async (method, url, role, field, message) => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users[role].token;
    const res = method === 'GET' ? await get(h, url, token) : await post(h, url, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['an empty name', 'name=%20&'],
    ['no name at all', ''],
  ])('refuses %s on get_document_by_name', async (_, name) => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertOwner(h, c.companyId, 'Client');
    const res = await get(
      h,
      `/api/Documents/get_document_by_name?${name}clientId=${client.id}`,
      c.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Name: name is required',
      errors: { name: 'name is required' },
    });
  });

  it('refuses an archive flag other than true or false, and leaves the document as it was', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await documentIn(h, c, await insertOwner(h, c.companyId, 'Staff'), 'Accepted');
    const before = await documentRow(h, id);
    const res = await get(
      h,
      `/api/Documents/archive_document/${id}?isArchive=maybe`,
      c.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['isArchive']);
    expect(res.json().message).toMatch(/^Is archive: /);
    expect(await documentRow(h, id)).toEqual(before);
  });
});
