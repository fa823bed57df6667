import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile, uniqueAddress } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo, tokenIn } from '../../../test/mailbox.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { INVITE_MESSAGES } from './invite-client.ts';

// Issue 40 item 5: a participant is invited to the portal as staff are.
let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const invite = (profileId: string, token: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/Profiles/invite_to_portal/${profileId}`,
    headers: bearer(token),
  });

const signInsOf = (companyId: string, email: string) =>
  h.database.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email)));

const profileOf = async (id: string) =>
  (await h.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('POST /api/Profiles/invite_to_portal/{profileId}', () => {
  it('makes the participant’s sign-in, links it and mails a link to choose their password, which signs them in', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const email = `${client.firstName.toLowerCase()}@test.example`;
    const res = await invite(client.id, c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: `An invitation to the portal for ${email} is in the Mailbox: no mail server is set up, so nothing was e-mailed.`,
    });
    const signIns = await signInsOf(c.companyId, email);
    expect(signIns).toEqual([{ id: expect.any(String), role: 'Client' }]);
    expect((await profileOf(client.id))?.userId).toBe(signIns[0]?.id);
    const [mail] = await mailsTo(h, email);
    expect(mail?.subject).toBe(`You're invited to ${c.name}`);
    expect(mail?.bodyText).toContain('(Client)');

    // The link sets the password, and the participant signs in to their portal.
    const set = await h.app.inject({
      method: 'POST',
      url: '/api/Account/set_password',
      payload: {
        token: tokenIn(mail?.bodyText),
        password: 'Portal-Start-42',
        confirmPassword: 'Portal-Start-42',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: 'Portal-Start-42' },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);
    const logged = await activitiesOf(
      h,
      c.users.Administrator.id,
      `Invited client ${client.id} to the portal (${email})`,
    );
    expect(logged).toHaveLength(1);
  });

  it('invites again with a new link, never a second sign-in; the old link stops working', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const email = `${client.firstName.toLowerCase()}@test.example`;
    expect((await invite(client.id, c.users.CompanyAdmin.token)).statusCode).toBe(200);
    const first = tokenIn((await mailsTo(h, email))[0]?.bodyText);
    const again = await invite(client.id, c.users.Administrator.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(await signInsOf(c.companyId, email)).toHaveLength(1);
    const mails = await mailsTo(h, email);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[0]?.bodyText);
    expect(second).not.toBe(first);
    const old = await h.app.inject({
      method: 'POST',
      url: '/api/Account/set_password',
      payload: { token: first, password: 'Portal-Start-42', confirmPassword: 'Portal-Start-42' },
    });
    expect(old.statusCode).toBe(400);
  });

  it('refuses a participant with no e-mail, at the e-mail, and makes nothing', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    await h.database.db.update(profiles).set({ email: null }).where(eq(profiles.id, client.id));
    const res = await invite(client.id, c.users.Administrator.token);
    expect(res.statusCode).toBe(400);
    const message = INVITE_MESSAGES.noEmail(`${client.firstName} Test`);
    expect(res.json()).toMatchObject({ message, errors: { email: message } });
    expect(message).toContain('add an e-mail first');
    expect((await profileOf(client.id))?.userId).toBeNull();
  });

  it('refuses an inactive participant', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId, { isActive: false });
    const res = await invite(client.id, c.users.Administrator.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVITE_MESSAGES.inactive(`${client.firstName} Test`));
  });

  it('is 403 for the wrong role, 404 for another company’s client, 400 for a bad id', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      expect((await invite(client.id, c.users[role].token)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await invite(client.id, other.users.Administrator.token)).statusCode).toBe(404);
    expect((await invite('not-a-uuid', c.users.Administrator.token)).statusCode).toBe(400);
    expect((await profileOf(client.id))?.userId).toBeNull();
  });

  it('two invitations at once make one sign-in', async () => {
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const email = `${client.firstName.toLowerCase()}@test.example`;
    const both = await Promise.all([
      invite(client.id, c.users.Administrator.token),
      invite(client.id, c.users.CompanyAdmin.token),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await signInsOf(c.companyId, email)).toHaveLength(1);
  });
});
