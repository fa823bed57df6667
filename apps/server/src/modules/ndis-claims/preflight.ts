import {
  ALL_CLIENTS,
  addCalendarDays,
  claimReferenceFor,
  companyProblems,
  INVOICE_MESSAGES,
  type InvoicePeriod,
  indexCatalogue,
  invoicePeriodSchema,
  itemMisfitCache,
  type PreflightLineView,
  type PreflightResult,
  preflightLine,
  preflightNotes,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { pricingRows } from '../invoices/invoices.api.ts';
import {
  type CandidateLine,
  candidateLines,
  claimCompany,
  claimedByClient,
  isCompanyClient,
  plansByClient,
  rejectionCounts,
} from './ndis-claims.repo.ts';

/** The period and client of a pre-flight or a batch, as sent (checked by claimScope). */
export const claimScopeFields = {
  fromDate: z.string().nullish(),
  toDate: z.string().nullish(),
  clientId: z.string().nullish(),
};

export interface ClaimScope extends InvoicePeriod {
  /** One client, or null for all. */
  profileId: string | null;
}

/** The period (400 at the field), then the client: 'All' or empty for all, else one of the company's (404). */
export async function claimScope(
  db: Queryable,
  companyId: string,
  input: { fromDate?: string | null; toDate?: string | null; clientId?: string | null },
): Promise<ClaimScope> {
  const period = parseOrThrow(invoicePeriodSchema, { fromDate: input.fromDate, toDate: input.toDate });
  const clientId = input.clientId?.trim() ?? '';
  if (clientId === '' || clientId.toLowerCase() === ALL_CLIENTS.toLowerCase()) {
    return { ...period, profileId: null };
  }
  if (!z.uuid().safeParse(clientId).success) {
    throw fieldError('clientId', INVOICE_MESSAGES.clientRequired);
  }
  if (!(await isCompanyClient(db, companyId, clientId))) {
    throw notFound();
  }
  return { ...period, profileId: clientId.toLowerCase() };
}

/** A line the pre-flight read, its view and what it claims. */
export interface CheckedLine {
  line: CandidateLine;
  view: PreflightLineView;
}

export interface PreflightRun {
  result: PreflightResult;
  /** The lines that pass, in file order (client name, date, start). */
  passing: CheckedLine[];
  company: NonNullable<Awaited<ReturnType<typeof claimCompany>>>;
}

/**
 * The pre-flight check (docs/workforce.md "Claims") of the saved, unclaimed (or rejected) lines of the
 * scope: the company's problems fail every line; each line's own problems from the domain rules.
 */
export async function runPreflight(
  db: Queryable,
  companyId: string,
  scope: ClaimScope,
): Promise<PreflightRun> {
  const company = await claimCompany(db, companyId);
  if (!company) {
    throw notFound();
  }
  // A priced line with no agreed time (minutes worked past the rostered end) bills $0: there is
  // nothing to claim and nothing to fix, so it is left out rather than listed as failing.
  const lines = (await candidateLines(db, companyId, scope, scope.profileId)).filter(
    (line) => line.itemNumber === null || line.amountCents > 0,
  );
  const clients = [...new Set(lines.map((x) => x.profileId))];
  // One after another: inside a transaction they share one connection anyway.
  const plans = await plansByClient(db, companyId, clients);
  // A line overlapping one of the period is dated at most a day before or after it.
  const claimed = await claimedByClient(db, companyId, clients, {
    from: addCalendarDays(scope.fromDate, -1),
    to: addCalendarDays(scope.toDate, 1),
  });
  const rows = lines.length === 0 ? [] : await pricingRows(db, companyId);
  const rejected = lines.filter((x) => x.claimStatus === 'Rejected').map((x) => x.invoicesId);
  const rejections = await rejectionCounts(db, companyId, rejected);
  const catalogue = indexCatalogue(rows);
  const ownProblems = companyProblems(company);
  // One cache for the request: the lines share a few dozen item, day and band triples.
  const itemFit = itemMisfitCache();
  const checked = lines.map((line): CheckedLine => {
    const claimReference = referenceOf(line, rejections.get(line.invoicesId) ?? 0);
    const problems = preflightLine(
      {
        invoicesId: line.invoicesId,
        profileId: line.profileId,
        ndisNo: line.ndisNo,
        place: { state: line.state, remoteness: line.remoteness },
        date: line.date,
        dateFrom: line.dateFrom,
        dateTo: line.dateTo,
        itemNumber: line.itemNumber,
        supportItemId: line.supportItemId,
        groupSize: Math.max(1, line.groupSize ?? 1),
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
        quantity: line.quantity,
        claimReference,
        shiftRosterId: line.shiftRosterId,
        shiftCode: line.shiftCode,
        itemName: line.itemName,
        unit: line.unit,
      },
      {
        catalogue,
        plans: plans.get(line.profileId) ?? [],
        claimed: claimed.get(line.profileId) ?? [],
        itemFit,
      },
    );
    const notes = preflightNotes({
      ...line,
      place: { state: line.state, remoteness: line.remoteness },
      groupSize: 1,
      claimReference,
      workedTicks: line.durationTicks,
      agreedTicks: line.agreedDurationTicks,
    });
    return { line, view: { ...toView(line, claimReference, problems), notes } };
  });
  // With a company problem no line can be claimed, though each still lists only its own problems.
  const passing = ownProblems.length > 0 ? [] : checked.filter((c) => c.view.problems.length === 0);
  const passingCents = passing.reduce((sum, c) => sum + c.line.amountCents, 0);
  return {
    company,
    passing,
    result: {
      fromDate: scope.fromDate,
      toDate: scope.toDate,
      companyProblems: ownProblems,
      lines: checked.map((c) => c.view),
      passingCount: passing.length,
      failingCount: checked.length - passing.length,
      passingCents,
    },
  };
}

/** The line's claim reference: its invoice and line number, and the attempt after each rejection. */
function referenceOf(line: CandidateLine, rejections: number): string {
  return claimReferenceFor(line.invoiceNumber ?? '', line.lineNumber ?? 0, 1 + rejections);
}

function toView(
  line: CandidateLine,
  claimReference: string,
  problems: PreflightLineView['problems'],
): PreflightLineView {
  return {
    invoicesId: line.invoicesId,
    invoiceNumber: line.invoiceNumber,
    profileId: line.profileId,
    clientName: line.clientName,
    ndisNo: line.ndisNo,
    date: line.date,
    itemNumber: line.itemNumber,
    itemName: line.itemName,
    amountCents: line.amountCents,
    claimReference,
    claimType: line.claimType === 'CANC' ? 'CANC' : null,
    claimStatus: line.claimStatus === 'Rejected' ? 'Rejected' : null,
    problems,
    notes: [],
  };
}
