// The sentences of a line's explanation (InvoiceLineExplanation): what a plan manager reads.
import type { ShiftCode } from '../attendance/shift-codes.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import { zonedDateAndTime } from '../dates.ts';
import { weekdayOf } from '../roster/calendar-grid.ts';
import { hoursText } from './hours.ts';
import type { ChosenItem, PriceQuote, PricingRow } from './invoice-lines.ts';

/** The PAPL name of each code's band ('Weekday Evening' for E). */
export const BAND_NAMES: Record<ShiftCode, string> = {
  M: 'Weekday Daytime',
  E: 'Weekday Evening',
  EX: 'Weekday Night',
  SA: 'Saturday',
  SAN: 'Saturday (night hours)',
  SU: 'Sunday',
  SUN: 'Sunday (night hours)',
  PH: 'Public Holiday',
  N: 'Night-Time Sleepover',
};

/** A band's PAPL name; an unknown code as-is. */
export const bandName = (code: string): string =>
  Object.hasOwn(BAND_NAMES, code) ? ((BAND_NAMES as Record<string, string>)[code] ?? code) : code;

/** Cents as '$1,234.56'. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 'Weekday', 'Saturday', 'Sunday' or 'Public holiday' for a local date. */
export function dayKind(localDate: string, holidays: ReadonlySet<string>): string {
  if (holidays.has(localDate)) {
    return 'Public holiday';
  }
  const weekday = weekdayOf(localDate);
  return weekday === 6 ? 'Saturday' : weekday === 0 ? 'Sunday' : 'Weekday';
}

/** '20:00–24:00' in the zone; an end on a later date reads '02:00 next day' (midnight is 24:00). */
export function timeRange(from: Date, to: Date, zone: string): string {
  // The cached formatter of the split rule: a month's load explains thousands of lines.
  const start = zonedDateAndTime(from.getTime(), zone);
  const end = zonedDateAndTime(to.getTime(), zone);
  const sameDay = start.date === end.date;
  const endsAtMidnight = end.time === '00:00' && !sameDay && to.getTime() - from.getTime() < 24 * 3_600_000;
  const endText = sameDay ? end.time : endsAtMidnight ? '24:00' : `${end.time} next day`;
  return `${start.time}–${endText}`;
}

/** The band sentence of a line billed per band (the split rule, a sleepover or a cancellation piece). */
export function bandText(
  code: string,
  span: { from: Date; to: Date; localDate: string },
  bands: WorkBands,
  rule: 'split' | 'sleepover' | 'cancellation',
): string {
  const when = `${dayKind(span.localDate, bands.holidays)} ${timeRange(span.from, span.to, bands.zone)} (local)`;
  if (rule === 'sleepover') {
    return `${when} is a Night-Time Sleepover (N): claimed once a night (unit E), whatever its hours`;
  }
  const tail =
    rule === 'cancellation'
      ? 'the rostered time of this band, billed per band'
      : 'billed per band, the NDIS general rule';
  return `${when} is ${bandName(code)} (${code}): ${tail}`;
}

/** The band sentence of a line billed whole at its highest band (the higher-rate rule). */
export function higherRateText(
  code: string,
  codes: readonly string[],
  span: { from: Date; to: Date; localDate: string },
  bands: WorkBands,
): string {
  const when = `${dayKind(span.localDate, bands.holidays)} ${timeRange(span.from, span.to, bands.zone)} (local)`;
  const crossed = [...new Set(codes)].map((c) => `${bandName(c)} (${c})`).join(', ');
  return `${when} crosses ${crossed}: billed whole at the highest price, ${bandName(code)} (${code}), under the higher-rate rule, which needs the participant's agreement (PAPL: only after discussing it with the participant)`;
}

const rowText = (row: PricingRow, quote: PriceQuote): string => {
  const price = quote.limitCents === null ? 'no price (quotable)' : dollars(quote.limitCents);
  return `${row.itemNumber} ${row.itemName} in ${row.catalogueName} (in force ${row.startDate} to ${row.endDate ?? 'open'}), ${quote.column} column ${price}`;
};

/** The item sentence: where the item came from and the catalogue row and column priced. */
export function itemText(
  code: string,
  chosen: ChosenItem | { source: 'edited'; row: PricingRow },
  quote: PriceQuote | null,
): string {
  const { row } = chosen;
  if (!row || !quote) {
    return `No support item for ${bandName(code)} (${code}): the client’s support schedule has banded items and none of their families has one for this band. Choose the activity (Edit) before claiming.`;
  }
  switch (chosen.source) {
    case 'schedule':
      return `From the client’s support schedule: ${rowText(row, quote)}`;
    case 'family':
      return `Same family as an item on the client’s support schedule (registration group ${row.registrationGroupNumber ?? '–'}, category ${row.supportCategoryNumber ?? '–'}), naming ${bandName(code)}: ${rowText(row, quote)}`;
    case 'edited':
      return `Chosen by an administrator (Edit Invoice): ${rowText(row, quote)}`;
    default:
      return `The company default for ${bandName(code)} (${code}), the client’s support schedule naming no band: ${rowText(row, quote)}`;
  }
}

/** The arithmetic sentence: limit, group division, hours billed (agreed, or worked when short), amount. */
export function pricingText(p: {
  limitCents: number | null;
  groupSize: number;
  unitPriceCents: number;
  unit: string | null;
  agreedDurationTicks: number;
  /** The hours billed; the agreed hours when not given. */
  billedTicks?: number;
  workedTicks: number | null;
  amountCents: number;
}): string {
  if (p.limitCents === null || p.unit === null) {
    return `No price: ${dollars(0)} until a priced activity is chosen`;
  }
  const unitPart =
    p.groupSize > 1
      ? `${dollars(p.limitCents)} ÷ ${p.groupSize} clients = ${dollars(p.unitPriceCents)} (rounded down to the cent)`
      : dollars(p.unitPriceCents);
  if (p.unit !== 'H') {
    const why = p.unit === 'E' ? ' (claimed once, unit E, whatever the hours)' : ` (unit ${p.unit})`;
    return `${unitPart} × 1${why} = ${dollars(p.amountCents)}`;
  }
  const billed = p.billedTicks ?? p.agreedDurationTicks;
  if (billed !== p.agreedDurationTicks) {
    return `${unitPart} × ${hoursText(billed)} worked (agreed ${hoursText(p.agreedDurationTicks)}, short delivery) = ${dollars(p.amountCents)}`;
  }
  const worked =
    p.workedTicks !== null && p.workedTicks !== p.agreedDurationTicks
      ? ` (worked ${hoursText(p.workedTicks)})`
      : '';
  return `${unitPart} × ${hoursText(p.agreedDurationTicks)} agreed${worked} = ${dollars(p.amountCents)}`;
}

/** Notice as '2 days 4 hours'; none as 'no'. */
export function noticeText(minutes: number): string {
  const total = Math.max(0, Math.floor(minutes));
  const parts: [number, string][] = [
    [Math.floor(total / 1440), 'day'],
    [Math.floor((total % 1440) / 60), 'hour'],
    [total % 60, 'minute'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : 'no';
}

/** The cancellation sentence. */
export function cancellationText(noticeMinutes: number, reasonCode: string): string {
  const notice = noticeText(noticeMinutes);
  const phrase = notice === 'no' ? 'no notice' : `${notice}${notice.endsWith('s') ? "'" : "'s"} notice`;
  return `Cancelled by the client with ${phrase} (less than 7 days): billed at 100% of the agreed fee as a short-notice cancellation (CANC, ${reasonCode})`;
}

/** Why TTP did not apply, for a support before 1 July 2024; null after (the switch is not relevant). */
export function ttpText(date: string, withTTP: boolean): string | null {
  if (date >= '2024-07-01') {
    return null;
  }
  return `The Temporary Transformation Payment (TTP) ended on 1 July 2024 and no TTP item is in the imported catalogues: priced without TTP (Load with TTP was ${withTTP ? 'Yes' : 'No'})`;
}
