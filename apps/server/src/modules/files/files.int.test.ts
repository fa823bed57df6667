import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { countRows, PNG, pngOfSize, postForm, TEXT } from '../../../test/uploads.ts';
import { files, profiles } from '../../db/schema/index.ts';

const TWO_MB = 2 * 1024 * 1024;

const editWithPhoto = (h: Harness, profileId: string, token: string, bytes: Buffer, filename = 'photo.png') =>
  postForm(
    h,
    `/api/Profiles/edit/${profileId}`,
    token,
    { phoneNumber: '0400111222' },
    { imageFile: { bytes, filename } },
  );

const profileRow = async (h: Harness, id: string) =>
  (await h.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

/** A company whose client has a photo uploaded through the profile edit; returns the photo's URL. */
async function clientWithPhoto(h: Harness) {
  const c = await createCompany(h);
  const client = await insertProfile(h, c.companyId);
  const res = await editWithPhoto(h, client.id, c.users.CompanyAdmin.token, PNG);
  expect(res.statusCode).toBe(200);
  const url: string = res.json().imageUrl;
  // The staff member supports the client (a shift with them), so may read the client's photo.
  await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
  return { c, client, url };
}

describe('photos uploaded with a profile edit', () => {
  it('stores a real PNG, records it for the company and puts its URL on the profile', async () => {
    const h = await harness();
    const { c, client, url } = await clientWithPhoto(h);
    expect(url).toMatch(/^\/api\/Files\/[0-9a-f-]{36}$/);
    expect((await profileRow(h, client.id))?.imageUrl).toBe(url);
    const [file] = await h.database.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').pop() ?? ''));
    expect(file).toMatchObject({
      companyId: c.companyId,
      kind: 'png',
      contentType: 'image/png',
      size: PNG.length,
      originalName: 'photo.png',
      userCreated: c.users.CompanyAdmin.id,
    });
  });

  it.each([
    ['a text file named photo.png', TEXT, 'The photo must be a PNG or JPEG image'],
    ['a PNG over 2 MB', pngOfSize(TWO_MB + 1), 'The file is larger than 2 MB'],
  ])('refuses %s with 400 on imageFile and saves nothing', async (_, bytes, message) => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const before = await profileRow(h, client.id);
    const res = await editWithPhoto(h, client.id, c.users.CompanyAdmin.token, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ imageFile: message });
    expect(await profileRow(h, client.id)).toEqual(before);
    expect(await countRows(h, files, c.companyId)).toBe(0);
  });

  it('accepts a PNG of exactly 2 MB', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const res = await editWithPhoto(h, client.id, c.users.CompanyAdmin.token, pngOfSize(TWO_MB));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a signature that is not an image', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const res = await postForm(
      h,
      `/api/Profiles/edit/${client.id}`,
      c.users.CompanyAdmin.token,
      { phoneNumber: '0400111222' },
      { signatureFile: { bytes: TEXT, filename: 'signature.png' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ signatureFile: 'The signature must be a PNG or JPEG image' });
  });
});

describe('GET /api/Files/:id', () => {
  it('returns the bytes to a user of the same company with the bearer token', async () => {
    const h = await harness();
    const { c, client, url } = await clientWithPhoto(h);
    // Those who may read the client: staff, the client themselves, an auditor once the client is approved.
    await h.database.db
      .update(profiles)
      .set({ userId: c.users.Client.id, auditApproved: true })
      .where(eq(profiles.id, client.id));
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(c.users[role].token) });
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('inline; filename="photo.png"');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('returns the bytes with only the token cookie (links the browser opens itself)', async () => {
    const h = await harness();
    const { c, url } = await clientWithPhoto(h);
    const res = await h.app.inject({
      method: 'GET',
      url: `${url}?download=true`,
      cookies: { token: c.users.Staff.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('does not find a file of another company (404), whichever way the session comes', async () => {
    const h = await harness();
    const { url } = await clientWithPhoto(h);
    const other = await createCompany(h);
    const byHeader = await h.app.inject({
      method: 'GET',
      url,
      headers: bearer(other.users.CompanyAdmin.token),
    });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json().message).toBe(MESSAGES.notFound);
    const byCookie = await h.app.inject({
      method: 'GET',
      url,
      cookies: { token: other.users.CompanyAdmin.token },
    });
    expect(byCookie.statusCode).toBe(404);
  });

  it('refuses a request without a session, or with a bad cookie, with 401', async () => {
    const h = await harness();
    const { url } = await clientWithPhoto(h);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url, cookies: { token: 'not-a-jwt' } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.Staff.token;
    const malformed = await h.app.inject({ method: 'GET', url: '/api/Files/nope', headers: bearer(token) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'The file id must be a UUID' });
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/api/Files/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
