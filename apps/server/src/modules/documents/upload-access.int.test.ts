import { describe, expect, it } from 'vitest';
import { addDocument, documentRow, insertOwner, linkUser } from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { countRows } from '../../../test/uploads.ts';
import { documents, files } from '../../db/schema/index.ts';

describe('who may upload a document (spec 1 §6)', () => {
  it('lets a staff member upload their own document, logged under their name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = c.users.Staff;
    const self = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, self, staff.id);
    const res = await addDocument(h, staff.token, self, c.companyId, { DocumentName: 'My Police Check' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentRow(h, res.json().documentId)).toMatchObject({
      status: 'Pending',
      userId: self.id,
      userCreated: staff.id,
    });
    expect(await activitiesOf(h, staff.id, `Uploaded My Police Check for ${self.fullName}`)).toHaveLength(1);
  });

  it('refuses a staff member uploading another staff member’s document as if there were no such owner, storing nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const self = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, self, c.users.Staff.id);
    const colleague = await insertOwner(h, c.companyId, 'Staff');
    const res = await addDocument(h, c.users.Staff.token, colleague, c.companyId);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userId: 'The document’s owner was not found.' });
    expect(await countRows(h, documents, c.companyId)).toBe(0);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('lets a holder of the Edit Staff claim upload any staff member’s document, but not a client’s', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const colleague = await insertOwner(h, c.companyId, 'Staff');
    const ok = await addDocument(h, c.users.Staff.token, colleague, c.companyId);
    expect(ok.statusCode, ok.body).toBe(200);
    const client = await insertOwner(h, c.companyId, 'Client');
    // A client they support, whose record they read: still not theirs to add documents to.
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    const refused = await addDocument(h, c.users.Staff.token, client, c.companyId);
    expect(refused.statusCode).toBe(403);
    expect(await countRows(h, documents, c.companyId)).toBe(1);
  });

  it('lets a client upload their own document and no other client’s', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const self = await insertOwner(h, c.companyId, 'Client');
    await linkUser(h, self, c.users.Client.id);
    const other = await insertOwner(h, c.companyId, 'Client');
    const own = await addDocument(h, c.users.Client.token, self, c.companyId, {
      DocumentName: 'Incident Report',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await documentRow(h, own.json().documentId))?.userRole).toBe('Client');
    expect((await addDocument(h, c.users.Client.token, other, c.companyId)).statusCode).toBe(400);
    expect(await countRows(h, documents, c.companyId)).toBe(1);
  });

  it('lets an Administrator upload an administrator’s, a staff member’s and a client’s document', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const role of ['Admin', 'Staff', 'Client'] as const) {
      const owner = await insertOwner(h, c.companyId, role);
      const res = await addDocument(h, c.users.Administrator.token, owner, c.companyId);
      expect(res.statusCode, role).toBe(200);
      expect((await documentRow(h, res.json().documentId))?.userRole).toBe(role);
    }
  });

  it.each(['Auditor', 'CareManager'] as const)(
    'refuses (403) an %s, even for their own record',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h);
      const owner = await insertOwner(h, c.companyId, 'Staff');
      await linkUser(h, owner, c.users[role].id);
      const res = await addDocument(h, c.users[role].token, owner, c.companyId);
      expect(res.statusCode).toBe(403);
      expect(await countRows(h, documents, c.companyId)).toBe(0);
    },
  );

  it('does not find an owner of another company (400) and stores nothing in either company', async () => {
    const h = await harness();
    const a = await createCompany(h);
    const b = await createCompany(h);
    const theirs = await insertOwner(h, b.companyId, 'Staff');
    const res = await addDocument(h, a.users.CompanyAdmin.token, theirs, a.companyId);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['userId']);
    expect(await countRows(h, documents, a.companyId)).toBe(0);
    expect(await countRows(h, documents, b.companyId)).toBe(0);
    expect(await countRows(h, files, a.companyId)).toBe(0);
  });

  it('refuses without a token (401)', async () => {
    const h = await harness();
    const res = await h.app.inject({ method: 'POST', url: '/api/Documents/add_document' });
    expect(res.statusCode).toBe(401);
  });
});
