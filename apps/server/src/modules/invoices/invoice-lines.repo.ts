import { centsToDollars, type InvoiceLineView } from '@care/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { invoiceLines, profiles, staffs, supportItems } from '../../db/schema/index.ts';

const l = invoiceLines;
const nameOf = personNameSql;

const dollarsOrNull = (cents: number | null) => (cents == null ? null : centsToDollars(cents));

/** One line's view, by its id; undefined when the company has no such line. */
export async function invoiceLineView(db: Queryable, companyId: string, id: string) {
  const [view] = await invoiceLineViews(db, companyId, eq(invoiceLines.id, id));
  return view;
}

/**
 * The company's invoice lines as lists show them (InvoiceLineView), newest first (date, then start).
 * `where` narrows them: a condition on invoice_lines (e.g. `eq(invoiceLines.profileId, id)`).
 * The explanation is left out: get_invoicedetails reads it for one line.
 */
export async function invoiceLineViews(
  db: Queryable,
  companyId: string,
  where?: SQL,
  order: 'newest' | 'oldest' = 'newest',
): Promise<InvoiceLineView[]> {
  const rows = await selectLines(db, companyId, where, order);
  return rows.map((r) => toLineView(r, companyId));
}

function selectLines(db: Queryable, companyId: string, where: SQL | undefined, order: 'newest' | 'oldest') {
  return db
    .select({
      l: {
        id: l.id,
        profileId: l.profileId,
        status: l.status,
        periodFrom: l.periodFrom,
        periodTo: l.periodTo,
        supportItemId: l.supportItemId,
        itemNumber: l.itemNumber,
        itemName: l.itemName,
        unit: l.unit,
        description: l.description,
        date: l.date,
        dateFrom: l.dateFrom,
        dateTo: l.dateTo,
        durationTicks: l.durationTicks,
        agreedDurationTicks: l.agreedDurationTicks,
        billedDurationTicks: l.billedDurationTicks,
        shortDelivery: l.shortDelivery,
        shortDeliveryReason: l.shortDeliveryReason,
        unitPriceCents: l.unitPriceCents,
        amountCents: l.amountCents,
        quantity: l.quantity,
        totalKm: l.totalKm,
        shiftCode: l.shiftCode,
        shiftPeriod: l.shiftPeriod,
        day: l.day,
        claimType: l.claimType,
        cancellationReason: l.cancellationReason,
        invoiceNumber: l.invoiceNumber,
        claimStatus: l.claimStatus,
        claimMessage: l.claimMessage,
      },
      clientName: nameOf(profiles),
      staffName: sql<string | null>`case when ${staffs.id} is null then null else ${nameOf(staffs)} end`,
      item: {
        itemName: supportItems.itemName,
        itemNumber: supportItems.itemNumber,
        nationalCents: supportItems.nationalCents,
        nswCents: supportItems.nswCents,
        remoteCents: supportItems.remoteCents,
        veryRemoteCents: supportItems.veryRemoteCents,
        unit: supportItems.unit,
      },
    })
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .leftJoin(staffs, eq(staffs.id, l.staffId))
    .leftJoin(supportItems, eq(supportItems.id, l.supportItemId))
    .where(and(eq(l.companyId, companyId), where))
    .orderBy(
      ...(order === 'newest' ? [desc(l.date), desc(l.dateFrom)] : [asc(l.date), asc(l.dateFrom)]),
      asc(l.id),
    );
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** One row as the spec's Invoice item; `national` is the National column, or NSW's in the 2025-26 layout. */
function toLineView(r: LineRow, companyId: string): InvoiceLineView {
  const item = r.item?.itemNumber ? r.item : null;
  return {
    invoicesId: r.l.id,
    description: r.l.description,
    itemNumber: r.l.itemNumber,
    itemName: r.l.itemName,
    date: r.l.date,
    dateFrom: r.l.dateFrom.toISOString(),
    dateTo: r.l.dateTo.toISOString(),
    duration: r.l.durationTicks,
    agreedDuration: r.l.agreedDurationTicks,
    unitPrice: centsToDollars(r.l.unitPriceCents),
    unitPriceCents: r.l.unitPriceCents,
    amount: centsToDollars(r.l.amountCents),
    amountCents: r.l.amountCents,
    quantity: r.l.quantity,
    unit: r.l.unit,
    totalKm: r.l.totalKm,
    shiftCode: r.l.shiftCode,
    shiftPeriod: r.l.shiftPeriod,
    day: r.l.day,
    ndiA_DPA: item
      ? {
          itemName: item.itemName ?? '',
          itemNumber: item.itemNumber ?? '',
          national: dollarsOrNull(item.nationalCents ?? item.nswCents),
          remote: dollarsOrNull(item.remoteCents),
          veryRemote: dollarsOrNull(item.veryRemoteCents),
          unit: item.unit ?? '',
        }
      : null,
    ndiA_DPAId: r.l.supportItemId,
    profileId: r.l.profileId,
    clientName: r.clientName,
    staffName: r.staffName,
    companyID: companyId,
    status: r.l.status === 'Saved' ? 'Saved' : 'Draft',
    periodFrom: r.l.periodFrom,
    periodTo: r.l.periodTo,
    invoiceNumber: r.l.invoiceNumber,
    claimType: r.l.claimType === 'CANC' ? 'CANC' : null,
    cancellationReason: r.l.cancellationReason,
    claimStatus:
      r.l.claimStatus === 'Claimed' || r.l.claimStatus === 'Paid' || r.l.claimStatus === 'Rejected'
        ? r.l.claimStatus
        : null,
    claimMessage: r.l.claimMessage,
    hasItem: r.l.supportItemId !== null,
    billedDuration: r.l.billedDurationTicks,
    shortDelivery:
      r.l.shortDelivery === 'Unconfirmed' || r.l.shortDelivery === 'Confirmed' ? r.l.shortDelivery : null,
    shortDeliveryReason: r.l.shortDeliveryReason,
  };
}
