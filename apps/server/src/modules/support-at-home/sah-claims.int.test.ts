import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { attendanceSplits, sahClaimLines, sahClients } from '../../db/schema/index.ts';
import {
  deliveredService,
  get,
  importStatement,
  post,
  SAH_CLAIMS,
  SAH_CREATE_CLAIM,
  SAH_PREFLIGHT,
  sahBillingCompany,
} from './support-at-home.test-kit.ts';

// The test clock is 22 Nov 2026; Sydney is UTC+11: 09:00 local on 3 Nov is 22:00Z on 2 Nov.
const NOV = { fromDate: '2026-11-01', toDate: '2026-11-30' };

async function twoLines(h: Awaited<ReturnType<typeof harness>>) {
  const f = await sahBillingCompany(h);
  await deliveredService(
    h,
    f,
    f.client.id,
    f.services['Personal care'] as string,
    '2026-11-02T22:00:00Z',
    '2026-11-03T00:00:00Z',
  );
  await deliveredService(
    h,
    f,
    f.client.id,
    f.services.Meals as string,
    '2026-11-03T22:00:00Z',
    '2026-11-03T23:00:00Z',
  );
  return f;
}

const claim = (h: Awaited<ReturnType<typeof harness>>, token: string, count: number, totalCents: number) =>
  post(h, SAH_CREATE_CLAIM, token, { ...NOV, confirmedCount: count, confirmedTotalCents: totalCents });

describe('Support at Home claims: pre-flight, claim, file', () => {
  it('the pre-flight passes priced lines and fails each line with its reasons and fixes', async () => {
    const h = await harness();
    const f = await twoLines(h);
    // A line older than the claim window (Apr–Jun 2026 closed on 28 Aug) and one naming no service.
    await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Personal care'] as string,
      '2026-05-04T23:00:00Z',
      '2026-05-05T00:00:00Z',
    );
    const late = await get(h, SAH_PREFLIGHT('2026-05-01', '2026-05-31'), f.admin);
    expect(late.json().lines[0].problems.map((p: { rule: string }) => p.rule)).toEqual(['lateClaim']);
    const res = await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      passingCount: 2,
      passingGrossCents: 16_800 + 1500,
      failingCount: 0,
      claimedCount: 0,
    });
    // Without a My Aged Care ID every line fails, with the fix.
    await h.database.db
      .update(sahClients)
      .set({ myAgedCareId: null })
      .where(eq(sahClients.profileId, f.client.id));
    const failing = (await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin)).json();
    expect(failing).toMatchObject({ passingCount: 0, failingCount: 2 });
    expect(failing.byRule).toEqual([
      {
        rule: 'noMyAgedCareId',
        count: 2,
        fix: 'Enter the client’s My Aged Care ID on their Funding section',
      },
    ]);
  });

  it('validation, wrong role, another company: 400 with the message, 403, nothing of the other company', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const backwards = await get(h, SAH_PREFLIGHT('2026-11-30', '2026-11-01'), f.admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.toDate).toBeTruthy();
    expect((await get(h, SAH_PREFLIGHT('2026-01-01', '2026-11-30'), f.admin)).statusCode).toBe(400);
    expect((await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.c.users.Staff.token)).statusCode).toBe(
      403,
    );
    expect((await claim(h, f.c.users.Staff.token, 2, 18_300)).statusCode).toBe(403);
    expect((await get(h, SAH_CLAIMS, f.c.users.Client.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = (
      await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), other.users.Administrator.token)
    ).json();
    expect(theirs.lines).toEqual([]);
    expect((await claim(h, other.users.Administrator.token, 2, 18_300)).statusCode).toBe(400);
    // Unconfirmed: a 400, nothing claimed.
    const unconfirmed = await post(h, SAH_CREATE_CLAIM, f.admin, NOV);
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      await h.database.db.select().from(sahClaimLines).where(eq(sahClaimLines.companyId, f.companyId)),
    ).toEqual([]);
  });

  it('claims the passing lines once: the file, the lines Submitted, the same time never claimed twice', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const mismatch = await claim(h, f.admin, 2, 10_000);
    expect(mismatch.statusCode).toBe(409);
    const made = await claim(h, f.admin, 2, 18_300);
    expect(made.statusCode, made.body).toBe(200);
    const { claimBatchId, fileName } = made.json();
    expect(fileName).toBe('support-at-home-claim-0001-2026-11-01-to-2026-11-30.csv');
    const file = await get(h, `${SAH_CLAIMS}/${claimBatchId}/file`, f.admin);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, first, second] = file.body.split('\r\n');
    expect(header).toBe(
      'Care Recipient ID,First Name,Last Name,Service Date,Allocation Category,Entitlement Type,Service Type Identifier,Service Identifier,Service Name,Quantity,Unit Price,Total Amount,Participant Contribution,Government Amount,External Reference',
    );
    expect(first).toMatch(
      /^AC12345678,.*,2026-11-03,ON,Current,,,Personal care,2,84.00,168.00,16.80,151.20,SAH-0001-0001$/,
    );
    expect(second).toMatch(/,2026-11-04,ON,Current,,,Meals,1,15.00,15.00,5.25,9.75,SAH-0001-0002$/);
    const detail = (await get(h, `${SAH_CLAIMS}/${claimBatchId}`, f.admin)).json();
    expect(detail.lines.map((l: { state: string }) => l.state)).toEqual(['Submitted', 'Submitted']);
    expect(detail.counts).toEqual({ Submitted: 2, Paid: 0, Rejected: 0 });
    // Claimed: the pre-flight shows nothing left, a second claim has nothing to claim.
    expect((await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin)).json()).toMatchObject({
      passingCount: 0,
      claimedCount: 2,
    });
    const again = await claim(h, f.admin, 2, 18_300);
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'No Support at Home line of the period passes the pre-flight: nothing to claim',
    ]);
    // The live-line unique index refuses the same split twice, whatever the code does.
    const [line] = await h.database.db
      .select()
      .from(sahClaimLines)
      .where(eq(sahClaimLines.claimBatchId, claimBatchId));
    const { id: _id, ...copy } = line as typeof sahClaimLines.$inferSelect;
    await expect(
      h.database.db.insert(sahClaimLines).values({ ...copy, reference: 'SAH-9999-0001', rowNumber: 9 }),
    ).rejects.toThrow();
  });

  it('a visit across 20:00 is claimed whole: a piece waits while the other piece is not approved, then the visit is one quarter hour', async () => {
    const h = await harness();
    const f = await sahBillingCompany(h);
    // 19:50–20:10 Sydney on 3 Nov: 10 minutes each side of the evening edge, two splits.
    const w = await deliveredService(
      h,
      f,
      f.client.id,
      f.services['Personal care'] as string,
      '2026-11-03T08:50:00Z',
      '2026-11-03T09:10:00Z',
    );
    const splits = await h.database.db
      .select({ id: attendanceSplits.id, clockIn: attendanceSplits.clockIn })
      .from(attendanceSplits)
      .where(eq(attendanceSplits.attendanceId, w.attendanceId))
      .orderBy(attendanceSplits.clockIn);
    expect(splits).toHaveLength(2);
    const dayPiece = splits[0]?.id as string;
    await h.database.db
      .update(attendanceSplits)
      .set({ status: 'Pending' })
      .where(eq(attendanceSplits.id, dayPiece));
    // Only the evening piece is approved: alone it would round to 0.25 h, and 0.25 h again with the day piece.
    const waiting = (await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin)).json();
    expect(waiting).toMatchObject({ passingCount: 0, failingCount: 1 });
    expect(waiting.lines[0].problems).toEqual([
      {
        rule: 'visitAwaiting',
        message: 'Another piece of this visit (across a band edge or midnight) is not approved yet',
        fix: 'Approve the rest of the visit on the timesheet: a visit is claimed whole',
      },
    ]);
    const refused = await claim(h, f.admin, 1, 2100);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'No Support at Home line of the period passes the pre-flight: nothing to claim',
    ]);
    // The day piece approved: the visit's 20 minutes are one line of 0.25 h ($21.00), claimed once.
    await h.database.db
      .update(attendanceSplits)
      .set({ status: 'Approved' })
      .where(eq(attendanceSplits.id, dayPiece));
    const whole = (await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin)).json();
    expect(whole).toMatchObject({ passingCount: 1, passingGrossCents: 2100, failingCount: 0 });
    expect((await claim(h, f.admin, 1, 2100)).statusCode).toBe(200);
    const lines = await h.database.db
      .select({ attendanceSplitId: sahClaimLines.attendanceSplitId })
      .from(sahClaimLines)
      .where(eq(sahClaimLines.companyId, f.companyId));
    expect(lines.map((l) => l.attendanceSplitId)).toEqual([dayPiece]);
  });

  it('two claims at once: one claims the lines, the other claims nothing', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const [a, b] = await Promise.all([claim(h, f.admin, 2, 18_300), claim(h, f.admin, 2, 18_300)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const lines = await h.database.db
      .select()
      .from(sahClaimLines)
      .where(eq(sahClaimLines.companyId, f.companyId));
    expect(lines).toHaveLength(2);
  });
});

describe('POST /api/SupportAtHome/claims/import_statement', () => {
  const header = 'External Reference,Care Recipient ID,Status,Government Paid,Contribution,Reason';

  it('marks lines paid and rejected with the reason; an unknown line and another amount are refused with a message; the same statement again changes nothing', async () => {
    const h = await harness();
    const f = await twoLines(h);
    const { claimBatchId } = (await claim(h, f.admin, 2, 18_300)).json();
    const statement = [
      header,
      'SAH-0001-0001,AC12345678,Paid,151.20,16.80,',
      'SAH-0001-0002,AC12345678,Rejected,,,No entry date for the funding source',
      'SAH-0001-0099,AC12345678,Paid,10.00,,',
      '',
    ].join('\r\n');
    const res = await importStatement(h, f.admin, statement);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: 1, rejected: 1, unchanged: 0, refused: 1 });
    expect(res.json().outcomes[2].message).toBe(
      'Row 4 (SAH-0001-0099): no claimed Support at Home line has this reference; nothing applied',
    );
    const detail = (await get(h, `${SAH_CLAIMS}/${claimBatchId}`, f.admin)).json();
    expect(detail.lines.map((l: { state: string; message: string | null }) => [l.state, l.message])).toEqual([
      ['Paid', null],
      ['Rejected', 'No entry date for the funding source'],
    ]);
    const again = (await importStatement(h, f.admin, statement)).json();
    expect(again).toMatchObject({ paid: 0, rejected: 0, unchanged: 2, refused: 1 });
    // A paid line answered otherwise is refused and stays paid.
    const varied = (
      await importStatement(h, f.admin, `${header}\r\nSAH-0001-0001,AC12345678,Rejected,,,late\r\n`)
    ).json();
    expect(varied.outcomes[0]).toMatchObject({ action: 'refused' });
    // The rejected line is claimable again, under a new reference.
    const pre = (await get(h, SAH_PREFLIGHT(NOV.fromDate, NOV.toDate), f.admin)).json();
    expect(pre).toMatchObject({ passingCount: 1, claimedCount: 1 });
    expect(pre.lines[0].claim).toMatchObject({ state: 'Rejected', reference: 'SAH-0001-0002' });
    const reclaim = await claim(h, f.admin, 1, 1500);
    expect(reclaim.statusCode, reclaim.body).toBe(200);
  });

  it('refuses a payment of another amount, per row, applying nothing on a guess', async () => {
    const h = await harness();
    const f = await twoLines(h);
    await claim(h, f.admin, 2, 18_300);
    const res = (
      await importStatement(h, f.admin, `${header}\r\nSAH-0001-0001,AC12345678,Paid,150.00,,\r\n`)
    ).json();
    expect(res.outcomes[0].message).toBe(
      'Row 2 (SAH-0001-0001): pays $150.00 but the line claims $151.20 from the government; nothing applied',
    );
    const [line] = await h.database.db
      .select({ status: sahClaimLines.status })
      .from(sahClaimLines)
      .where(and(eq(sahClaimLines.companyId, f.companyId), eq(sahClaimLines.reference, 'SAH-0001-0001')));
    expect(line?.status).toBe('Submitted');
  });

  it('validation, wrong role, another company: 400 at the file, 403, the other company’s lines unknown', async () => {
    const h = await harness();
    const f = await twoLines(h);
    await claim(h, f.admin, 2, 18_300);
    const none = await post(h, '/api/SupportAtHome/claims/import_statement', f.admin, {});
    expect(none.statusCode).toBe(400);
    const notCsv = await importStatement(h, f.admin, 'x', 'statement.pdf');
    expect([notCsv.statusCode, notCsv.json().errors.file]).toEqual([
      400,
      'The file is not a payment statement: a .csv file of at most 5 MB is expected',
    ]);
    const noColumns = await importStatement(h, f.admin, 'Reference,Amount\r\nx,1\r\n');
    expect(noColumns.statusCode).toBe(400);
    expect((await importStatement(h, f.c.users.Staff.token, `${header}\r\n`)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = (
      await importStatement(
        h,
        other.users.Administrator.token,
        `${header}\r\nSAH-0001-0001,AC12345678,Paid,151.20,,\r\n`,
      )
    ).json();
    expect(theirs).toMatchObject({ paid: 0, refused: 1 });
    const [line] = await h.database.db
      .select({ status: sahClaimLines.status })
      .from(sahClaimLines)
      .where(and(eq(sahClaimLines.companyId, f.companyId), eq(sahClaimLines.reference, 'SAH-0001-0001')));
    expect(line?.status).toBe('Submitted');
  });
});
