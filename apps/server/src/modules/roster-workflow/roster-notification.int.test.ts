import { MESSAGES, ROSTER_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, type Harness, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import { dayFromNow, emailOf, get, mailsTo, rosterCompany, shiftAt, url } from './workflow.test-kit.ts';

const DAY = 24;

/** The attachment's bytes, as the company's administrator opens it from the mailbox. */
async function attachment(h: Harness, token: string, fileId: string) {
  const res = await h.app.inject({ method: 'GET', url: `/api/Files/${fileId}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A company with the two staff rostered over the next days, one shift cancelled, one far out. */
async function rostered(h: Harness) {
  const f = await rosterCompany(h);
  await h.database.db
    .update(profiles)
    .set({ address: '12 Example Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' })
    .where(eq(profiles.id, f.client.id));
  const mine = [
    await shiftAt(h, f.c.companyId, { staffId: f.staff.id, profileIds: [f.client.id], startsIn: DAY }),
    await shiftAt(h, f.c.companyId, {
      staffId: f.staff.id,
      profileIds: [f.otherClient.id, f.client.id],
      startsIn: 2 * DAY,
      appointment: 'GP at 10',
    }),
  ];
  await shiftAt(h, f.c.companyId, {
    staffId: f.staff.id,
    profileIds: [f.client.id],
    startsIn: 3 * DAY,
    status: 'Cancelled',
  });
  await shiftAt(h, f.c.companyId, { staffId: f.staff.id, profileIds: [f.client.id], startsIn: 30 * DAY });
  await shiftAt(h, f.c.companyId, {
    staffId: f.otherStaff.id,
    profileIds: [f.otherClient.id],
    startsIn: 2 * DAY,
  });
  await shiftAt(h, f.c.companyId, { staffId: null, profileIds: [f.otherClient.id], startsIn: 2 * DAY });
  const period = { fromDate: dayFromNow(h, 0), toDate: dayFromNow(h, 6) };
  return { f, mine, period };
}

describe('GET /api/ShiftRosters/send_notification', () => {
  it('mails each staff member of the period one message of their shifts, with an .ics file', async () => {
    const h = await harness();
    const { f, mine, period } = await rostered(h);
    const admin = f.c.users.CompanyAdmin.token;
    const res = await get(h, url('send_notification', period), admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Roster sent to 2 staff members.', sent: 2 });

    const mails = await mailsTo(h, await emailOf(h, f.staff.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Your Test Care \w+ roster, from \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/);
    const lines = mail?.bodyText.split('\n').filter((l) => l.startsWith('- ')) ?? [];
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`: ${f.client.firstName} Test \\(12 Example Street, Parramatta NSW 2150\\)$`),
      ),
      expect.stringMatching(
        new RegExp(`: ${f.otherClient.firstName} Test; ${f.client.firstName} Test \\(12 Example Street`),
      ),
    ]);
    expect(mail?.bodyText).toContain('Personal Support; GP at 10');
    expect(mail?.attachments).toEqual([{ fileId: expect.any(String), name: 'roster.ics' }]);

    const ics = await attachment(h, admin, mail?.attachments[0]?.fileId as string);
    expect(ics).toContain('BEGIN:VCALENDAR');
    const uids = [...ics.matchAll(/^UID:(.*)\r?$/gm)].map((m) => m[1]);
    expect(uids).toEqual(mine.map((id) => `${id}@care-platform`));
    expect(ics).toContain('LOCATION:12 Example Street\\, Parramatta NSW 2150');
    expect(await mailsTo(h, await emailOf(h, f.otherStaff.id))).toHaveLength(1);
  });

  it('narrows to the staff member or client filtered on', async () => {
    const h = await harness();
    const { f, period } = await rostered(h);
    const admin = f.c.users.Administrator.token;
    expect(
      (await get(h, url('send_notification', { ...period, staffId: f.otherStaff.id }), admin)).json(),
    ).toMatchObject({
      message: 'Roster sent to 1 staff member.',
      sent: 1,
    });
    expect(await mailsTo(h, await emailOf(h, f.staff.id))).toHaveLength(0);
    const byClient = await get(h, url('send_notification', { ...period, clientId: f.client.id }), admin);
    expect(byClient.json().sent).toBe(1);
    expect(await mailsTo(h, await emailOf(h, f.staff.id))).toHaveLength(1);
  });

  it('needs both dates (Specify Start Date And End Date.) and sends nothing', async () => {
    const h = await harness();
    const { f, period } = await rostered(h);
    const res = await get(
      h,
      url('send_notification', { fromDate: period.fromDate }),
      f.c.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ROSTER_MESSAGES.specifyDates,
      errors: { toDate: ROSTER_MESSAGES.specifyDates },
    });
    expect(await mailsTo(h, await emailOf(h, f.staff.id))).toHaveLength(0);
  });

  it('is for administrators only (403), and reaches no other company’s staff', async () => {
    const h = await harness();
    const { f, period } = await rostered(h);
    const g = await rosterCompany(h);
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await get(h, url('send_notification', period), f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    const outsider = await get(
      h,
      url('send_notification', { ...period, staffId: f.staff.id }),
      g.c.users.CompanyAdmin.token,
    );
    expect(outsider.json()).toMatchObject({ sent: 0 });
    expect(await mailsTo(h, await emailOf(h, f.staff.id))).toHaveLength(0);
  });
});
