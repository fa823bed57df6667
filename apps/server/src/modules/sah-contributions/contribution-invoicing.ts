import {
  type ContributionInvoicesReply,
  type ContributionRunReply,
  contributionBillTo,
  contributionDueDate,
  contributionInvoiceDrafts,
  contributionSummary,
  formatCents,
  SAH_CONTRIBUTION_MESSAGES as M,
  seesOnlyAuditApproved,
  todayIn,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { uniqueConflict } from '../../http/unique-conflict.ts';
import { companyZone, lockCompany } from '../companies/companies.api.ts';
import { invoiceNumberOf, invoiceSettingsOf, takeInvoiceNumbers } from '../invoices/invoices.api.ts';
import { clientAddresses } from '../people/people.api.ts';
import { summaryOf } from './contribution-invoice-view.ts';
import {
  firstRepresentatives,
  insertContributionInvoice,
  listContributionInvoices,
  uninvoicedPaidLines,
} from './contribution-invoices.repo.ts';
import { BASE, raced, TAGS } from './contribution-shared.ts';

// The office's list of contribution invoices and the invoicing run (issue 39 item 5).

/** GET …/invoices: the office's list, with what the next run would invoice. */
export const contributionInvoicesRoute = routeSpec({
  method: 'GET',
  url: `${BASE}/invoices`,
  summary:
    'The company’s Support at Home contribution invoices (state and amount owed), and the paid claim lines waiting to be invoiced',
  tags: TAGS,
  querystring: z.object({ clientId: z.uuid('The client id must be a UUID').optional() }),
  async handler({ db, principal, query }): Promise<ContributionInvoicesReply> {
    const rows = await listContributionInvoices(db, principal.companyId, {
      clientId: query.clientId,
      auditApprovedOnly: seesOnlyAuditApproved(principal.role),
    });
    const waiting = contributionInvoiceDrafts(await uninvoicedPaidLines(db, principal.companyId));
    return {
      invoices: rows.map(summaryOf),
      waiting: {
        clientCount: waiting.length,
        lineCount: waiting.reduce((n, d) => n + d.lines.length, 0),
        totalCents: waiting.reduce((n, d) => n + d.totalCents, 0),
      },
    };
  },
});

/**
 * The invoicing run (the route and the demo): one invoice per client of the paid claim lines with a
 * contribution not yet invoiced, numbered from the company's invoice counter, issued on the company's
 * today and due by its payment terms. Under the company's lock: a second run at once waits and finds
 * nothing left; the lines' unique index refuses a line invoiced twice whatever the code does.
 */
export async function invoiceContributions(
  db: Queryable,
  { companyId, userId, now }: { companyId: string; userId: string | null; now: Date },
): Promise<{ issueDate: string; invoices: ContributionRunReply['invoices'] }> {
  await lockCompany(db, companyId);
  const lines = await uninvoicedPaidLines(db, companyId);
  const drafts = contributionInvoiceDrafts(lines);
  if (drafts.length === 0) {
    throw badRequest(M.nothingToInvoice);
  }
  const zone = await companyZone(db, companyId);
  const issueDate = todayIn(now, zone);
  const settings = await invoiceSettingsOf(db, companyId);
  const dueDate = contributionDueDate(issueDate, settings.paymentTermsDays);
  const clientIds = drafts.map((d) => d.clientId);
  const addresses = await clientAddresses(db, companyId, clientIds);
  const reps = await firstRepresentatives(db, companyId, clientIds);
  const clientOf = new Map(lines.map((l) => [l.clientId, l]));
  let next = await takeInvoiceNumbers(db, companyId, drafts.length);
  const made: ContributionRunReply['invoices'] = [];
  try {
    for (const draft of drafts) {
      const client = clientOf.get(draft.clientId);
      const clientName = client?.clientName ?? '';
      const billTo = contributionBillTo(
        {
          fullName: clientName,
          email: client?.clientEmail ?? null,
          address: addresses.get(draft.clientId) || null,
        },
        reps.get(draft.clientId) ?? null,
      );
      const invoiceNumber = invoiceNumberOf(next++);
      const invoiceId = await insertContributionInvoice(
        db,
        {
          companyId,
          profileId: draft.clientId,
          invoiceNumber,
          issueDate,
          dueDate,
          billToKind: billTo.kind,
          billToName: billTo.name,
          billToEmail: billTo.email,
          billToAddress: billTo.address,
          totalCents: draft.totalCents,
          dateCreated: now,
          userCreated: userId,
        },
        draft.lines.map((l) => ({
          claimLineId: l.claimLineId,
          claimReference: l.reference,
          serviceDate: l.serviceDate,
          serviceName: l.serviceName,
          quantityHundredths: l.quantityHundredths,
          unitPriceCents: l.unitPriceCents,
          grossCents: l.grossCents,
          governmentCents: l.governmentCents,
          contributionCents: l.contributionCents,
        })),
      );
      made.push({
        invoiceId,
        invoiceNumber,
        clientName,
        lineCount: draft.lines.length,
        totalCents: draft.totalCents,
      });
    }
  } catch (error) {
    throw uniqueConflict(error) ? conflict(raced) : error;
  }
  return { issueDate, invoices: made };
}

/**
/** POST …/run: the invoicing run (invoiceContributions). */
export const runContributionInvoicingRoute = routeSpec({
  method: 'POST',
  url: `${BASE}/run`,
  summary:
    'Invoices the clients’ contributions on paid claim lines not yet invoiced: one tax invoice per client, numbered, issued today',
  tags: TAGS,
  activity: 'Ran the Support at Home contribution invoicing',
  async handler({ db, principal, now, recordActivity }): Promise<ContributionRunReply> {
    const { issueDate, invoices: made } = await invoiceContributions(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
    });
    const total = made.reduce((n, m) => n + m.totalCents, 0);
    recordActivity(
      `Made ${made.length} Support at Home contribution invoice(s) for ${formatCents(total)}: ${made
        .map((m) => contributionSummary(m.invoiceNumber, m.clientName, m.totalCents))
        .join('; ')}`,
    );
    return {
      status: 'Success',
      message: M.invoiced(made.length, formatCents(total)),
      issueDate,
      invoices: made,
    };
  },
});
