import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { documentIn, documentRow, get, insertOwner, linkUser, post } from '../../../test/documents.ts';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';

const reject = (h: Harness, id: string, token: string, query: string) =>
  post(h, `/api/Documents/reject_document?docid=${id}${query}`, token);

describe('reject and accept', () => {
  it.each([
    ['no reason', ''],
    ['a blank reason', '&reason=%20%20'],
    ['the text null', '&reason=null'],
  ])('refuses a rejection with %s: 400 “provide valid reason”, nothing changes', async (_, query) => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await documentIn(h, c, await insertOwner(h, c.companyId, 'Staff'), 'Pending');
    const res = await reject(h, id, c.users.CompanyAdmin.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reason: 'provide valid reason' });
    expect(res.json().message).toContain('provide valid reason');
    expect(await documentRow(h, id)).toMatchObject({ status: 'Pending', rejectReason: null });
  });

  it('keeps the reason and the optional new deadline of a rejection (as an Administrator)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await documentIn(h, c, await insertOwner(h, c.companyId, 'Staff'), 'Pending');
    const admin = c.users.Administrator;
    const res = await reject(
      h,
      id,
      admin.token,
      '&reason=Photo%20is%20blurred&deadline=2026-12-15T00:00:00.000Z',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentRow(h, id)).toMatchObject({
      status: 'Rejected',
      rejectReason: 'Photo is blurred',
      rejectDeadline: '2026-12-15',
      userModified: admin.id,
    });
    const bad = await reject(h, id, admin.token, '&reason=Again&deadline=soon');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['deadline']);
  });

  it('clears the reject reason and deadline when a rejected document is accepted', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await documentIn(h, c, await insertOwner(h, c.companyId, 'Staff'), 'Pending');
    const token = c.users.CompanyAdmin.token;
    expect((await reject(h, id, token, '&reason=Expired&deadline=2026-12-01')).statusCode).toBe(200);
    expect((await get(h, `/api/Documents/accept_document?id=${id}`, token)).statusCode).toBe(200);
    expect(await documentRow(h, id)).toMatchObject({
      status: 'Accepted',
      rejectReason: null,
      rejectDeadline: null,
    });
  });

  it.each(['Staff', 'Client', 'Auditor', 'CareManager'] as const)(
    'refuses accept, reject and archive to %s (403), even with the Edit claims',
    async (role) => {
      const h = await harness();
      const c = await createCompany(h, { [role]: ['Edit Staff', 'Edit Client'] });
      const owner = await insertOwner(h, c.companyId, 'Staff');
      await linkUser(h, owner, c.users[role].id);
      const id = await documentIn(h, c, owner, 'Pending');
      const token = c.users[role].token;
      for (const res of [
        await get(h, `/api/Documents/accept_document?id=${id}`, token),
        await reject(h, id, token, '&reason=No'),
        await get(h, `/api/Documents/archive_document/${id}?isArchive=true`, token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
      }
      expect(await documentRow(h, id)).toMatchObject({ status: 'Pending', isArchived: false });
    },
  );
});

describe('delete', () => {
  it('refuses an Auditor (403), even for a document linked to them', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const owner = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, owner, c.users.Auditor.id);
    const id = await documentIn(h, c, owner, 'Accepted');
    const res = await post(h, `/api/Documents/delete/${id}`, c.users.Auditor.token);
    expect(res.statusCode).toBe(403);
    expect(await documentRow(h, id)).toBeDefined();
  });

  it('lets a staff member delete their own document; a colleague’s is not found', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const self = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, self, c.users.Staff.id);
    const colleague = await insertOwner(h, c.companyId, 'Staff');
    const theirs = await documentIn(h, c, colleague, 'Pending');
    const mine = await documentIn(h, c, self, 'Rejected');
    const token = c.users.Staff.token;
    expect((await post(h, `/api/Documents/delete/${theirs}`, token)).statusCode).toBe(404);
    expect(await documentRow(h, theirs)).toBeDefined();
    expect((await post(h, `/api/Documents/delete/${mine}`, token)).statusCode).toBe(200);
    expect(await documentRow(h, mine)).toBeUndefined();
    expect(
      await activitiesOf(h, c.users.Staff.id, `Deleted Current First Aid Certificate of ${self.fullName}`),
    ).toHaveLength(1);
  });
});

describe('client consent', () => {
  /** A client's Pending document, the client's profile linked to the Client fixture user. */
  async function clientDocument(h: Harness) {
    const c = await createCompany(h);
    const client = await insertOwner(h, c.companyId, 'Client');
    await linkUser(h, client, c.users.Client.id);
    const id = await documentIn(h, c, client, 'Pending', { DocumentName: 'Consent Form' });
    return { c, client, id };
  }

  it('asks the client, who then approves; verify reads true in the client’s list', async () => {
    const h = await harness();
    const { c, client, id } = await clientDocument(h);
    const asked = await get(
      h,
      `/api/Documents/request_consent?userId=x&docid=${id}`,
      c.users.Administrator.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await documentRow(h, id))?.consentStatus).toBe('Requested');
    const approved = await get(h, `/api/Documents/approve_consent?docid=${id}`, c.users.Client.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.headers['cache-control']).toBe('no-store');
    expect(await documentRow(h, id)).toMatchObject({ consentStatus: 'Approved', status: 'Pending' });
    expect(await activitiesOf(h, c.users.Client.id, 'Consented to Consent Form')).toHaveLength(1);
    const list = await get(
      h,
      `/api/Documents/get_all_client_documents?clientId=${client.id}`,
      c.users.CompanyAdmin.token,
    );
    expect(list.json().clientDocuments).toMatchObject([{ documentId: id, verify: true }]);
    const again = await get(h, `/api/Documents/request_consent?docid=${id}`, c.users.CompanyAdmin.token);
    expect(again.statusCode).toBe(400);
  });

  it('does not let a staff member ask consent on a client’s document they cannot read (404); one with Edit Client may', async () => {
    const h = await harness();
    const { c, id } = await clientDocument(h);
    const res = await get(h, `/api/Documents/request_consent?docid=${id}`, c.users.Staff.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect((await documentRow(h, id))?.consentStatus).toBeNull();

    const granted = await createCompany(h, { Staff: ['Edit Client'] });
    const client = await insertOwner(h, granted.companyId, 'Client');
    const theirs = await documentIn(h, granted, client, 'Pending', { DocumentName: 'Consent Form' });
    const asked = await get(h, `/api/Documents/request_consent?docid=${theirs}`, granted.users.Staff.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await documentRow(h, theirs))?.consentStatus).toBe('Requested');
  });

  it('does not find, for approval, a document the client does not own (404)', async () => {
    const h = await harness();
    const { c } = await clientDocument(h);
    const other = await insertOwner(h, c.companyId, 'Client');
    const theirs = await documentIn(h, c, other, 'Pending');
    expect(
      (await get(h, `/api/Documents/request_consent?docid=${theirs}`, c.users.CompanyAdmin.token)).statusCode,
    ).toBe(200);
    const res = await get(h, `/api/Documents/approve_consent?docid=${theirs}`, c.users.Client.token);
    expect(res.statusCode).toBe(404);
    expect((await documentRow(h, theirs))?.consentStatus).toBe('Requested');
  });

  it('refuses approval when no consent was requested (400), and approval by an admin (403)', async () => {
    const h = await harness();
    const { c, id } = await clientDocument(h);
    const res = await get(h, `/api/Documents/approve_consent?docid=${id}`, c.users.Client.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No consent was requested for this document.');
    expect(
      (await get(h, `/api/Documents/approve_consent?docid=${id}`, c.users.CompanyAdmin.token)).statusCode,
    ).toBe(403);
    expect((await documentRow(h, id))?.consentStatus).toBeNull();
  });

  it('does not find another company’s document on approval (404) and leaves its request open', async () => {
    const h = await harness();
    const { c, id } = await clientDocument(h);
    expect(
      (await get(h, `/api/Documents/request_consent?docid=${id}`, c.users.CompanyAdmin.token)).statusCode,
    ).toBe(200);
    const other = await createCompany(h);
    const res = await get(h, `/api/Documents/approve_consent?docid=${id}`, other.users.Client.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect((await documentRow(h, id))?.consentStatus).toBe('Requested');
  });

  it('refuses a consent request from a client (403)', async () => {
    const h = await harness();
    const { c, id } = await clientDocument(h);
    const res = await get(h, `/api/Documents/request_consent?docid=${id}`, c.users.Client.token);
    expect(res.statusCode).toBe(403);
    expect((await documentRow(h, id))?.consentStatus).toBeNull();
  });

  it('refuses a consent request for a staff member’s document (400)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await documentIn(h, c, await insertOwner(h, c.companyId, 'Staff'), 'Pending');
    const res = await get(h, `/api/Documents/request_consent?docid=${id}`, c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Consent can only be requested for a client’s document.');
    expect((await documentRow(h, id))?.consentStatus).toBeNull();
  });
});
