import {
  allocationCategory,
  classificationOn,
  csvText,
  formatCents,
  SAH_CLAIM_MESSAGES as M,
  SAH_CLAIM_FILE_HEADER,
  SAH_PREFLIGHT_FIXES,
  type SahClaimBatchDetail,
  type SahClaimBatchMade,
  type SahClaimBatchView,
  type SahClaimState,
  type SahPreflightLineView,
  type SahPreflightRule,
  type SahPreflightView,
  sahClaimBatchCreate,
  sahClaimFileName,
  sahClaimFileRow,
  sahClaimPeriodQuery,
  sahClaimReference,
  sahPreflightProblems,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { uniqueConflict } from '../../http/unique-conflict.ts';
import { lockCompany } from '../companies/companies.api.ts';
import { lineView, type SahBilledClient, type SahBilling, sahBilling } from './sah-billing.ts';
import {
  insertSahBatch,
  insertSahClaimLines,
  nextSahBatchNumber,
  sahBatchCounts,
  sahBatchFile,
  sahBatchLines,
  sahBatchRows,
} from './sah-claims.repo.ts';

const tags = ['SupportAtHome'];
const idParams = z.object({ id: z.uuid('The claim id must be a UUID') });

interface CheckedLine {
  client: SahBilledClient;
  line: SahBilledClient['lines'][number];
  view: SahPreflightLineView;
}

/** The period's lines not yet claimed (or rejected), each with what would fail it. */
function checkLines(billing: SahBilling): { checked: CheckedLine[]; claimedCount: number } {
  const checked: CheckedLine[] = [];
  let claimedCount = 0;
  for (const client of billing.clients) {
    for (const line of client.lines) {
      const view = lineView(line, client.clientName, billing);
      if (view.claim && view.claim.state !== 'Rejected') {
        claimedCount += 1;
        continue;
      }
      checked.push({
        client,
        line,
        view: { ...view, problems: sahPreflightProblems(line, client.preflight, billing.preflight) },
      });
    }
  }
  return { checked, claimedCount };
}

function preflightView(period: { fromDate: string; toDate: string }, billing: SahBilling): SahPreflightView {
  const { checked, claimedCount } = checkLines(billing);
  const passing = checked.filter((c) => c.view.problems.length === 0);
  const counts = new Map<SahPreflightRule, number>();
  for (const c of checked) {
    for (const p of c.view.problems) {
      counts.set(p.rule, (counts.get(p.rule) ?? 0) + 1);
    }
  }
  return {
    ...period,
    lines: checked.map((c) => c.view),
    passingCount: passing.length,
    passingGrossCents: passing.reduce((s, c) => s + c.line.grossCents, 0),
    passingGovernmentCents: passing.reduce((s, c) => s + c.line.governmentCents, 0),
    failingCount: checked.length - passing.length,
    claimedCount,
    byRule: [...counts].map(([rule, count]) => ({ rule, count, fix: SAH_PREFLIGHT_FIXES[rule] })),
  };
}

/** GET /SupportAtHome/claims/preflight: every delivered line of the period not yet claimed, with what would fail it. */
export const sahPreflightRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/claims/preflight',
  summary: 'The pre-flight of a period’s delivered Support at Home lines before a claim',
  tags,
  querystring: sahClaimPeriodQuery,
  async handler({ db, principal, query, now }): Promise<SahPreflightView> {
    return preflightView(query, await sahBilling(db, principal.companyId, query, 'all', now));
  },
});

/**
 * Makes a claim in the request's transaction (as NDIS claims do: the work is one period's reads and
 * two inserts): the company is locked so claims are made one after another, the pre-flight runs
 * again, the passing lines become the file's rows and are stored Submitted. A line claimed meanwhile
 * (the live-line unique index) → 409.
 */
export async function createSahClaim(
  db: Queryable,
  input: { companyId: string; userId: string; now: Date; period: { fromDate: string; toDate: string } },
  confirmed: { count: number; totalCents: number },
) {
  const { companyId, now, period } = input;
  await lockCompany(db, companyId);
  const billing = await sahBilling(db, companyId, period, 'all', now);
  const passing = checkLines(billing).checked.filter((c) => c.view.problems.length === 0);
  if (passing.length === 0) {
    throw badRequest(M.nothingToClaim);
  }
  const grossCents = passing.reduce((s, c) => s + c.line.grossCents, 0);
  if (passing.length !== confirmed.count || grossCents !== confirmed.totalCents) {
    throw conflict(M.confirmMismatch(passing.length, formatCents(grossCents)));
  }
  const batchNumber = await nextSahBatchNumber(db, companyId);
  const rows = passing.map((c, i) => {
    const service = c.line.service as NonNullable<typeof c.line.service>;
    const classification = classificationOn(c.client.preflight.classifications, c.line.serviceDate);
    return {
      c,
      reference: sahClaimReference(batchNumber, i + 1),
      allocation: allocationCategory(classification?.classification ?? '', service),
      service,
    };
  });
  const csv = csvText([
    SAH_CLAIM_FILE_HEADER,
    ...rows.map(({ c, reference, allocation, service }) =>
      sahClaimFileRow({
        myAgedCareId: c.client.preflight.myAgedCareId ?? '',
        firstName: c.client.firstName,
        lastName: c.client.lastName,
        serviceDate: c.line.serviceDate,
        allocationCategory: allocation,
        serviceTypeCode: service.serviceTypeCode ?? '',
        serviceCode: service.serviceCode ?? '',
        serviceName: service.name,
        quantity: c.line.quantity,
        unitPriceCents: c.line.unitPriceCents ?? 0,
        grossCents: c.line.grossCents,
        contributionCents: c.line.contributionCents,
        governmentCents: c.line.governmentCents,
        reference,
      }),
    ),
  ]);
  const fileName = sahClaimFileName(batchNumber, period.fromDate, period.toDate);
  try {
    const claimBatchId = await insertSahBatch(db, {
      companyId,
      batchNumber,
      periodFrom: period.fromDate,
      periodTo: period.toDate,
      fileName,
      csv,
      rowCount: rows.length,
      grossCents,
      governmentCents: passing.reduce((s, c) => s + c.line.governmentCents, 0),
      dateCreated: now,
      userCreated: input.userId,
    });
    await insertSahClaimLines(
      db,
      rows.map(({ c, reference, service }, i) => ({
        companyId,
        claimBatchId,
        profileId: c.client.clientId,
        attendanceSplitId: c.line.attendanceSplitId,
        rowNumber: i + 1,
        reference,
        serviceDate: c.line.serviceDate,
        serviceId: service.serviceId,
        serviceName: service.name,
        quantityHundredths: c.line.quantityHundredths,
        unitPriceCents: c.line.unitPriceCents ?? 0,
        grossCents: c.line.grossCents,
        contributionCents: c.line.contributionCents,
        governmentCents: c.line.governmentCents,
        status: 'Submitted',
      })),
    );
    return { claimBatchId, fileName, rowCount: rows.length };
  } catch (error) {
    throw uniqueConflict(error) ? conflict(M.alreadyClaimed) : error;
  }
}

/** Claims every line of the period that passes now (the demo, as the office confirming what it sees). */
export async function claimPassingLines(
  db: Queryable,
  input: { companyId: string; userId: string; now: Date; period: { fromDate: string; toDate: string } },
) {
  const check = preflightView(
    input.period,
    await sahBilling(db, input.companyId, input.period, 'all', input.now),
  );
  return createSahClaim(db, input, { count: check.passingCount, totalCents: check.passingGrossCents });
}

/** POST /SupportAtHome/claims/create_batch. */
export const sahCreateClaimRoute = routeSpec({
  method: 'POST',
  url: '/SupportAtHome/claims/create_batch',
  summary:
    'Claim the period’s Support at Home lines that pass the pre-flight: the upload file and the lines Submitted',
  tags,
  body: sahClaimBatchCreate,
  activity: 'Made a Support at Home claim',
  async handler({ db, principal, body, now, recordActivity }): Promise<SahClaimBatchMade> {
    const made = await createSahClaim(
      db,
      {
        companyId: principal.companyId,
        userId: principal.uid,
        now,
        period: { fromDate: body.fromDate, toDate: body.toDate },
      },
      { count: body.confirmedCount, totalCents: body.confirmedTotalCents },
    );
    recordActivity(
      `Made the Support at Home claim ${made.fileName} with ${made.rowCount} lines (${formatCents(body.confirmedTotalCents)})`,
    );
    return {
      ...made,
      message: `Claimed ${made.rowCount} line(s): download the file and upload it in the Aged Care Provider Portal`,
    };
  },
});

const STATES: readonly SahClaimState[] = ['Submitted', 'Paid', 'Rejected'];

async function batchViews(db: Queryable, companyId: string, id?: string): Promise<SahClaimBatchView[]> {
  const rows = await sahBatchRows(db, companyId, id);
  const counts = await sahBatchCounts(
    db,
    companyId,
    rows.map((r) => r.claimBatchId),
  );
  return rows.map((r) => ({
    ...r,
    dateCreated: r.dateCreated.toISOString(),
    counts: Object.fromEntries(STATES.map((s) => [s, counts.get(r.claimBatchId)?.[s] ?? 0])) as Record<
      SahClaimState,
      number
    >,
  }));
}

export const sahClaimsRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/claims/batches',
  summary: 'The Support at Home claims made, newest first, with their lines counted by state',
  tags,
  async handler({ db, principal }): Promise<SahClaimBatchView[]> {
    return batchViews(db, principal.companyId);
  },
});

export const sahClaimRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/claims/batches/:id',
  summary: 'One Support at Home claim with each line’s state (submitted, paid, rejected with reason)',
  tags,
  params: idParams,
  async handler({ db, principal, params }): Promise<SahClaimBatchDetail> {
    const [batch] = await batchViews(db, principal.companyId, params.id);
    if (!batch) {
      throw notFound();
    }
    const lines = await sahBatchLines(db, principal.companyId, params.id);
    return {
      ...batch,
      lines: lines.map(({ quantityHundredths, status, ...l }) => ({
        ...l,
        quantity: quantityHundredths / 100,
        state: status as SahClaimState,
      })),
    };
  },
});

export const sahClaimFileRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/claims/batches/:id/file',
  summary: 'The Support at Home claim’s upload file (CSV) exactly as made',
  tags,
  params: idParams,
  cookieSession: true,
  async handler({ db, principal, params, reply }) {
    const file = await sahBatchFile(db, principal.companyId, params.id);
    if (!file) {
      throw notFound();
    }
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', file.fileName));
    return Buffer.from(file.csv, 'utf8');
  },
});
