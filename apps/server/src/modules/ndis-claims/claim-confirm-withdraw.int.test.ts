// Issue 25 items 4 and 7: a bulk payment request is made only once confirmed, can be withdrawn
// before any result, and a Paid line never changes again.
import { CLAIM_MESSAGES, type ClaimBatchView } from '@care/domain';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { claimBatchLines, invoiceLines } from '../../db/schema/index.ts';
import {
  type ClaimsFixture,
  claimStateOf,
  claimsCompany,
  createBatch,
  createBatchRaw,
  importResult,
  NOVEMBER,
  savedLine,
} from './claims.test-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const withdraw = (id: string, token: string) =>
  h.app.inject({ method: 'POST', url: `/api/Claims/withdraw_batch/${id}`, headers: bearer(token) });

/** Live batch lines of an invoice line: at most one, ever (the same time is never claimed twice). */
const liveClaims = (lineId: string) =>
  h.database.db
    .select()
    .from(claimBatchLines)
    .where(
      and(
        eq(claimBatchLines.invoiceLineId, lineId),
        ne(claimBatchLines.status, 'Rejected'),
        ne(claimBatchLines.status, 'Withdrawn'),
      ),
    );

async function twoLines(f: ClaimsFixture) {
  const first = await savedLine(h, f);
  const second = await savedLine(h, f, {
    lineNumber: 2,
    date: '2026-11-10',
    dateFrom: new Date('2026-11-10T09:00:00+11:00'),
    dateTo: new Date('2026-11-10T11:00:00+11:00'),
  });
  return { first, second };
}

describe('POST /Claims/create_batch needs the office’s confirmation', () => {
  it('without the count and total it is 400 and nothing is claimed; a different count or total is 409; the shown ones make it', async () => {
    const f = await claimsCompany(h);
    const { first, second } = await twoLines(f);
    const none = await createBatchRaw(h, f.admin, NOVEMBER);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({ confirmedCount: CLAIM_MESSAGES.confirmRequired });
    expect(
      (await createBatchRaw(h, f.admin, { ...NOVEMBER, confirmedCount: 'two', confirmedTotalCents: 1 }))
        .statusCode,
    ).toBe(400);
    // The pre-flight showed 2 lines, $245.81 + $140.46 = $386.27.
    const stale = await createBatchRaw(h, f.admin, {
      ...NOVEMBER,
      confirmedCount: 1,
      confirmedTotalCents: 24581,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CLAIM_MESSAGES.confirmMismatch(2, '$386.27'));
    expect(await claimStateOf(h, f.c.companyId, first)).toMatchObject({ claimStatus: null });
    const made = await createBatchRaw(h, f.admin, {
      ...NOVEMBER,
      confirmedCount: 2,
      confirmedTotalCents: 38627,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as { batch: ClaimBatchView }).batch).toMatchObject({
      rowCount: 2,
      totalCents: 38627,
    });
    for (const id of [first, second]) {
      expect(await claimStateOf(h, f.c.companyId, id)).toMatchObject({ claimStatus: 'Claimed' });
    }
  });
});

describe('POST /Claims/withdraw_batch/{id}', () => {
  it('returns the lines to unclaimed before any result; they are claimed again once, in a new batch', async () => {
    const f = await claimsCompany(h);
    const { first, second } = await twoLines(f);
    const batch = (await createBatch(h, f.admin, NOVEMBER)).json().batch as ClaimBatchView;
    const res = await withdraw(batch.claimBatchId, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: CLAIM_MESSAGES.withdrawn(2) });
    for (const id of [first, second]) {
      expect(await claimStateOf(h, f.c.companyId, id)).toMatchObject({
        claimStatus: null,
        claimBatchId: null,
      });
      expect(await liveClaims(id)).toHaveLength(0);
    }
    const batches = await h.app.inject({
      method: 'GET',
      url: '/api/Claims/batches',
      headers: bearer(f.admin),
    });
    expect(batches.json()[0]).toMatchObject({ claimBatchId: batch.claimBatchId, status: 'Withdrawn' });
    expect((await withdraw(batch.claimBatchId, f.admin)).statusCode).toBe(409);
    const again = await createBatch(h, f.admin, NOVEMBER);
    expect(again.statusCode, again.body).toBe(200);
    for (const id of [first, second]) {
      expect(await liveClaims(id)).toHaveLength(1);
    }
    // Nothing left to claim: the same time is never in two live batches.
    expect((await createBatch(h, f.admin, NOVEMBER)).statusCode).toBe(400);
  });

  it('is refused once a result is imported (409), to other roles (403), another company (404) and a bad id (400)', async () => {
    const f = await claimsCompany(h);
    await twoLines(f);
    const batch = (await createBatch(h, f.admin, NOVEMBER)).json().batch as ClaimBatchView;
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await withdraw(batch.claimBatchId, f.c.users[role].token)).statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    expect((await withdraw(batch.claimBatchId, other.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await withdraw('batch-1', f.admin)).statusCode).toBe(400);
    await importResult(
      h,
      f.admin,
      batch.claimBatchId,
      'ClaimReference,PaymentRequestStatus\r\nINV-000001-1,Paid\r\n',
    );
    const late = await withdraw(batch.claimBatchId, f.admin);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLAIM_MESSAGES.withdrawAfterResult);
  });
});

describe('a Paid line never changes (issue 25 item 8)', () => {
  it('a second result file cannot reopen a Paid line: refused for that line and listed; it stays locked', async () => {
    const f = await claimsCompany(h);
    const { first } = await twoLines(f);
    const batch = (await createBatch(h, f.admin, NOVEMBER)).json().batch as ClaimBatchView;
    const paid = await importResult(
      h,
      f.admin,
      batch.claimBatchId,
      'ClaimReference,PaymentRequestStatus\r\nINV-000001-1,Paid\r\nINV-000001-2,Paid\r\n',
    );
    expect(paid.json()).toMatchObject({ paid: 2, refused: [] });
    const contradicting = await importResult(
      h,
      f.admin,
      batch.claimBatchId,
      'ClaimReference,PaymentRequestStatus,ErrorMessage\r\nINV-000001-1,Error,Duplicate claim\r\n',
    );
    expect(contradicting.statusCode, contradicting.body).toBe(200);
    expect(contradicting.json()).toMatchObject({
      status: 'Warning',
      paid: 0,
      rejected: 0,
      refused: ['INV-000001-1'],
      message: `${CLAIM_MESSAGES.resultImported(0, 0)}. ${CLAIM_MESSAGES.paidRefused(1)}`,
    });
    expect(await claimStateOf(h, f.c.companyId, first)).toMatchObject({ claimStatus: 'Paid' });
    // Still locked: not editable, not claimed again.
    const edit = await h.app.inject({
      method: 'POST',
      url: `/api/Invoice/edit_invoice/${first}`,
      headers: bearer(f.admin),
      payload: { ndiA_DPAId: f.items['01_013_0107_1_1'] },
    });
    expect(edit.statusCode).toBe(400);
    expect((await createBatch(h, f.admin, NOVEMBER)).statusCode).toBe(400);
    const [row] = await h.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, first));
    expect(row).toMatchObject({ amountCents: 24581, itemNumber: '01_011_0107_1_1' });
  });
});
