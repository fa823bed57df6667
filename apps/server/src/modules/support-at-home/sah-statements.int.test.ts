import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarDateInZone } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import {
  mailOutbox,
  profiles,
  representatives,
  sahContributionPayments,
  sahStatementRuns,
  sahStatements,
} from '../../db/schema/index.ts';
import { LocalFileStore } from '../../ports/files/file-store.ts';
import {
  RUN as CONTRIBUTION_RUN,
  claimedContributions,
} from '../sah-contributions/sah-contributions.test-kit.ts';
import { generateDueStatements } from './sah-statement-run.ts';
import {
  GENERATE,
  generated,
  MY_STATEMENTS,
  RUN,
  STATEMENT_PDF,
  STATEMENTS,
  settledRun,
} from './sah-statements.test-kit.ts';
import { deliveredService, get, post, sahBillingCompany, sahClient } from './support-at-home.test-kit.ts';

type H = Awaited<ReturnType<typeof harness>>;

// The test clock is 22 Nov 2026, so October 2026 is the last month that has ended. Sydney is UTC+11
// in October after 4 Oct: 09:00 local on 6 Oct is 22:00Z on 5 Oct.
const OCT = '2026-10';

/** A company with two Support at Home clients: one with two services in October, one with none. */
async function company(h: H) {
  const f = await sahBillingCompany(h);
  await sahClient(h, f.admin, f.otherClient.id, { classification: '2' });
  await deliveredService(
    h,
    f,
    f.client.id,
    f.services['Personal care'] as string,
    '2026-10-05T22:00:00Z',
    '2026-10-06T00:00:00Z',
  );
  await deliveredService(
    h,
    f,
    f.client.id,
    f.services.Meals as string,
    '2026-10-07T22:00:00Z',
    '2026-10-07T23:00:00Z',
  );
  return f;
}

const mailsOf = (h: H, companyId: string) =>
  h.database.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId));

describe('Support at Home monthly statements', () => {
  it('generates one statement per Support at Home client, even with nothing delivered, and mails each with its PDF', async () => {
    const h = await harness();
    const f = await company(h);
    const run = await generated(h, f.admin, OCT);
    expect(run).toMatchObject({ status: 'Done', total: 2, issued: 2, unchanged: 0, mailed: 2 });
    // No SMTP_URL in the harness: the run says the mails wait in the Mailbox.
    expect(run.mailbox).toBe(true);

    const mine = (await get(h, STATEMENTS(f.client.id), f.admin)).json();
    expect(mine.statements).toHaveLength(1);
    expect(mine.statements[0]).toMatchObject({
      month: OCT,
      monthLabel: 'October 2026',
      version: 1,
      superseded: false,
      dueBy: '2026-11-30',
      usedCents: 16_800 + 1_500,
      mailedTo: expect.stringContaining('@test.example'),
    });
    const s = mine.statements[0];
    expect(s.closingRemainingCents).toBe(s.openingAvailableCents - s.usedCents);

    // The client with nothing delivered still has their statement, which says so.
    const none = (await get(h, STATEMENTS(f.otherClient.id), f.admin)).json();
    expect(none.statements).toHaveLength(1);
    expect(none.statements[0]).toMatchObject({ usedCents: 0, version: 1 });
    const [row] = await h.database.db
      .select()
      .from(sahStatements)
      .where(eq(sahStatements.id, none.statements[0].statementId));
    expect((row?.figures as { summary: string[] } | undefined)?.summary).toContain(
      'No services were delivered in October 2026.',
    );

    const mails = await mailsOf(h, f.companyId);
    expect(mails).toHaveLength(2);
    expect(
      mails.every((m) => m.subject.startsWith('Your Support at Home statement for October 2026 from ')),
    ).toBe(true);
    expect(mails.every((m) => m.attachments.length === 1 && m.bodyText.includes('It is not a bill'))).toBe(
      true,
    );

    const pdf = await get(h, STATEMENT_PDF(s.statementId), f.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the contributions the client paid in the month: the payments dated in it, per client', async () => {
    const h = await harness();
    const f = await claimedContributions(h);
    const made = await post(h, CONTRIBUTION_RUN, f.admin);
    expect(made.statusCode, made.body).toBe(200);
    const invoice = (made.json().invoices as { invoiceId: string; totalCents: number }[]).find(
      (i) => i.totalCents === 2205,
    );
    // Payments recorded on the invoice, one dated in October and one in November: October's statement
    // counts only the first.
    await h.database.db.insert(sahContributionPayments).values([
      {
        companyId: f.companyId,
        invoiceId: invoice?.invoiceId as string,
        paidOn: '2026-10-31',
        amountCents: 500,
        reference: 'EFT A',
      },
      {
        companyId: f.companyId,
        invoiceId: invoice?.invoiceId as string,
        paidOn: '2026-11-01',
        amountCents: 700,
        reference: 'EFT B',
      },
    ]);
    await generated(h, f.admin, OCT);
    const figuresOf = async (clientId: string) =>
      (
        await h.database.db
          .select()
          .from(sahStatements)
          .where(and(eq(sahStatements.profileId, clientId), eq(sahStatements.month, OCT)))
      )[0]?.figures as { contributionsPaidCents: number; summary: string[] };
    const mine = await figuresOf(f.client.id);
    expect(mine.contributionsPaidCents).toBe(500);
    expect(mine.summary).toContain('Contributions you paid in October 2026: $5.00');
    expect((await figuresOf(f.otherClient.id)).contributionsPaidCents).toBe(0);
  });

  it('generating again without a change makes no new version and mails nothing; a change makes version 2 and keeps version 1', async () => {
    const h = await harness();
    const f = await company(h);
    await generated(h, f.admin, OCT);
    const again = await generated(h, f.admin, OCT);
    expect(again).toMatchObject({ status: 'Done', total: 2, issued: 0, unchanged: 2, mailed: 0 });
    expect(await mailsOf(h, f.companyId)).toHaveLength(2);

    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Domestic assistance'] as string,
      '2026-10-12T22:00:00Z',
      '2026-10-12T23:00:00Z',
    );
    const changed = await generated(h, f.admin, OCT);
    expect(changed).toMatchObject({ issued: 1, unchanged: 1, mailed: 1 });
    const list = (await get(h, STATEMENTS(f.client.id), f.admin)).json().statements;
    expect(list.map((x: { version: number; superseded: boolean }) => [x.version, x.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(list[0].usedCents - list[1].usedCents).toBe(7_200);
    const mails = await mailsOf(h, f.companyId);
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.subject.endsWith('(updated)'))).toHaveLength(1);
  });

  it('mails the representative when the client has one, and notes a client with no address instead of mailing', async () => {
    const h = await harness();
    const f = await company(h);
    await h.database.db.insert(representatives).values({
      companyId: f.companyId,
      profileId: f.client.id,
      fullName: 'Rita Rep',
      mobilePhone: '0400000000',
      email: 'rita@family.example',
    });
    await h.database.db.update(profiles).set({ email: null }).where(eq(profiles.id, f.otherClient.id));
    const run = await generated(h, f.admin, OCT);
    expect(run).toMatchObject({ issued: 2, mailed: 1 });
    const mails = await mailsOf(h, f.companyId);
    expect(mails.map((m) => m.to)).toEqual(['rita@family.example']);
    expect(mails[0]?.bodyText).toContain('Hello Rita Rep,');
    const none = (await get(h, STATEMENTS(f.otherClient.id), f.admin)).json().statements[0];
    expect(none).toMatchObject({ mailedAt: null, mailNote: expect.stringContaining('No e-mail address') });
  });

  it('refuses a bad month, a month not ended and a month before the program with the message, nothing started', async () => {
    const h = await harness();
    const f = await company(h);
    // The month of the fork's clock (other files of the fork may have moved it on) has not ended.
    const thisMonth = calendarDateInZone(h.clock.now(), 'Australia/Sydney').slice(0, 7);
    for (const [month, message] of [
      ['October', 'Choose the month (YYYY-MM)'],
      ['2026-13', 'Choose the month (YYYY-MM)'],
      [thisMonth, 'A statement is for a month that has ended: choose an earlier month'],
      ['2025-10', 'Support at Home started in November 2025: choose a later month'],
    ] as const) {
      const res = await post(h, GENERATE, f.admin, { month });
      expect(res.statusCode, month).toBe(400);
      expect(res.json().errors.month).toBe(message);
    }
    expect(
      await h.database.db.select().from(sahStatementRuns).where(eq(sahStatementRuns.companyId, f.companyId)),
    ).toEqual([]);
  });

  it('one run at a time per company: another while one is going is a 409', async () => {
    const h = await harness();
    const f = await company(h);
    await h.database.db.insert(sahStatementRuns).values({
      companyId: f.companyId,
      month: OCT,
      status: 'Running',
      startedAt: h.clock.now(),
    });
    const res = await post(h, GENERATE, f.admin, { month: OCT });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Statements for this company are being generated: wait for that run to finish',
    );
  });

  it('wrong role and another company: 403 to generate, 404 for another company’s client, statement and run', async () => {
    const h = await harness();
    const f = await company(h);
    const res = await post(h, GENERATE, f.admin, { month: OCT });
    const runId = res.json().runId;
    await settledRun(h, f.admin, runId);
    expect((await post(h, GENERATE, f.c.users.Staff.token, { month: OCT })).statusCode).toBe(403);
    expect((await post(h, GENERATE, f.c.users.Client.token, { month: OCT })).statusCode).toBe(403);
    expect((await get(h, STATEMENTS(f.client.id), f.c.users.Staff.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = other.users.Administrator.token;
    expect((await get(h, STATEMENTS(f.client.id), theirs)).statusCode).toBe(404);
    const id = (await get(h, STATEMENTS(f.client.id), f.admin)).json().statements[0].statementId;
    expect((await get(h, STATEMENT_PDF(id), theirs)).statusCode).toBe(404);
    expect((await get(h, RUN(runId), theirs)).statusCode).toBe(404);
    expect((await get(h, STATEMENT_PDF('not-an-id'), f.admin)).statusCode).toBe(400);
  });

  it('the client sees their own statements in the portal; another client’s statement is a 404', async () => {
    const h = await harness();
    const f = await company(h);
    await generated(h, f.admin, OCT);
    const client = f.c.users.Client.token; // the record of f.client
    const own = await get(h, MY_STATEMENTS, client);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ clientId: f.client.id, statements: [{ month: OCT, version: 1 }] });
    const ownPdf = await get(h, STATEMENT_PDF(own.json().statements[0].statementId), client);
    expect(ownPdf.statusCode).toBe(200);
    const othersId = (await get(h, STATEMENTS(f.otherClient.id), f.admin)).json().statements[0].statementId;
    expect((await get(h, STATEMENT_PDF(othersId), client)).statusCode).toBe(404);
    expect((await get(h, STATEMENTS(f.otherClient.id), client)).statusCode).toBe(404);
    // An office user has no client record of their own.
    expect((await get(h, MY_STATEMENTS, f.admin)).statusCode).toBe(404);
  });

  it('the scheduled run on the 1st makes every company’s statements of the month before, once', async () => {
    const h = await harness();
    const f = await company(h);
    const deps = {
      database: h.database,
      files: new LocalFileStore(join(mkdtempSync(join(tmpdir(), 'care-statements-')), 'files')),
      mailTransport: null,
    };
    // 1 November 2026 at 01:30 in Sydney: October's statements.
    const first = new Date('2026-10-31T14:30:00Z');
    const runs = await generateDueStatements(deps, first, [f.companyId]);
    expect(runs).toHaveLength(1);
    const rows = await h.database.db
      .select()
      .from(sahStatements)
      .where(and(eq(sahStatements.companyId, f.companyId), eq(sahStatements.month, OCT)));
    expect(rows.map((r) => [r.version, r.issuedBy])).toEqual([
      [1, 'Scheduled run'],
      [1, 'Scheduled run'],
    ]);
    await generateDueStatements(deps, first, [f.companyId]);
    expect(
      await h.database.db.select().from(sahStatements).where(eq(sahStatements.companyId, f.companyId)),
    ).toHaveLength(2);
  });
});
