import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { get, post } from '../../../test/referrals.ts';

const message = (over: object) => ({ subject: 'Roster change', body: 'Please check next week.', ...over });

describe('messages: inbox and sent', () => {
  it('the office writes to a person and to all staff; each reads their own inbox; mail goes out', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const one = await post(
      h,
      '/api/Messages/send',
      c.users.CompanyAdmin.token,
      message({ recipientKind: 'user', recipientUserId: c.users.Client.id }),
    );
    expect(one.json()).toEqual({ status: 'Success', message: 'Your message was sent.' });
    await post(
      h,
      '/api/Messages/send',
      c.users.Administrator.token,
      message({ recipientKind: 'allStaff', subject: 'Team meeting' }),
    );
    const inbox = (
      await get(h, `/api/Messages/inbox?userId=${c.users.Staff.id}`, c.users.Staff.token)
    ).json();
    expect(inbox).toEqual([
      expect.objectContaining({ subject: 'Team meeting', sentTo: 'All Staff', isRead: false }),
    ]);
    expect((await get(h, '/api/Messages/unread_count', c.users.Staff.token)).json()).toEqual({ unread: 1 });
    await post(h, `/api/Messages/read/${inbox[0].messageId}`, c.users.Staff.token);
    expect((await get(h, '/api/Messages/unread_count', c.users.Staff.token)).json()).toEqual({ unread: 0 });
    const sent = (await get(h, '/api/Messages/sent', c.users.CompanyAdmin.token)).json();
    expect(sent).toEqual([
      expect.objectContaining({
        subject: 'Roster change',
        recipient: expect.objectContaining({ userId: c.users.Client.id }),
      }),
    ]);
    expect((await mailsTo(h, c.users.Staff.email))[0]?.subject).toMatch(
      /^New message from .*: Team meeting$/,
    );
  });

  it('a staff member writes only to the office, never to a peer or a client (400 at the field)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const ok = await post(
      h,
      '/api/Messages/send',
      c.users.Staff.token,
      message({ recipientKind: 'role', recipientRole: 'Administrator' }),
    );
    expect(ok.statusCode).toBe(200);
    const peer = await post(
      h,
      '/api/Messages/send',
      c.users.Staff.token,
      message({ recipientKind: 'user', recipientUserId: c.users.Client.id }),
    );
    expect(peer.json().errors).toEqual({ recipientUserId: 'You can write only to the office.' });
    const all = await post(
      h,
      '/api/Messages/send',
      c.users.Client.token,
      message({ recipientKind: 'allStaff' }),
    );
    expect(all.json().errors).toEqual({ recipientKind: 'You can write only to the office.' });
    const empty = await post(h, '/api/Messages/send', c.users.Staff.token, {
      recipientKind: 'user',
      subject: '',
      body: '',
    });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body', 'recipientUserId', 'subject']);
    const recipients = (await get(h, '/api/Messages/recipients', c.users.Staff.token)).json();
    expect(recipients.roles).toEqual(['Administrator', 'CompanyAdmin']);
    expect(recipients.allStaff).toBe(false);
  });

  it("another user's mailbox, message or company is a 404", async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await post(
      h,
      '/api/Messages/send',
      c.users.CompanyAdmin.token,
      message({ recipientKind: 'user', recipientUserId: c.users.Staff.id }),
    );
    const [theirs] = (await get(h, '/api/Messages/inbox', c.users.Staff.token)).json();
    expect(
      (await get(h, `/api/Messages/inbox?userId=${c.users.Staff.id}`, c.users.Client.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(h, `/api/Messages/sent?userId=${c.users.CompanyAdmin.id}`, c.users.Administrator.token))
        .statusCode,
    ).toBe(404);
    expect((await post(h, `/api/Messages/read/${theirs.messageId}`, c.users.Client.token)).statusCode).toBe(
      404,
    );
    expect(
      (await post(h, `/api/Messages/read/${theirs.messageId}`, other.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
    const across = await post(
      h,
      '/api/Messages/send',
      other.users.CompanyAdmin.token,
      message({ recipientKind: 'user', recipientUserId: c.users.Staff.id }),
    );
    expect(across.json().errors).toEqual({ recipientUserId: 'Choose who the message is for' });
    expect((await get(h, '/api/Messages/inbox', other.users.Staff.token)).json()).toEqual([]);
  });
});
