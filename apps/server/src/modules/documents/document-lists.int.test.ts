import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { documentIn, get, insertOwner, linkUser } from '../../../test/documents.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';

const idsOf = (docs: { documentId: string }[]) => docs.map((d) => d.documentId).sort();

async function approveForAudit(h: Harness, c: CompanyFixture, base: 'Staffs' | 'Profiles', id: string) {
  const res = await get(h, `/api/${base}/approve_audit?id=${id}`, c.users.CompanyAdmin.token);
  expect(res.statusCode, res.body).toBe(200);
}

/** A company with documents of every kind and state, and one of another company. */
async function company(h: Harness) {
  const c = await createCompany(h);
  const staffA = await insertOwner(h, c.companyId, 'Staff');
  const staffB = await insertOwner(h, c.companyId, 'Staff');
  const client = await insertOwner(h, c.companyId, 'Client');
  const admin = await insertOwner(h, c.companyId, 'Admin');
  const docs = {
    staffPending: await documentIn(h, c, staffA, 'Pending'),
    staffAccepted: await documentIn(h, c, staffB, 'Accepted'),
    staffArchived: await documentIn(h, c, staffA, 'Rejected', { DocumentName: 'Old Police Check' }),
    client: await documentIn(h, c, client, 'Pending', { DocumentName: 'Service Agreement' }),
    admin: await documentIn(h, c, admin, 'Pending'),
  };
  const archived = await get(
    h,
    `/api/Documents/archive_document/${docs.staffArchived}?isArchive=true`,
    c.users.CompanyAdmin.token,
  );
  expect(archived.statusCode).toBe(200);
  const other = await createCompany(h);
  const theirOwner = await insertOwner(h, other.companyId, 'Staff');
  const theirs = await documentIn(h, other, theirOwner, 'Accepted');
  return { c, staffA, staffB, client, admin, docs, other, theirOwner, theirs };
}

const list = async (
  h: Harness,
  c: CompanyFixture,
  query: string,
  role: 'CompanyAdmin' | 'Auditor' = 'CompanyAdmin',
) => {
  const res = await get(
    h,
    `/api/Documents/filter_documents?companyId=${c.companyId}${query}`,
    c.users[role].token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json());
};

describe('company document lists', () => {
  it('filters the company’s documents by role, archive state, status and person', async () => {
    const h = await harness();
    const { c, staffA, docs } = await company(h);
    const { staffPending, staffAccepted, staffArchived, client, admin } = docs;
    const ids = (...d: string[]) => d.sort();
    expect(await list(h, c, '')).toEqual(ids(staffPending, staffAccepted, staffArchived, client, admin));
    expect(await list(h, c, '&role=Staff')).toEqual(ids(staffPending, staffAccepted, staffArchived));
    expect(await list(h, c, '&role=Staff&isArchive=false')).toEqual(ids(staffPending, staffAccepted));
    expect(await list(h, c, '&role=Staff&isArchive=true')).toEqual([staffArchived]);
    expect(await list(h, c, '&status=Accepted')).toEqual([staffAccepted]);
    expect(await list(h, c, '&status=Rejected&isArchive=false')).toEqual([]);
    expect(await list(h, c, '&role=Client&status=')).toEqual([client]);
    expect(await list(h, c, '&role=Admin')).toEqual([admin]);
    expect(await list(h, c, `&staff=${staffA.id}`)).toEqual(ids(staffPending, staffArchived));
  });

  it('filters by upload instant (fromDate, toDate)', async () => {
    const h = await harness();
    const { c, docs } = await company(h);
    const at = (minutes: number) => new Date(h.clock.now().getTime() + minutes * 60_000).toISOString();
    expect(await list(h, c, `&fromDate=${at(-1)}&toDate=${at(1)}`)).toEqual(Object.values(docs).sort());
    expect(await list(h, c, `&fromDate=${at(1)}`)).toEqual([]);
    expect(await list(h, c, `&toDate=${at(-1)}`)).toEqual([]);
  });

  it('refuses bad filters (400) and a companyId of another company (403)', async () => {
    const h = await harness();
    const { c, other } = await company(h);
    const token = c.users.CompanyAdmin.token;
    expect((await get(h, '/api/Documents/filter_documents?role=Nurse', token)).statusCode).toBe(400);
    for (const param of ['staff', 'admin', 'fromDate']) {
      const res = await get(h, `/api/Documents/filter_documents?${param}=abc`, token);
      expect(res.statusCode, param).toBe(400);
      expect(Object.keys(res.json().errors), param).toEqual([param]);
    }
    expect(await list(h, c, '&staff=&admin=&status=')).toHaveLength(5);
    expect(
      (await get(h, `/api/Documents/filter_documents?companyId=${other.companyId}`, token)).statusCode,
    ).toBe(403);
    expect(
      (await get(h, `/api/Documents/get_all_documents?companyId=${other.companyId}`, token)).statusCode,
    ).toBe(403);
  });

  it('lets an Auditor list the documents of audit-approved staff and clients and of administrators, never another company’s', async () => {
    const h = await harness();
    const { c, staffA, client, docs, theirs } = await company(h);
    const token = c.users.Auditor.token;
    const before = await get(h, '/api/Documents/get_all_documents', token);
    expect(idsOf(before.json())).toEqual([docs.admin]);
    for (const url of [
      `/api/Documents/get_all_staff_documents?staffId=${staffA.id}`,
      `/api/Documents/get_all_client_documents?clientId=${client.id}`,
      `/api/Documents/get_document/${docs.staffPending}`,
    ]) {
      const res = await get(h, url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
    expect(await list(h, c, '&role=Staff', 'Auditor')).toEqual([]);

    await approveForAudit(h, c, 'Staffs', staffA.id);
    await approveForAudit(h, c, 'Profiles', client.id);
    const res = await get(h, '/api/Documents/get_all_documents', token);
    expect(res.statusCode).toBe(200);
    const approved = [docs.staffPending, docs.staffArchived, docs.client, docs.admin].sort();
    expect(idsOf(res.json())).toEqual(approved);
    expect(idsOf(res.json())).not.toContain(docs.staffAccepted);
    expect(idsOf(res.json())).not.toContain(theirs);
    expect(await list(h, c, '&role=Staff', 'Auditor')).toEqual(
      [docs.staffPending, docs.staffArchived].sort(),
    );
    expect(
      (await get(h, `/api/Documents/get_all_staff_documents?staffId=${staffA.id}`, token)).statusCode,
    ).toBe(200);
  });

  it('returns each person’s list under the spec’s field with the document fields', async () => {
    const h = await harness();
    const { c, staffA, client, admin, docs } = await company(h);
    const token = c.users.Administrator.token;
    const staff = await get(h, `/api/Documents/get_all_staff_documents?staffId=${staffA.id}`, token);
    expect(idsOf(staff.json().staffDocuments)).toEqual([docs.staffPending, docs.staffArchived].sort());
    const clients = await get(h, `/api/Documents/get_all_client_documents?clientId=${client.id}`, token);
    expect(clients.json().clientDocuments).toEqual([
      expect.objectContaining({
        documentId: docs.client,
        documentName: 'Service Agreement',
        documentUrl: expect.stringMatching(/^\/api\/Files\/[0-9a-f-]{36}$/),
        implementationDate: '2026-01-01',
        expirationDate: '2030-01-01',
        status: 'Pending',
        isArchived: false,
        rejectReason: null,
        rejectDeadline: null,
        verify: false,
        user: client.fullName,
        userRole: 'Client',
        userId: client.id,
        companyId: c.companyId,
        userCreated: c.users.CompanyAdmin.id,
        displayStatus: 'Pending',
      }),
    ]);
    const admins = await get(h, `/api/Documents/get_all_admin_documents?adminId=${admin.id}`, token);
    expect(idsOf(admins.json().adminDocuments)).toEqual([docs.admin]);
    const one = await get(h, `/api/Documents/get_document/${docs.client}`, token);
    expect(one.json().staffDocument).toMatchObject({ documentId: docs.client, displayStatus: 'Pending' });
  });

  it('does not find another company’s document or person (404)', async () => {
    const h = await harness();
    const { c, theirs, theirOwner } = await company(h);
    const token = c.users.CompanyAdmin.token;
    const one = await get(h, `/api/Documents/get_document/${theirs}`, token);
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe(MESSAGES.notFound);
    expect(
      (await get(h, `/api/Documents/get_all_staff_documents?staffId=${theirOwner.id}`, token)).statusCode,
    ).toBe(404);
  });

  it('does not find another company’s client or administrator on their lists (404), hiding their documents', async () => {
    const h = await harness();
    const { c, other } = await company(h);
    const theirClient = await insertOwner(h, other.companyId, 'Client');
    const theirAdmin = await insertOwner(h, other.companyId, 'Admin');
    const clientDoc = await documentIn(h, other, theirClient, 'Pending', {
      DocumentName: 'Service Agreement',
    });
    await documentIn(h, other, theirAdmin, 'Pending');
    const token = c.users.CompanyAdmin.token;
    for (const url of [
      `/api/Documents/get_all_client_documents?clientId=${theirClient.id}`,
      `/api/Documents/get_all_admin_documents?adminId=${theirAdmin.id}`,
      `/api/Documents/get_document_by_name?name=Service%20Agreement&clientId=${theirClient.id}`,
    ]) {
      const res = await get(h, url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
      expect(res.body).not.toContain(clientDoc);
    }
  });

  it('reads a client’s newest document of a name', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertOwner(h, c.companyId, 'Client');
    await documentIn(h, c, client, 'Accepted', { DocumentName: 'Service Agreement' });
    h.clock.advance(60_000);
    const newest = await documentIn(h, c, client, 'Pending', { DocumentName: 'Service Agreement' });
    await documentIn(h, c, client, 'Pending', { DocumentName: 'Goal Plan' });
    const token = c.users.CompanyAdmin.token;
    const url = `/api/Documents/get_document_by_name?name=Service%20Agreement&clientId=${client.id}`;
    expect((await get(h, url, token)).json().staffDocument.documentId).toBe(newest);
    const none = await get(
      h,
      `/api/Documents/get_document_by_name?name=Safety%20Plan&clientId=${client.id}`,
      token,
    );
    expect(none.json()).toEqual({ staffDocument: null });
  });
});

describe('a person’s own documents', () => {
  it('lets a staff member list their own documents; a colleague’s are not found (404)', async () => {
    const h = await harness();
    const { c, staffA, staffB, docs } = await company(h);
    await linkUser(h, staffA, c.users.Staff.id);
    const token = c.users.Staff.token;
    const mine = await get(h, '/api/Documents/my_documents', token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ ownerId: staffA.id, userRole: 'Staff' });
    expect(idsOf(mine.json().documents)).toEqual([docs.staffPending, docs.staffArchived].sort());
    expect(
      (await get(h, `/api/Documents/get_all_staff_documents?staffId=${staffA.id}`, token)).statusCode,
    ).toBe(200);
    const theirs = await get(h, `/api/Documents/get_all_staff_documents?staffId=${staffB.id}`, token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(MESSAGES.notFound);
    expect((await get(h, `/api/Documents/get_document/${docs.staffAccepted}`, token)).statusCode).toBe(404);
    expect((await get(h, '/api/Documents/get_all_documents', token)).statusCode).toBe(403);
    expect((await get(h, '/api/Documents/filter_documents?role=Staff', token)).statusCode).toBe(403);
  });

  it('lets an Edit Staff holder see staff documents but not clients’ or administrators’', async () => {
    const h = await harness();
    const c = await createCompany(h, { Staff: ['Edit Staff'] });
    const colleague = await insertOwner(h, c.companyId, 'Staff');
    const client = await insertOwner(h, c.companyId, 'Client');
    const admin = await insertOwner(h, c.companyId, 'Admin');
    const token = c.users.Staff.token;
    expect(
      (await get(h, `/api/Documents/get_all_staff_documents?staffId=${colleague.id}`, token)).statusCode,
    ).toBe(200);
    for (const url of [
      `/api/Documents/get_all_client_documents?clientId=${client.id}`,
      `/api/Documents/get_document_by_name?name=Service%20Agreement&clientId=${client.id}`,
      `/api/Documents/get_all_admin_documents?adminId=${admin.id}`,
    ]) {
      const res = await get(h, url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
  });

  it('lets a client list their own documents; another client’s are not found (404)', async () => {
    const h = await harness();
    const { c, client, docs } = await company(h);
    await linkUser(h, client, c.users.Client.id);
    const other = await insertOwner(h, c.companyId, 'Client');
    const token = c.users.Client.token;
    const mine = await get(h, '/api/Documents/my_documents', token);
    expect(mine.json()).toMatchObject({ ownerId: client.id, userRole: 'Client' });
    expect(idsOf(mine.json().documents)).toEqual([docs.client]);
    expect(
      (await get(h, `/api/Documents/get_all_client_documents?clientId=${other.id}`, token)).statusCode,
    ).toBe(404);
  });

  it('gives an empty list to a user without a person record', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await get(h, '/api/Documents/my_documents', c.users.Staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documents: [], ownerId: null, userRole: 'Staff' });
  });
});
