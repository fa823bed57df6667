import type { MarginBilledLine } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { claimedLinesOfDates } from './sah-delivered.repo.ts';

/**
 * The Support at Home lines claimed in the dates, as the margin report reads billed lines: the
 * provider's price of the service (government plus contribution) is what the shift billed. An hourly
 * service is hours; a meal or other unit counts as each.
 */
export async function sahBilledLinesOfDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
  auditApprovedOnly: boolean,
): Promise<MarginBilledLine[]> {
  const rows = await claimedLinesOfDates(db, companyId, fromDate, toDate, auditApprovedOnly);
  return rows.map((r) => ({
    invoiceLineId: r.lineId,
    shiftRosterId: r.shiftRosterId,
    clientId: r.clientId,
    clientName: r.clientName,
    staffId: r.staffId,
    staffName: r.staffName,
    itemNumber: r.serviceCode,
    itemName: r.serviceName,
    date: r.date,
    quantity: r.quantityHundredths / 100,
    unit: r.unit === 'HOUR' ? 'H' : 'E',
    unitPriceCents: r.unitPriceCents,
    amountCents: r.grossCents,
    billedTicks: r.durationTicks,
    invoiceNumber: null,
    claimNumber: r.claimNumber,
  }));
}
