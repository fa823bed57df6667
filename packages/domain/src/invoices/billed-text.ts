// What a line bills, written beside its amount on every document and screen (issue 40 item 2): the
// quantity billed × the unit price = the amount, with agreed and worked hours as information only.
import { dollars } from './explain-line.ts';
import { hoursText } from './hours.ts';

/** The quantity as invoices write it: hours to 2 decimals for an hourly item ('0.13 h'), else the count and unit ('1 E'). */
export function quantityText(quantity: number, unit: string | null): string {
  if (!unit || unit === 'H') {
    return `${quantity.toFixed(2)} h`;
  }
  const count = Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2);
  return `${count} ${unit}`;
}

/** A line's sum: '0.13 h × $70.23 = $9.36'; a line with no priced item says so. */
export function lineSumText(l: {
  quantity: number;
  unit: string | null;
  unitPriceCents: number;
  amountCents: number;
}): string {
  if (!l.unit) {
    return `No priced item: ${dollars(l.amountCents)}`;
  }
  return `${quantityText(l.quantity, l.unit)} × ${dollars(l.unitPriceCents)} = ${dollars(l.amountCents)}`;
}

/** Agreed and worked hours, for information: 'agreed 2.00 h, worked 0.13 h' (ticks). */
export function hoursInfoText(l: { agreedDuration: number; duration: number }): string {
  return `agreed ${hoursText(l.agreedDuration)}, worked ${hoursText(l.duration)}`;
}

/** Lines' billed quantity summed by unit: '2.13 h', '2.13 h + 1 E', '1 E'; hours first. */
export function billedQuantitiesText(lines: readonly { quantity: number; unit: string | null }[]): string {
  const byUnit = new Map<string, number>();
  for (const l of lines) {
    const unit = l.unit ?? 'H';
    byUnit.set(unit, (byUnit.get(unit) ?? 0) + l.quantity);
  }
  const said = [...byUnit.entries()]
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => (a === 'H' ? -1 : b === 'H' ? 1 : a.localeCompare(b)))
    .map(([unit, q]) => quantityText(Math.round(q * 1e6) / 1e6, unit));
  return said.length > 0 ? said.join(' + ') : quantityText(0, 'H');
}
