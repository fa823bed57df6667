import {
  CLAIM_MESSAGES,
  type ClaimBatchDetail,
  type ClaimBatchView,
  type PreflightResult,
} from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { postForm } from '../../../test/uploads.ts';
import { activityLogs } from '../../db/schema/index.ts';
import {
  type ClaimsFixture,
  claimStateOf,
  claimsCompany,
  createBatch,
  getAs,
  importResult,
  NOVEMBER,
  savedLine,
  url,
} from './claims.test-kit.ts';

let h: Harness;

beforeAll(async () => {
  h = await harness();
});

/** Two saved lines claimed in batch 1. */
async function claimedBatch(f: ClaimsFixture) {
  const first = await savedLine(h, f);
  const second = await savedLine(h, f, {
    lineNumber: 2,
    date: '2026-11-10',
    dateFrom: new Date('2026-11-10T09:00:00+11:00'),
    dateTo: new Date('2026-11-10T11:00:00+11:00'),
  });
  const res = await createBatch(h, f.admin, NOVEMBER);
  expect(res.statusCode, res.body).toBe(200);
  return { first, second, batch: (res.json() as { batch: ClaimBatchView }).batch };
}

const RESULT = [
  'ClaimReference,PaymentRequestStatus,ErrorMessage',
  'INV-000001-1,Paid,',
  'INV-000001-2,Error,"Participant plan has no funds, category 01"',
  'INV-999999-1,Paid,',
].join('\r\n');

describe('POST /Claims/import_result/{id}', () => {
  it('marks lines Paid and Rejected with the portal’s message; a rejected line is claimed again as attempt 2', async () => {
    const f = await claimsCompany(h);
    const { first, second, batch } = await claimedBatch(f);
    const res = await importResult(h, f.admin, batch.claimBatchId, RESULT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'Warning',
      message: CLAIM_MESSAGES.resultImported(1, 1),
      paid: 1,
      rejected: 1,
      unmatched: ['INV-999999-1'],
      refused: [],
    });
    expect(await claimStateOf(h, f.c.companyId, first)).toMatchObject({
      claimStatus: 'Paid',
      claimMessage: null,
    });
    expect(await claimStateOf(h, f.c.companyId, second)).toMatchObject({
      claimStatus: 'Rejected',
      claimMessage: 'Participant plan has no funds, category 01',
    });
    const detail = (
      await getAs(h, `/api/Claims/batch/${batch.claimBatchId}`, f.admin)
    ).json() as ClaimBatchDetail;
    expect(detail).toMatchObject({ status: 'Processed', paidCount: 1, rejectedCount: 1, claimedCount: 0 });
    expect(detail.resultImportedAt).toBe(h.clock.now().toISOString());
    expect(detail.lines.map((x) => [x.claimReference, x.status, x.message])).toEqual([
      ['INV-000001-1', 'Paid', null],
      ['INV-000001-2', 'Rejected', 'Participant plan has no funds, category 01'],
    ]);

    const logged = await h.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(eq(activityLogs.companyId, f.c.companyId));
    expect(logged.map((x) => x.activity)).toContain(
      `Imported the payment request result of ${batch.fileName}: 1 paid, 1 rejected`,
    );
    // The rejected line comes back in the pre-flight with its second attempt's reference.
    const pre = (await getAs(h, url('preflight', NOVEMBER), f.admin)).json() as PreflightResult;
    expect(pre.lines.map((x) => [x.invoicesId, x.claimReference, x.claimStatus, x.problems])).toEqual([
      [second, 'INV-000001-2-2', 'Rejected', []],
    ]);
    const again = await createBatch(h, f.admin, NOVEMBER);
    expect(again.statusCode, again.body).toBe(200);
    const batch2 = (again.json() as { batch: ClaimBatchView }).batch;
    expect(batch2).toMatchObject({ batchNumber: 2, rowCount: 1 });
    const file = await getAs(h, `/api/Claims/batch/${batch2.claimBatchId}/file`, f.admin);
    expect(file.body.split('\r\n')[1]).toContain(',INV-000001-2-2,');
    expect(await claimStateOf(h, f.c.companyId, second)).toEqual({
      claimStatus: 'Claimed',
      claimBatchId: batch2.claimBatchId,
      claimMessage: null,
    });
    // The first batch's answer stays as the portal gave it.
    const old = (
      await getAs(h, `/api/Claims/batch/${batch.claimBatchId}`, f.admin)
    ).json() as ClaimBatchDetail;
    expect(old.rejectedCount).toBe(1);
  });

  it('refuses an unreadable file and a missing one at the field', async () => {
    const f = await claimsCompany(h);
    const { batch } = await claimedBatch(f);
    const unreadable = await importResult(h, f.admin, batch.claimBatchId, 'name,amount\r\nA,1\r\n');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors).toEqual({ file: CLAIM_MESSAGES.resultFileUnreadable });
    const notCsv = await importResult(h, f.admin, batch.claimBatchId, RESULT, 'result.pdf');
    expect(notCsv.json().errors).toEqual({ file: CLAIM_MESSAGES.resultFileUnreadable });
    const none = await postForm(h, `/api/Claims/import_result/${batch.claimBatchId}`, f.admin, { note: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: CLAIM_MESSAGES.resultFileRequired });
    // Nothing changed.
    const detail = (
      await getAs(h, `/api/Claims/batch/${batch.claimBatchId}`, f.admin)
    ).json() as ClaimBatchDetail;
    expect(detail).toMatchObject({ status: 'Claimed', claimedCount: 2, resultImportedAt: null });
  });

  it('is for the office only (403) and another company’s batch is not found (404), whatever the file', async () => {
    const f = await claimsCompany(h);
    const { batch } = await claimedBatch(f);
    for (const role of ['Staff', 'Auditor'] as const) {
      const res = await importResult(h, f.c.users[role].token, batch.claimBatchId, RESULT);
      expect(res.statusCode, role).toBe(403);
    }
    const other = await createCompany(h);
    const token = other.users.CompanyAdmin.token;
    expect((await importResult(h, token, batch.claimBatchId, RESULT)).statusCode).toBe(404);
    expect((await importResult(h, token, batch.claimBatchId, 'not,a,result')).statusCode).toBe(404);
    const bad = await importResult(h, f.admin, 'not-a-uuid', RESULT);
    expect(bad.statusCode).toBe(400);
  });
});
