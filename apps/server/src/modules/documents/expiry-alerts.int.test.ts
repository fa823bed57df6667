import { formatCalendarDate } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dayFromToday,
  documentRow,
  get,
  insertOwner,
  type Owner,
  uploaded,
} from '../../../test/documents.ts';
import { type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { documentAlerts, users } from '../../db/schema/index.ts';
import { sendExpiryAlerts } from '../../expiry-alerts.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Runs the daily check `days` after the test clock's now. The clock itself is not moved: it is shared
 * by the whole run, and a month's jump would expire every other test's tokens.
 */
const runCheck = (h: Harness, days = 0) =>
  sendExpiryAlerts(h.database, { mailTransport: null }, new Date(h.clock.now().getTime() + days * DAY));

/** A staff member's document expiring `days` from today in Sydney. */
async function expiringIn(h: Harness, c: CompanyFixture, days: number, o: Record<string, string> = {}) {
  const owner = await insertOwner(h, c.companyId, 'Staff');
  const expires = dayFromToday(h, days);
  const id = await uploaded(h, c, owner, {
    DocumentName: 'Current Police Check',
    ImplementationDate: dayFromToday(h, -400),
    ExpirationDate: expires,
    ...o,
  });
  return { owner, id, expires };
}

/** The subjects of the mails sent to each address (sorted), in the order the addresses are given. */
async function subjectsTo(h: Harness, ...emails: string[]) {
  return Promise.all(emails.map(async (e) => (await mailsTo(h, e)).map((m) => m.subject).sort()));
}

const recipients = (c: CompanyFixture, owner: Owner) => [
  owner.email,
  c.users.CompanyAdmin.email,
  c.users.Administrator.email,
];

describe('sendExpiryAlerts', () => {
  it('mails the owner and each admin once, 30 days ahead, and again once expired', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { owner, id, expires } = await expiringIn(h, c, 30);
    const to = recipients(c, owner);
    const expiring = `Current Police Check of ${owner.fullName} expires on ${formatCalendarDate(expires)}`;
    const expired = `Current Police Check of ${owner.fullName} has expired`;

    await runCheck(h);
    expect(await subjectsTo(h, ...to)).toEqual([[expiring], [expiring], [expiring]]);
    const [mail] = await mailsTo(h, owner.email);
    expect(mail).toMatchObject({ companyId: c.companyId, status: 'Stored', userCreated: 'expiry-check' });
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect(await mailsTo(h, c.users[role].email), role).toHaveLength(0);
    }
    await runCheck(h);
    await runCheck(h, 29);
    await runCheck(h, 30); // the expiration day itself: still valid
    expect(await subjectsTo(h, ...to)).toEqual([[expiring], [expiring], [expiring]]);

    await runCheck(h, 31);
    const both = [expiring, expired].sort();
    expect(await subjectsTo(h, ...to)).toEqual([both, both, both]);
    await runCheck(h, 32);
    await runCheck(h, 90);
    expect((await mailsTo(h, owner.email)).length).toBe(2);
    const alerts = await h.database.db.select().from(documentAlerts).where(eq(documentAlerts.documentId, id));
    expect(alerts.map((a) => a.alert).sort()).toEqual(['expired', 'expiring']);
    expect(alerts.every((a) => a.companyId === c.companyId)).toBe(true);
  });

  it('sends nothing 31 days ahead, and the expiring alert the next day', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { owner } = await expiringIn(h, c, 31);
    await runCheck(h);
    expect(await mailsTo(h, owner.email)).toHaveLength(0);
    await runCheck(h, 1);
    expect((await mailsTo(h, owner.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('expires on'),
    ]);
  });

  it('sends only the expired alert for a document first seen after its expiration', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { owner } = await expiringIn(h, c, -3);
    await runCheck(h);
    await runCheck(h, 1);
    expect((await mailsTo(h, owner.email)).map((m) => m.subject)).toEqual([
      `Current Police Check of ${owner.fullName} has expired`,
    ]);
  });

  it('sends nothing for an archived document, or one without an expiration date', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const archived = await expiringIn(h, c, 10);
    const res = await get(
      h,
      `/api/Documents/archive_document/${archived.id}?isArchive=true`,
      c.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(200);
    const open = await expiringIn(h, c, 10, { ExpirationDate: '' });
    expect((await documentRow(h, open.id))?.expirationDate).toBeNull();
    await runCheck(h);
    await runCheck(h, 11);
    expect(await mailsTo(h, archived.owner.email)).toHaveLength(0);
    expect(await mailsTo(h, open.owner.email)).toHaveLength(0);
    expect(await mailsTo(h, c.users.CompanyAdmin.email)).toHaveLength(0);
  });

  it('leaves out an administrator whose sign-in is deactivated', async () => {
    const h = await harness();
    const c = await createCompany(h);
    await h.database.db.update(users).set({ isActive: false }).where(eq(users.id, c.users.Administrator.id));
    const { owner } = await expiringIn(h, c, 5);
    await runCheck(h);
    expect((await subjectsTo(h, owner.email, c.users.CompanyAdmin.email)).map((s) => s.length)).toEqual([
      1, 1,
    ]);
    expect(await mailsTo(h, c.users.Administrator.email)).toHaveLength(0);
  });
});

describe('GET /api/Documents/expiry_alerts', () => {
  it('lists the company’s expiring and expired documents, soonest first', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const in10 = await expiringIn(h, c, 10);
    const past5 = await expiringIn(h, c, -5);
    const in30 = await expiringIn(h, c, 30);
    await expiringIn(h, c, 31);
    await expiringIn(h, c, 20, { ExpirationDate: '' });
    const archived = await expiringIn(h, c, 3);
    const token = c.users.CompanyAdmin.token;
    expect(
      (await get(h, `/api/Documents/archive_document/${archived.id}?isArchive=true`, token)).statusCode,
    ).toBe(200);
    const other = await createCompany(h);
    await expiringIn(h, other, 1);

    const res = await get(h, '/api/Documents/expiry_alerts', token);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((d: { documentId: string; daysUntilExpiry: number; displayStatus?: string }) => [
          d.documentId,
          d.daysUntilExpiry,
        ]),
    ).toEqual([
      [past5.id, -5],
      [in10.id, 10],
      [in30.id, 30],
    ]);
    expect(res.json()[0]).toMatchObject({ companyId: c.companyId, user: past5.owner.fullName });
  });

  it.each(['Staff', 'Client', 'CareManager'] as const)('refuses %s (403)', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    await expiringIn(h, c, 10);
    expect((await get(h, '/api/Documents/expiry_alerts', c.users[role].token)).statusCode).toBe(403);
  });

  it('is open to an Auditor, for the documents of people approved for auditing only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const { id, owner } = await expiringIn(h, c, 10);
    const before = await get(h, '/api/Documents/expiry_alerts', c.users.Auditor.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual([]);
    const approve = await get(h, `/api/Staffs/approve_audit?id=${owner.id}`, c.users.CompanyAdmin.token);
    expect(approve.statusCode).toBe(200);
    const res = await get(h, '/api/Documents/expiry_alerts', c.users.Auditor.token);
    expect(res.json().map((d: { documentId: string }) => d.documentId)).toEqual([id]);
  });
});
