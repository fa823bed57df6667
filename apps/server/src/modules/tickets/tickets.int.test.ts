import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { get, post } from '../../../test/referrals.ts';
import { countRows, DOCX, PDF, PNG, postForm } from '../../../test/uploads.ts';
import { tickets } from '../../db/schema/index.ts';

const RAISE = '/api/Tickets/raise_ticket';
const fields = (over: Record<string, string> = {}) => ({
  TicketType: 'Technical',
  Subject: 'The app will not clock me in',
  Description: 'It says my location is unavailable.',
  ...over,
});

async function raise(
  h: Harness,
  token: string,
  over: Record<string, string> = {},
  file = { bytes: PDF, filename: 'screenshot.pdf' },
) {
  const res = await postForm(h, RAISE, token, fields(over), { ImageFIle: file });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticketId as string;
}

describe('POST /api/Tickets/raise_ticket', () => {
  it('raises a ticket with a .pdf, .doc or .docx attachment that its raiser and the office can open', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await raise(h, c.users.Staff.token);
    const mine = (await get(h, '/api/Tickets/get_user_tickets', c.users.Staff.token)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        ticketId: id,
        subject: 'The app will not clock me in',
        ticketType: 'Technical',
        isOpen: true,
        status: 'Open',
        user: `Staff ${c.users.Staff.email.split('-')[1]?.split('@')[0]}`,
        imageName: 'screenshot.pdf',
        dateCreated: h.clock.now().toISOString(),
      }),
    ]);
    const url = mine[0].imageUrl as string;
    const own = await h.app.inject({ url, headers: { authorization: `Bearer ${c.users.Staff.token}` } });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (await h.app.inject({ url, headers: { authorization: `Bearer ${c.users.Administrator.token}` } }))
        .statusCode,
    ).toBe(200);
    // Another user of the company does not reach it.
    expect(
      (await h.app.inject({ url, headers: { authorization: `Bearer ${c.users.Client.token}` } })).statusCode,
    ).toBe(404);
    await raise(h, c.users.Client.token, {}, { bytes: DOCX, filename: 'notes.docx' });
  });

  it("says 'Fields marked cannot be empty' at each empty field, and saves nothing", async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(h, RAISE, c.users.Staff.token, {
      TicketType: '',
      Subject: ' ',
      Description: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      ticketType: 'Fields marked cannot be empty',
      subject: 'Fields marked cannot be empty',
      description: 'Fields marked cannot be empty',
    });
    const badType = await postForm(h, RAISE, c.users.Staff.token, fields({ TicketType: 'Urgent' }));
    expect(badType.json().errors).toEqual({
      ticketType: 'Choose a ticket type: Support, Technical, Billing, Others',
    });
    const image = await postForm(h, RAISE, c.users.Staff.token, fields(), {
      ImageFIle: { bytes: PNG, filename: 'a.pdf' },
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().errors).toEqual({ imageFile: 'The file must be a .pdf, .doc or .docx document' });
    expect(await countRows(h, tickets, c.companyId)).toBe(0);
  });
});

describe('the ticket lists, details and delete', () => {
  it('shows a user only their own tickets, newest first; the office every ticket of the company', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const first = await raise(h, c.users.Staff.token, { Subject: 'First' });
    h.clock.advance(60_000);
    const second = await raise(h, c.users.Staff.token, { Subject: 'Second' });
    h.clock.advance(60_000);
    const clients = await raise(h, c.users.Client.token, { Subject: 'Client question' });
    const ids = (res: { json(): { ticketId: string }[] }) => res.json().map((t) => t.ticketId);
    expect(ids(await get(h, '/api/Tickets/get_user_tickets', c.users.Staff.token))).toEqual([second, first]);
    expect(
      ids(await get(h, `/api/Tickets/get_all_tickets?companyId=${c.companyId}`, c.users.CompanyAdmin.token)),
    ).toEqual([clients, second, first]);
    expect(
      ids(
        await get(
          h,
          `/api/Tickets/get_user_tickets?userId=${c.users.Client.id}`,
          c.users.Administrator.token,
        ),
      ),
    ).toEqual([clients]);
    // A staff member naming the client's tickets, or reaching one, finds nothing.
    expect(
      (await get(h, `/api/Tickets/get_user_tickets?userId=${c.users.Client.id}`, c.users.Staff.token))
        .statusCode,
    ).toBe(404);
    expect((await get(h, `/api/Tickets/${clients}`, c.users.Staff.token)).statusCode).toBe(404);
    expect((await post(h, `/api/Tickets/delete/${clients}`, c.users.Staff.token)).statusCode).toBe(404);
    expect(
      (await post(h, `/api/Tickets/reply/${clients}`, c.users.Staff.token, { message: 'Hi' })).statusCode,
    ).toBe(404);
  });

  it('lets the raiser delete their own ticket', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await raise(h, c.users.Auditor.token);
    const res = await post(h, `/api/Tickets/delete/${id}`, c.users.Auditor.token);
    expect(res.json()).toEqual({ status: 'Success', message: 'The ticket was deleted.' });
    expect((await get(h, `/api/Tickets/${id}`, c.users.Auditor.token)).statusCode).toBe(404);
  });

  it('refuses the office list to anyone but the office (403), and another company’s ticket is 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const id = await raise(h, c.users.Staff.token);
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await get(h, '/api/Tickets/get_all_tickets', c.users[role].token)).statusCode).toBe(403);
      expect((await post(h, `/api/Tickets/close/${id}`, c.users[role].token)).statusCode).toBe(403);
    }
    expect(
      (await get(h, `/api/Tickets/get_all_tickets?companyId=${c.companyId}`, other.users.CompanyAdmin.token))
        .statusCode,
    ).toBe(403);
    expect((await get(h, `/api/Tickets/${id}`, other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await post(h, `/api/Tickets/delete/${id}`, other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, '/api/Tickets/get_all_tickets', other.users.CompanyAdmin.token)).json()).toEqual([]);
  });
});

describe('answering, assigning and closing', () => {
  it('an office answer closes the ticket and tells the raiser on the dashboard and by mail', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await raise(h, c.users.Staff.token);
    const reply = await post(h, `/api/Tickets/reply/${id}`, c.users.Administrator.token, {
      message: 'Turn on location in the phone settings.',
      close: true,
    });
    expect(reply.json()).toEqual({ status: 'Success', message: 'The ticket was closed.' });
    const details = (await get(h, `/api/Tickets/${id}`, c.users.Staff.token)).json();
    expect(details).toMatchObject({ isOpen: false, status: 'Closed', replyCount: 1 });
    expect(details.replies).toEqual([
      expect.objectContaining({ message: 'Turn on location in the phone settings.', fromOffice: true }),
    ]);
    const notices = (await get(h, '/api/Notices/mine', c.users.Staff.token)).json();
    expect(notices[0]).toMatchObject({
      kind: 'ticketAnswered',
      message: 'Your ticket “The app will not clock me in” was answered and closed.',
    });
    const mails = await mailsTo(h, c.users.Staff.email);
    expect(mails.at(-1)?.subject).toBe('Your ticket was answered: The app will not clock me in');
    // The raiser writing again reopens it.
    await post(h, `/api/Tickets/reply/${id}`, c.users.Staff.token, { message: 'Still failing.' });
    expect((await get(h, `/api/Tickets/${id}`, c.users.Staff.token)).json().isOpen).toBe(true);
  });

  it('an empty answer is a 400 at message; assigning takes only an office user', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const id = await raise(h, c.users.Staff.token);
    const empty = await post(h, `/api/Tickets/reply/${id}`, c.users.Administrator.token, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ message: 'Write an answer' });
    const wrong = await post(h, `/api/Tickets/assign/${id}`, c.users.CompanyAdmin.token, {
      assignedTo: c.users.Staff.id,
    });
    expect(wrong.json().errors).toEqual({ assignedTo: 'Choose an administrator of the company' });
    await post(h, `/api/Tickets/assign/${id}`, c.users.CompanyAdmin.token, {
      assignedTo: c.users.Administrator.id,
    });
    expect((await get(h, `/api/Tickets/${id}`, c.users.CompanyAdmin.token)).json().assignedToName).toMatch(
      /^Administrator /,
    );
  });
});

describe('the knowledge base', () => {
  const article = (over: object = {}) => ({
    title: 'Clocking in without location',
    category: 'Roster and shifts',
    audience: 'Staff',
    body: '<p>Turn on <strong>location</strong>.</p><script>alert(1)</script>',
    ...over,
  });

  it('the office writes articles; each role reads the ones for it, searched by word', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const add = await post(h, '/api/Tickets/add_article', c.users.Administrator.token, article());
    expect(add.json()).toMatchObject({ status: 'Success' });
    await post(
      h,
      '/api/Tickets/add_article',
      c.users.Administrator.token,
      article({ title: 'Office pay runs', audience: 'Office', body: '<p>Pay</p>' }),
    );
    const staffSees = (await get(h, '/api/Tickets/get_knowledgebase', c.users.Staff.token)).json();
    expect(staffSees.map((a: { title: string }) => a.title)).toEqual(['Clocking in without location']);
    expect(staffSees[0].body).toBe('<p>Turn on <strong>location</strong>.</p>');
    expect((await get(h, '/api/Tickets/get_knowledgebase', c.users.Client.token)).json()).toEqual([]);
    expect(
      (await get(h, '/api/Tickets/get_knowledgebase?search=pay', c.users.CompanyAdmin.token)).json(),
    ).toHaveLength(1);
  });

  it('refuses writing to non-office roles (403) and bad input at the field (400)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    expect((await post(h, '/api/Tickets/add_article', c.users.Staff.token, article())).statusCode).toBe(403);
    const bad = await post(
      h,
      '/api/Tickets/add_article',
      c.users.Administrator.token,
      article({ title: '', audience: 'Pets' }),
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(['audience', 'title']);
    const id = (await post(h, '/api/Tickets/add_article', c.users.Administrator.token, article())).json()
      .articleId;
    expect(
      (await post(h, `/api/Tickets/delete_article/${id}`, other.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
    expect((await post(h, `/api/Tickets/delete_article/${id}`, c.users.CompanyAdmin.token)).statusCode).toBe(
      200,
    );
  });
});
