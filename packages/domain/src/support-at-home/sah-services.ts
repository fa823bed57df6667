// The Support at Home service list and its prices (SUPPORT-AT-HOME.md §5, §6; issue 39 item 3).
// The list is imported data keyed by the SERV/SERT codes; the company starts from the service types
// the reference names (no codes: the official table is UNCONFIRMED). Prices and caps are dated rows:
// the latest to start wins, `effectiveTo` closes one; a price above a cap in force is refused.
import { dollars } from './sah-money.ts';
import { SAH_CATEGORIES, SAH_CATEGORY_LABELS, type SahCategory } from './sah-types.ts';

export const SAH_SERVICE_UNITS = ['HOUR', 'MEAL', 'TRIP', 'EACH'] as const;
export type SahServiceUnit = (typeof SAH_SERVICE_UNITS)[number];
export const SAH_UNIT_LABELS: Record<SahServiceUnit, string> = {
  HOUR: 'hour',
  MEAL: 'meal',
  TRIP: 'trip',
  EACH: 'each',
};

export const SAH_PRICE_KINDS = ['PRICE', 'CAP'] as const;
export type SahPriceKind = (typeof SAH_PRICE_KINDS)[number];

/** A service of the list. */
export interface SahServiceRow {
  category: SahCategory;
  serviceTypeCode: string | null;
  serviceType: string;
  serviceCode: string | null;
  name: string;
  unit: SahServiceUnit;
}

/** A published price or a cap of a service from a date. */
export interface SahPriceRow {
  kind: SahPriceKind;
  amountCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
}

const row = (category: SahCategory, serviceType: string, unit: SahServiceUnit = 'HOUR'): SahServiceRow => ({
  category,
  serviceTypeCode: null,
  serviceType,
  serviceCode: null,
  name: serviceType,
  unit,
});

/**
 * What a company starts with: one service per service type the reference names (§5.1, 15 names
 * against the official 14, so UNCONFIRMED), no codes. Importing the official table adds the services
 * and fills the codes.
 */
export const SAH_SERVICE_LIST: readonly SahServiceRow[] = [
  row('CLINICAL', 'Nursing care'),
  row('CLINICAL', 'Allied health and other therapeutic services'),
  row('CLINICAL', 'Nutrition (prescribed)'),
  row('CLINICAL', 'Care management'),
  row('CLINICAL', 'Restorative care management'),
  row('INDEPENDENCE', 'Personal care'),
  row('INDEPENDENCE', 'Social support and community engagement'),
  row('INDEPENDENCE', 'Therapeutic services for independent living'),
  row('INDEPENDENCE', 'Respite'),
  row('INDEPENDENCE', 'Transport', 'TRIP'),
  row('INDEPENDENCE', 'Assistive technology', 'EACH'),
  row('INDEPENDENCE', 'Home modifications', 'EACH'),
  row('EVERYDAY_LIVING', 'Domestic assistance'),
  row('EVERYDAY_LIVING', 'Home maintenance and repairs'),
  row('EVERYDAY_LIVING', 'Meals', 'MEAL'),
];

/** The row of a kind in force on a date (the latest to start wins), or null. */
export function priceRowOn<T extends SahPriceRow>(
  rows: readonly T[],
  kind: SahPriceKind,
  date: string,
): T | null {
  let found: T | null = null;
  for (const r of rows) {
    if (r.kind === kind && r.effectiveFrom <= date && (r.effectiveTo === null || date <= r.effectiveTo)) {
      if (!found || r.effectiveFrom > found.effectiveFrom) {
        found = r;
      }
    }
  }
  return found;
}

/** The message refusing a price above a cap, naming the cap row; null when none is passed. */
export function capRefusal(priceCents: number, cap: SahPriceRow | null, unit: SahServiceUnit): string | null {
  if (!cap || priceCents <= cap.amountCents) {
    return null;
  }
  return `The price ${dollars(priceCents)} per ${SAH_UNIT_LABELS[unit]} is above the price cap of ${dollars(cap.amountCents)} in force from ${cap.effectiveFrom} (${cap.source})`;
}

/**
 * The caps a price from `from` to `to` (null: open) would cross: every cap row whose dates meet the
 * price's. A price row is refused when any of them is lower, a cap when a price in its dates is higher.
 */
export function overlaps(a: { effectiveFrom: string; effectiveTo: string | null }, b: typeof a): boolean {
  return (
    (a.effectiveTo === null || b.effectiveFrom <= a.effectiveTo) &&
    (b.effectiveTo === null || a.effectiveFrom <= b.effectiveTo)
  );
}

/** Why a new price or cap row cannot be saved beside the service's rows, or null. */
export function priceRowProblem(
  next: SahPriceRow,
  rows: readonly SahPriceRow[],
  unit: SahServiceUnit,
): string | null {
  const other = next.kind === 'PRICE' ? 'CAP' : 'PRICE';
  for (const r of rows.filter((x) => x.kind === other && overlaps(x, next))) {
    const [price, cap] = next.kind === 'PRICE' ? [next, r] : [r, next];
    const refusal = capRefusal(price.amountCents, cap, unit);
    if (refusal) {
      return next.kind === 'PRICE' ? refusal : `${refusal}: change the price first`;
    }
  }
  return null;
}

/**
 * What one delivery of a service claims (§5.3): hours in 0.25 steps, rounded to the nearest quarter
 * hour (the default reading: UNCONFIRMED), or one meal, trip or item; `quantity` is what the claim
 * file writes, `hundredths` the same in hundredths (a quarter hour is 25).
 */
export function serviceQuantity(
  unit: SahServiceUnit,
  minutes: number,
): { quantity: number; hundredths: number } {
  if (unit !== 'HOUR') {
    return { quantity: 1, hundredths: 100 };
  }
  const quarters = Math.max(0, Math.round(minutes / 15));
  return { quantity: quarters / 4, hundredths: quarters * 25 };
}

/** The price × the quantity (in hundredths), to the cent half-up: integer arithmetic only. */
export const serviceAmountCents = (priceCents: number, hundredths: number): number =>
  Math.floor((priceCents * hundredths + 50) / 100);

/** The quantity as the claim file and explanations write it: '1.75 h', '1 meal'. */
export function quantityLabel(unit: SahServiceUnit, quantity: number): string {
  return unit === 'HOUR' ? `${quantity} h` : `${quantity} ${SAH_UNIT_LABELS[unit]}`;
}

/** A shift's committed cost: hours (or one unit) × the price in force on its day, explained. */
export function committedLine(
  service: { name: string; unit: SahServiceUnit },
  minutes: number,
  day: string,
  price: SahPriceRow | null,
): { cents: number; explanation: string } {
  if (!price) {
    return { cents: 0, explanation: `${day} ${service.name}: no price in force, not counted` };
  }
  const { quantity, hundredths } = serviceQuantity(service.unit, minutes);
  const cents = serviceAmountCents(price.amountCents, hundredths);
  return {
    cents,
    explanation: `${day} ${service.name}: ${quantityLabel(service.unit, quantity)} × ${dollars(price.amountCents)} = ${dollars(cents)}`,
  };
}

/** A service list row of a CSV, or the row's problems. */
export interface ServiceCsvResult {
  rows: SahServiceRow[];
  errors: { row: number; column: string; message: string }[];
}

const CATEGORY_BY_TEXT = new Map<string, SahCategory>(
  SAH_CATEGORIES.flatMap((c) => [
    [c.toLowerCase(), c],
    [SAH_CATEGORY_LABELS[c].toLowerCase(), c],
  ]),
);

/** Splits a CSV line (quotes allowed, "" inside quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cur += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      out.push(cur.trim());
      cur = '';
    } else {
      cur += ch;
    }
  }
  out.push(cur.trim());
  return out;
}

export const SAH_SERVICE_CSV_COLUMNS = [
  'category',
  'service type code',
  'service type',
  'service code',
  'service',
  'unit',
] as const;

/**
 * Reads the service list CSV: a header naming the columns (any order, case ignored), then a row per
 * service. Codes are SERT-/SERV- and four digits (§5.2); a bad row refuses the whole file.
 */
export function readServiceCsv(text: string): ServiceCsvResult {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = cells(lines[0] ?? '').map((h) => h.toLowerCase());
  const errors: ServiceCsvResult['errors'] = [];
  const missing = SAH_SERVICE_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ row: 1, column: 'header', message: `Missing column(s): ${missing.join(', ')}` }],
    };
  }
  if (lines.length < 2) {
    return { rows: [], errors: [{ row: 2, column: 'service', message: 'The file has no services' }] };
  }
  const at = (values: string[], c: (typeof SAH_SERVICE_CSV_COLUMNS)[number]) =>
    values[header.indexOf(c)] ?? '';
  const rows: SahServiceRow[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, i) => {
    const n = i + 2;
    const v = cells(line);
    const bad = (column: string, message: string) => errors.push({ row: n, column, message });
    const category = CATEGORY_BY_TEXT.get(at(v, 'category').toLowerCase());
    if (!category) {
      bad('category', 'Category is Clinical supports, Independence or Everyday living');
    }
    const serviceTypeCode = at(v, 'service type code').toUpperCase() || null;
    if (serviceTypeCode && !/^SERT-\d{4}$/.test(serviceTypeCode)) {
      bad('service type code', 'A service type code is SERT- and 4 digits');
    }
    const serviceCode = at(v, 'service code').toUpperCase() || null;
    if (serviceCode && !/^SERV-\d{4}$/.test(serviceCode)) {
      bad('service code', 'A service code is SERV- and 4 digits');
    }
    const serviceType = at(v, 'service type');
    if (!serviceType) {
      bad('service type', 'Service type is required');
    }
    const name = at(v, 'service');
    if (!name) {
      bad('service', 'Service is required');
    }
    const unit = at(v, 'unit').toUpperCase() as SahServiceUnit;
    if (!SAH_SERVICE_UNITS.includes(unit)) {
      bad('unit', 'Unit is hour, meal, trip or each');
    }
    const key = serviceCode ?? `${serviceType}|${name}`.toLowerCase();
    if (seen.has(key)) {
      bad('service code', 'The service is in the file twice');
    }
    seen.add(key);
    if (category && serviceType && name && SAH_SERVICE_UNITS.includes(unit)) {
      rows.push({ category, serviceTypeCode, serviceType, serviceCode, name, unit });
    }
  });
  return { rows: errors.length > 0 ? [] : rows, errors };
}
