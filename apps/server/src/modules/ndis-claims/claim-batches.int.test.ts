import { CLAIM_MESSAGES, type ClaimBatchDetail, type ClaimBatchView } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';
import { activityLogs, claimBatches, claimBatchLines, invoiceSettings } from '../../db/schema/index.ts';
import { claimStateOf, claimsCompany, createBatch, getAs, NOVEMBER, savedLine } from './claims.test-kit.ts';

const HEADER =
  'RegistrationNumber,NDISNumber,SupportsDeliveredFrom,SupportsDeliveredTo,SupportNumber,ClaimReference,Quantity,Hours,UnitPrice,GSTCode,AuthorisedBy,ParticipantApproved,InKindFundingProgram,ClaimType,CancellationReason,ABN of Support Provider';
const EXAMPLE =
  '4050012345,431234567,2026-11-03,2026-11-03,01_011_0107_1_1,INV-000001-1,,003:30,70.23,P2,,,,,,12345678901';

let h: Harness;

beforeAll(async () => {
  h = await harness();
});

const batchOf = (res: { json(): unknown }) => (res.json() as { batch: ClaimBatchView }).batch;

describe('POST /Claims/create_batch', () => {
  it('makes the file from the passing lines, marks them Claimed, and never claims a line twice', async () => {
    const f = await claimsCompany(h);
    const line = await savedLine(h, f);
    const failing = await savedLine(h, f, {
      itemNumber: null,
      lineNumber: 2,
      date: '2026-11-04',
      dateFrom: new Date('2026-11-04T09:00:00+11:00'),
      dateTo: new Date('2026-11-04T10:00:00+11:00'),
    });
    const res = await createBatch(h, f.admin, NOVEMBER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: CLAIM_MESSAGES.batchCreated(1) });
    const batch = batchOf(res);
    expect(batch).toMatchObject({
      batchNumber: 1,
      fileName: 'bulk-payment-request-0001-2026-11-01-to-2026-11-30.csv',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      clientName: null,
      rowCount: 1,
      totalCents: 24581,
      total: 245.81,
      status: 'Claimed',
      claimedCount: 1,
      paidCount: 0,
      rejectedCount: 0,
      userCreated: f.c.users.Administrator.id,
      resultImportedAt: null,
    });
    expect(await claimStateOf(h, f.c.companyId, line)).toEqual({
      claimStatus: 'Claimed',
      claimBatchId: batch.claimBatchId,
      claimMessage: null,
    });
    expect((await claimStateOf(h, f.c.companyId, failing))?.claimStatus).toBeNull();

    // The file: the heading row and the contract's example line, byte for byte, CRLF ends.
    const file = await getAs(h, `/api/Claims/batch/${batch.claimBatchId}/file`, f.admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="bulk-payment-request-0001-2026-11-01-to-2026-11-30.csv"',
    );
    expect(file.body).toBe(`${HEADER}\r\n${EXAMPLE}\r\n`);
    // A plain link (the session in the cookie) downloads the same bytes as stored.
    const [stored] = await h.database.db
      .select({ csv: claimBatches.csv })
      .from(claimBatches)
      .where(eq(claimBatches.id, batch.claimBatchId));
    const viaCookie = await h.app.inject({
      method: 'GET',
      url: `/api/Claims/batch/${batch.claimBatchId}/file`,
      headers: { cookie: `token=${f.admin}` },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.rawPayload.equals(Buffer.from(stored?.csv ?? '', 'utf8'))).toBe(true);

    // Listed, and its lines with their references.
    const list = await getAs(h, '/api/Claims/batches', f.admin);
    expect((list.json() as ClaimBatchView[]).map((b) => b.claimBatchId)).toEqual([batch.claimBatchId]);
    const detail = (
      await getAs(h, `/api/Claims/batch/${batch.claimBatchId}`, f.admin)
    ).json() as ClaimBatchDetail;
    expect(detail.lines).toEqual([
      {
        invoicesId: line,
        rowNumber: 1,
        claimReference: 'INV-000001-1',
        clientName: `${f.client.firstName} Test`,
        ndisNo: '431234567',
        date: '2026-11-03',
        itemNumber: '01_011_0107_1_1',
        amountCents: 24581,
        status: 'Claimed',
        message: null,
      },
    ]);

    // The same period again: nothing left to claim.
    const again = await createBatch(h, f.admin, NOVEMBER);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CLAIM_MESSAGES.nothingToClaim);
    const rows = await h.database.db
      .select()
      .from(claimBatchLines)
      .where(eq(claimBatchLines.invoiceLineId, line));
    expect(rows).toHaveLength(1);
    const logged = await h.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(eq(activityLogs.companyId, f.c.companyId));
    expect(logged.map((a) => a.activity)).toContain(
      'Made the bulk payment request bulk-payment-request-0001-2026-11-01-to-2026-11-30.csv with 1 lines (confirmed 1 lines, $245.81)',
    );
  });

  it('writes dates in the company’s claim date format, for one client', async () => {
    const f = await claimsCompany(h);
    await h.database.db
      .insert(invoiceSettings)
      .values({ companyId: f.c.companyId, claimDateFormat: 'DD/MM/YYYY' });
    await savedLine(h, f);
    const res = await createBatch(h, f.admin, { ...NOVEMBER, clientId: f.client.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(batchOf(res).clientName).toBe(`${f.client.firstName} Test`);
    const file = await getAs(h, `/api/Claims/batch/${batchOf(res).claimBatchId}/file`, f.admin);
    expect(file.body.split('\r\n')[1]).toBe(
      EXAMPLE.replace('2026-11-03,2026-11-03', '03/11/2026,03/11/2026'),
    );
  });

  it('two requests at once claim each line once', async () => {
    const f = await claimsCompany(h);
    const lines = [
      await savedLine(h, f),
      await savedLine(h, f, {
        lineNumber: 2,
        date: '2026-11-10',
        dateFrom: new Date('2026-11-10T09:00:00+11:00'),
        dateTo: new Date('2026-11-10T11:00:00+11:00'),
      }),
    ];
    const replies = await atOnce(2, () => createBatch(h, f.admin, NOVEMBER));
    const winner = expectOneWinner(replies, CLAIM_MESSAGES.nothingToClaim);
    expect(batchOf(winner).rowCount).toBe(2);
    for (const id of lines) {
      const rows = await h.database.db
        .select()
        .from(claimBatchLines)
        .where(eq(claimBatchLines.invoiceLineId, id));
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses a bad period at the field, other roles (403) and another company’s batch (404)', async () => {
    const f = await claimsCompany(h);
    await savedLine(h, f);
    const bad = await createBatch(h, f.admin, { fromDate: '2026-13-01', toDate: '2026-11-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('fromDate');
    const missing = await createBatch(h, f.admin, { fromDate: null, toDate: '2026-11-30', clientId: null });
    expect(missing.json().errors).toEqual({ fromDate: 'Select Start Date and End Date' });
    const tooLong = await createBatch(h, f.admin, { fromDate: '2026-01-01', toDate: '2026-11-30' });
    expect(tooLong.json().errors).toHaveProperty('toDate');
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await createBatch(h, f.c.users[role].token, NOVEMBER)).statusCode, role).toBe(403);
      expect((await getAs(h, '/api/Claims/batches', f.c.users[role].token)).statusCode, role).toBe(403);
    }
    const made = batchOf(await createBatch(h, f.c.users.CompanyAdmin.token, NOVEMBER));
    const other = await createCompany(h);
    const token = other.users.CompanyAdmin.token;
    expect((await getAs(h, `/api/Claims/batch/${made.claimBatchId}`, token)).statusCode).toBe(404);
    expect((await getAs(h, `/api/Claims/batch/${made.claimBatchId}/file`, token)).statusCode).toBe(404);
    expect(await (await getAs(h, '/api/Claims/batches', token)).json()).toEqual([]);
    const theirs = await createBatch(h, token, { ...NOVEMBER, clientId: f.client.id });
    expect(theirs.statusCode).toBe(404);
  });
});
