import {
  type ActivityOption,
  bandCodesOfItemName,
  type ClientBillingView,
  centsToDollars,
  clientBillingSchema,
  confirmShortDeliveryLine,
  hoursText,
  type InvoiceLineDetail,
  type InvoiceLineView,
  inForceOn,
  invoiceEditSchema,
  itemMisfit,
  itemsInForce,
  INVOICE_MESSAGES as M,
  type PricingRow,
  quoteFor,
  repriceLine,
  type StatusReply,
  shortDeliveryConfirmSchema,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { reachedRow } from '../people/people.api.ts';
import {
  clientBilling,
  clientName,
  confirmLineDelivery,
  invoiceClientOf,
  type LineForEdit,
  lineExplanation,
  lineForEdit,
  scheduledItemNumbers,
  setBoundaryRule,
  updateLineItem,
} from './invoice-edit.repo.ts';
import { invoiceLineView } from './invoice-lines.repo.ts';
import { pricingRows } from './pricing-rows.repo.ts';

const TAGS = ['Invoice'];
const OPTIONS_LIMIT = 50;
const lineParams = z.object({ invoicesId: z.uuid('The invoice line id must be a UUID') });
const profileParams = z.object({ profileId: z.uuid('The client id must be a UUID') });

/** The line of the company, or 404. */
async function requireLine(db: Queryable, companyId: string, id: string): Promise<LineForEdit> {
  const line = await lineForEdit(db, companyId, id);
  if (!line) {
    throw notFound();
  }
  return line;
}

/** How many clients share the line's shift: the group its price was divided for. */
const groupSizeOf = (line: LineForEdit): number =>
  Math.max(1, line.explanation?.pricing?.groupSize ?? line.explanation?.shift?.groupSize ?? 1);

async function lineView(db: Queryable, companyId: string, id: string): Promise<InvoiceLineView> {
  const view = await invoiceLineView(db, companyId, id);
  if (!view) {
    throw notFound();
  }
  return view;
}

/** Edit Invoice (spec 3 §5), its activity choices, a line's explanation, and a client's billing rule. */
export const editInvoiceRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/edit_invoice/:invoicesId',
  summary:
    'Changes the activity (support item) of an invoice line and reprices it; a claimed or paid line is locked',
  tags: TAGS,
  params: lineParams,
  querystring: z.object({ userId: z.string().optional() }),
  // Checked after the line is found (another company's line is 404 whatever the body).
  body: z.object({ ndiA_DPAId: z.unknown().optional() }),
  activity: 'Edited an invoice line',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const { companyId } = principal;
    const line = await requireLine(db, companyId, params.invoicesId);
    const { ndiA_DPAId } = parseOrThrow(invoiceEditSchema, { ndiA_DPAId: body.ndiA_DPAId });
    if (line.claimStatus === 'Claimed' || line.claimStatus === 'Paid') {
      throw fieldError('ndiA_DPAId', M.lineLocked);
    }
    if (line.onSentInvoice) {
      throw fieldError('ndiA_DPAId', M.lineSent);
    }
    const row = (await pricingRows(db, companyId)).find((r) => r.supportItemId === ndiA_DPAId);
    if (!row) {
      throw fieldError('ndiA_DPAId', M.activityRequired);
    }
    if (!inForceOn(row, line.date)) {
      throw fieldError('ndiA_DPAId', M.itemNotInForce);
    }
    // Only an item for the line's day, band and unit (issue 25 item 9: no Sunday item on a Friday line).
    const misfit = itemMisfit(row, line);
    if (misfit) {
      throw fieldError('ndiA_DPAId', M.itemDoesNotFit(misfit));
    }
    const client = invoiceClientOf(line);
    if (row.quote || quoteFor(row, client, groupSizeOf(line)).unitPriceCents === null) {
      throw fieldError('ndiA_DPAId', M.itemNoPrice);
    }
    const repriced = repriceLine(line, row, client, { by: principal.fullName, at: now });
    await updateLineItem(db, companyId, line.id, repriced, now, principal.uid);
    recordActivity(
      `Changed the activity of the invoice line of ${line.client.fullName} on ${line.date} from ${line.itemNumber ?? 'none'} to ${row.itemNumber}`,
    );
    const invoice = await lineView(db, companyId, line.id);
    return { status: 'Success', message: M.edited, invoice };
  },
});

export const confirmShortDeliveryRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/confirm_short_delivery/:invoicesId',
  summary:
    'Bills the agreed time of a short delivery (worked short of agreed beyond the tolerance), with the reason kept on the line',
  tags: TAGS,
  params: lineParams,
  body: z.object({ reason: z.unknown().optional() }),
  activity: 'Confirmed a short delivery',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const { companyId } = principal;
    const line = await requireLine(db, companyId, params.invoicesId);
    const { reason } = parseOrThrow(shortDeliveryConfirmSchema, { reason: body.reason });
    if (line.claimStatus === 'Claimed' || line.claimStatus === 'Paid') {
      throw fieldError('reason', M.lineLocked);
    }
    if (line.onSentInvoice) {
      throw fieldError('reason', M.lineSent);
    }
    if (line.shortDelivery !== 'Unconfirmed') {
      throw conflict(M.notShort);
    }
    const fields = confirmShortDeliveryLine(line, { by: principal.fullName, at: now, reason });
    await confirmLineDelivery(db, companyId, line.id, { ...fields, reason }, now, principal.uid);
    recordActivity(
      `Confirmed the short delivery of ${line.client.fullName} on ${line.date} (worked ${hoursText(line.durationTicks)} of the agreed ${hoursText(line.agreedDurationTicks)}) at the agreed time: ${reason}`,
    );
    return {
      status: 'Success' as const,
      message: M.shortConfirmed,
      invoice: await lineView(db, companyId, line.id),
    };
  },
});

export const activityOptionsRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/activity_options/:invoicesId',
  summary:
    "The priced support items in force on the line's date that fit its day, band and unit, at the client's price: scheduled items first",
  tags: TAGS,
  params: lineParams,
  querystring: z.object({ search: z.string().trim().max(100).optional() }),
  async handler({ db, principal, params, query }): Promise<ActivityOption[]> {
    const line = await requireLine(db, principal.companyId, params.invoicesId);
    const [rows, scheduled] = await readTogether(db, [
      () => pricingRows(db, principal.companyId),
      () => scheduledItemNumbers(db, principal.companyId, line.profileId),
    ]);
    return activityOptions(line, rows, scheduled, query.search ?? '');
  },
});

export const getInvoicedetailsRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/get_invoicedetails/:id',
  summary:
    'One invoice line with its explanation (shift, worker, splits, band rule, catalogue row, arithmetic)',
  tags: TAGS,
  params: z.object({ id: z.uuid('The invoice line id must be a UUID') }),
  async handler({ db, principal, params }): Promise<InvoiceLineDetail> {
    // A line of a client the reader does not reach (an auditor: not audit-approved) is not found.
    const found = await reachedRow(
      db,
      principal,
      'client',
      await lineExplanation(db, principal.companyId, params.id),
      (line) => line.profileId,
    );
    return { ...(await lineView(db, principal.companyId, params.id)), explanation: found.explanation };
  },
});

export const clientBillingRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/client_billing/:profileId',
  summary: "A client's billing rule across band edges, with the remoteness and state that price them",
  tags: TAGS,
  params: profileParams,
  async handler({ db, principal, params }): Promise<ClientBillingView> {
    const row = await clientBilling(db, principal.companyId, params.profileId);
    if (!row) {
      throw notFound();
    }
    return row;
  },
});

export const postClientBillingRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/client_billing/:profileId',
  summary: "Saves how a client's supports across a band edge are billed (split or higher rate)",
  tags: TAGS,
  params: profileParams,
  body: z.object({ boundaryRule: z.unknown().optional() }),
  activity: 'Changed a client’s billing rule',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { boundaryRule } = parseOrThrow(clientBillingSchema, { boundaryRule: body.boundaryRule });
    await setBoundaryRule(db, principal.companyId, params.profileId, boundaryRule, now, principal.uid);
    recordActivity(
      `Changed the billing rule of ${await clientName(db, principal.companyId, params.profileId)} to ${boundaryRule}`,
    );
    return { status: 'Success', message: M.billingSaved };
  },
});

/** The options of one line: priced, not quotable, in force on its date, matching the search. */
function activityOptions(
  line: LineForEdit,
  rows: readonly PricingRow[],
  scheduled: ReadonlySet<string>,
  search: string,
): ActivityOption[] {
  const client = invoiceClientOf(line);
  const needle = search.toLowerCase();
  const rank = (row: PricingRow) =>
    (scheduled.has(row.itemNumber) ? 0 : 2) +
    ((bandCodesOfItemName(row.itemName) as string[]).includes(line.shiftCode) ? 0 : 1);
  return itemsInForce(rows, line.date)
    .filter((row) => !row.quote && itemMisfit(row, line) === null)
    .filter(
      (row) =>
        !needle ||
        row.itemNumber.toLowerCase().includes(needle) ||
        row.itemName.toLowerCase().includes(needle),
    )
    .map((row) => ({ row, cents: quoteFor(row, client, groupSizeOf(line)).unitPriceCents, rank: rank(row) }))
    .filter((o): o is typeof o & { cents: number } => o.cents !== null)
    .sort((a, b) => a.rank - b.rank || a.row.itemNumber.localeCompare(b.row.itemNumber))
    .slice(0, OPTIONS_LIMIT)
    .map(({ row, cents }) => ({
      ndiA_DPAId: row.supportItemId,
      itemNumber: row.itemNumber,
      itemName: row.itemName,
      unit: row.unit,
      unitPrice: centsToDollars(cents),
      unitPriceCents: cents,
      scheduled: scheduled.has(row.itemNumber),
    }));
}
