import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { uniqueAddress } from '../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../test/harness.ts';

describe('error replies of the API', () => {
  it('answers a role without the permission with 403 and the fixed message (Client lists administrators)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/Administrators',
      headers: bearer(c.users.Client.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'Error',
      message: "You don't have permission to perform this action.",
    });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with 404 JSON',
    async (method) => {
      const h = await harness();
      const res = await h.app.inject({ method, url: '/api/NoSuchThing/get_nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ status: 'Error', message: 'The requested resource was not found.' });
    },
  );

  it.each(['/api/Profiles', '/api/Staffs', '/api/Administrators'])(
    'answers a well-formed id that does not exist (%s/{id}) with 404',
    async (base) => {
      const h = await harness();
      const c = await createCompany(h);
      const res = await h.app.inject({
        method: 'GET',
        url: `${base}/${randomUUID()}`,
        headers: bearer(c.users.CompanyAdmin.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'Error', message: MESSAGES.notFound });
    },
  );

  it.each(['/api/Profiles/not-a-uuid', '/api/Staffs/123', '/api/Companies/get_company/abc'])(
    'answers a malformed id (%s) with 400 naming the id',
    async (url) => {
      const h = await harness();
      const c = await createCompany(h);
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(c.users.CompanyAdmin.token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', errors: { id: expect.stringContaining('UUID') } });
    },
  );

  it('answers a malformed JSON body with 400 and no parser details', async () => {
    const h = await harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@test.example", "password": ',
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
    expect(res.body).not.toMatch(/Unexpected|JSON at position|stack/);
  });

  it('answers a malformed JSON body on a signed-in route with 400, and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/Account/change_password',
      headers: { ...bearer(c.users.Staff.token), 'content-type': 'application/json' },
      payload: '{oldPassword:',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/Account/me',
      headers: bearer(c.users.Staff.token),
    });
    expect(me.statusCode).toBe(200);
  });
});
