import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { documentRow, insertOwner, linkUser, uploaded } from '../../../test/documents.ts';
import { addSignedInUser, bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { post, signedInProvider } from '../../../test/referrals.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { PDF, PNG, postForm } from '../../../test/uploads.ts';

/** GET /api/Files/{id} serves a file to exactly those who may read the record it belongs to. */
const fetchFile = (h: Harness, fileId: string, token: string, via: 'bearer' | 'cookie' = 'bearer') =>
  h.app.inject({
    method: 'GET',
    url: `/api/Files/${fileId}`,
    ...(via === 'bearer' ? { headers: bearer(token) } : { cookies: { token } }),
  });

async function expectServed(h: Harness, fileId: string, token: string, who: string) {
  const res = await fetchFile(h, fileId, token);
  expect(res.statusCode, who).toBe(200);
  expect(res.rawPayload.equals(PDF) || res.rawPayload.equals(PNG), who).toBe(true);
}

async function expectHidden(h: Harness, fileId: string, token: string, who: string) {
  for (const via of ['bearer', 'cookie'] as const) {
    const res = await fetchFile(h, fileId, token, via);
    expect(res.statusCode, `${who} by ${via}`).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    expect(res.rawPayload.includes('%PDF'), who).toBe(false);
  }
}

const fileOf = async (h: Harness, documentId: string) => (await documentRow(h, documentId))?.fileId as string;

describe('GET /api/Files/:id of a document', () => {
  it('serves a staff member’s police check to admins, the staff member and an auditor once approved; to no one else', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const staff = await insertOwner(h, c.companyId, 'Staff');
    await linkUser(h, staff, c.users.Staff.id);
    const policeCheck = await fileOf(
      h,
      await uploaded(h, c, staff, { DocumentName: 'Current Police Check' }),
    );
    const colleague = await addSignedInUser(h, c.companyId, 'Staff');
    const provider = await signedInProvider(h, c);

    for (const role of ['CompanyAdmin', 'Administrator', 'Staff'] as const) {
      await expectServed(h, policeCheck, c.users[role].token, role);
    }
    for (const [who, token] of [
      ['another staff member', colleague.token],
      ['a client', c.users.Client.token],
      ['a care manager', c.users.CareManager.token],
      ['a service provider', provider.token],
      ['an auditor (staff member not approved)', c.users.Auditor.token],
    ] as const) {
      await expectHidden(h, policeCheck, token, who);
    }
    const approved = await h.app.inject({
      method: 'GET',
      url: `/api/Staffs/approve_audit?id=${staff.id}`,
      headers: bearer(c.users.CompanyAdmin.token),
    });
    expect(approved.statusCode).toBe(200);
    await expectServed(h, policeCheck, c.users.Auditor.token, 'an auditor (approved)');
  });

  it('serves a client’s consent form to admins and the client, not to their support worker, provider or care manager', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertOwner(h, c.companyId, 'Client');
    await linkUser(h, client, c.users.Client.id);
    const provider = await signedInProvider(h, c);
    const admin = c.users.CompanyAdmin.token;
    for (const [url, body] of [
      [
        '/api/ClientServiceProviders/assign_client_serviceprovider',
        { serviceProvidersId: provider.id, clientId: client.id },
      ],
      [
        '/api/ClientCareManagers/assign_client_to_caremanager',
        { id: c.users.CareManager.id, profileId: client.id },
      ],
    ] as const) {
      expect((await post(h, url, admin, body)).statusCode, url).toBe(200);
    }
    const consent = await fileOf(h, await uploaded(h, c, client, { DocumentName: 'Consent Form' }));

    for (const role of ['CompanyAdmin', 'Administrator', 'Client'] as const) {
      await expectServed(h, consent, c.users[role].token, role);
    }
    await expectHidden(h, consent, c.users.Staff.token, 'a staff member');
    await expectHidden(h, consent, c.users.CareManager.token, 'their care manager');
    await expectHidden(h, consent, provider.token, 'their service provider');
  });
});

describe('GET /api/Files/:id of a photo, a template and a test upload', () => {
  it('serves a client’s photo to those who read the client: their provider yes, another provider no', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertOwner(h, c.companyId, 'Client');
    const mine = await signedInProvider(h, c);
    const theirs = await signedInProvider(h, c);
    const admin = c.users.CompanyAdmin.token;
    const assigned = await post(h, '/api/ClientServiceProviders/assign_client_serviceprovider', admin, {
      serviceProvidersId: mine.id,
      clientId: client.id,
    });
    expect(assigned.statusCode).toBe(200);
    const edit = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      admin,
      { phoneNumber: '0400111222' },
      { imageFile: { bytes: PNG, filename: 'photo.png' } },
    );
    const photo = String(edit.json().imageUrl).split('/').pop() as string;
    await expectServed(h, photo, mine.token, 'their provider');
    await expectHidden(h, photo, c.users.Staff.token, 'a staff member not supporting them');
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    await expectServed(h, photo, c.users.Staff.token, 'a staff member supporting them');
    await expectHidden(h, photo, theirs.token, 'another provider');
    await expectHidden(h, photo, c.users.Client.token, 'another client');
  });

  it('serves a template to those who add staff only, and a test upload to its uploader only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const added = await postForm(
      h,
      '/api/Templates/add_template',
      c.users.CompanyAdmin.token,
      { name: 'Employment Form' },
      { file: { bytes: PDF, filename: 'form.pdf' } },
    );
    expect(added.statusCode, added.body).toBe(200);
    const templates = await h.app.inject({
      method: 'GET',
      url: '/api/Templates/get_templates',
      headers: bearer(c.users.CompanyAdmin.token),
    });
    const template = String(templates.json()[0].fileUrl).split('/').pop() as string;
    await expectServed(h, template, c.users.Administrator.token, 'an administrator');
    await expectHidden(h, template, c.users.Staff.token, 'a staff member');

    const test = await postForm(
      h,
      '/api/Files/upload_test',
      c.users.Staff.token,
      {},
      { file: { bytes: PDF, filename: 'test.pdf' } },
    );
    expect(test.statusCode, test.body).toBe(200);
    await expectServed(h, test.json().fileId, c.users.Staff.token, 'the uploader');
    await expectHidden(h, test.json().fileId, c.users.CompanyAdmin.token, 'anyone else');
  });
});
