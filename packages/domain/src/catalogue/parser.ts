/** The two layouts of the official workbook: 2025-26 has a price column per state, 2026-27 one National column. */
export type CatalogueLayout = 'states' | 'national';

/** The state price columns of the 2025-26 layout, in the workbook's order. */
export const STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type StateCode = (typeof STATE_CODES)[number];

/** A price column of a catalogue row. */
export type PriceColumn = StateCode | 'National' | 'Remote' | 'Very Remote';

/** One support item as a catalogue row has it: prices in cents (null: none, as for quotable items). */
export interface CatalogueItem {
  itemNumber: string;
  itemName: string;
  registrationGroupNumber: string | null;
  registrationGroupName: string | null;
  supportCategoryNumber: string | null;
  supportCategoryName: string | null;
  unit: string;
  quote: boolean;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD, or null when open-ended (99991231). */
  endDate: string | null;
  type: string | null;
  prices: Record<PriceColumn, number | null>;
  nonFaceToFace: boolean | null;
  providerTravel: boolean | null;
  shortNoticeCancellations: boolean | null;
  ndiaRequestedReports: boolean | null;
  irregularSil: boolean | null;
}

/** A problem with one row of the sheet, numbered as the spreadsheet numbers it. */
export interface CatalogueRowError {
  row: number;
  column: string;
  message: string;
}

export type CatalogueParse =
  | { ok: true; layout: CatalogueLayout; items: CatalogueItem[]; errors: CatalogueRowError[] }
  | { ok: false; message: string };

/** A cell as CSV text or a spreadsheet gives it. */
export type Cell = string | number | boolean | Date | null | undefined;

/** A heading compared after trimming, case-folding, dropping a trailing full stop and a BOM. */
export const headingKey = (heading: Cell): string =>
  String(heading ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\.+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

const FIELDS = {
  itemNumber: 'support item number',
  itemName: 'support item name',
  registrationGroupNumber: 'registration group number',
  registrationGroupName: 'registration group name',
  supportCategoryNumber: 'support category number',
  supportCategoryName: 'support category name',
  unit: 'unit',
  quote: 'quote',
  startDate: 'start date',
  endDate: 'end date',
  type: 'type',
  nonFaceToFace: 'non-face-to-face support provision',
  providerTravel: 'provider travel',
  shortNoticeCancellations: 'short notice cancellations',
  ndiaRequestedReports: 'ndia requested reports',
  irregularSil: 'irregular sil supports',
} as const;
type Field = keyof typeof FIELDS;

const REQUIRED: readonly Field[] = ['itemNumber', 'itemName', 'unit', 'startDate', 'endDate'];
const FLAGS = [
  'nonFaceToFace',
  'providerTravel',
  'shortNoticeCancellations',
  'ndiaRequestedReports',
  'irregularSil',
] as const;
const PRICE_HEADINGS: Record<PriceColumn, string> = {
  ACT: 'act',
  NSW: 'nsw',
  NT: 'nt',
  QLD: 'qld',
  SA: 'sa',
  TAS: 'tas',
  VIC: 'vic',
  WA: 'wa',
  National: 'national',
  Remote: 'remote',
  'Very Remote': 'very remote',
};
const PRICE_COLUMNS = Object.keys(PRICE_HEADINGS) as PriceColumn[];
/** The heading of each field as the official workbook spells it, for messages. */
const LABELS: Record<Field, string> = {
  itemNumber: 'Support Item Number',
  itemName: 'Support Item Name',
  registrationGroupNumber: 'Registration Group Number',
  registrationGroupName: 'Registration Group Name',
  supportCategoryNumber: 'Support Category Number',
  supportCategoryName: 'Support Category Name',
  unit: 'Unit',
  quote: 'Quote',
  startDate: 'Start date',
  endDate: 'End Date',
  type: 'Type',
  nonFaceToFace: 'Non-Face-to-Face Support Provision',
  providerTravel: 'Provider Travel',
  shortNoticeCancellations: 'Short Notice Cancellations.',
  ndiaRequestedReports: 'NDIA Requested Reports',
  irregularSil: 'Irregular SIL Supports',
};

/** The catalogue's units: hour, each, day, week, month, year. */
export const CATALOGUE_UNITS = ['H', 'E', 'D', 'WK', 'MON', 'YR'] as const;

/** How many rows from the top the heading row is looked for in. */
const HEADING_SEARCH_ROWS = 10;

const text = (cell: Cell): string => {
  if (cell instanceof Date) {
    return cell.toISOString().slice(0, 10);
  }
  return cell === null || cell === undefined ? '' : String(cell).trim();
};

/**
 * A price cell in cents: "$1,063.13" → 106313, 70.23 → 7023; empty → null. Undefined when it is
 * not a price (letters, more than two decimals, negative).
 */
export function parsePriceCents(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') {
    return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : undefined;
  }
  const raw = text(cell);
  if (raw === '') {
    return null;
  }
  const plain = raw.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
    return undefined;
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The highest price limit a catalogue row may state, in cents ($100,000.00 a unit). The highest
 * real one (2025-26 v1.1) is $6,405.38 a day; a line of a 24-hour shift at this bound ($2.4M) still
 * fits the integer cents columns of the invoice, claim and schedule lines. Issue 24: a price above
 * it is refused at its row, never stored.
 */
export const MAX_CATALOGUE_PRICE_CENTS = 100_000_00;

const dollarsText = (cents: number): string =>
  `$${Math.floor(cents / 100).toLocaleString('en-AU')}.${String(cents % 100).padStart(2, '0')}`;

/** The open-ended end date of the catalogue. */
const OPEN_ENDED = '99991231';

/**
 * A catalogue date cell as YYYY-MM-DD: 20250701 (text or number), '2025-07-01', or a spreadsheet
 * date. 99991231 is open-ended (null). Undefined when it is not a real date.
 */
export function parseCatalogueDate(cell: Cell): string | null | undefined {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? undefined : text(cell);
  }
  const raw = typeof cell === 'number' ? String(Math.trunc(cell)) : text(cell);
  if (raw === OPEN_ENDED || raw === '9999-12-31') {
    return null;
  }
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(raw);
  if (!m) {
    return undefined;
  }
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** A flag cell: Y → true, N → false, NA or empty → null; undefined for anything else. */
export function parseFlag(cell: Cell): boolean | null | undefined {
  const raw = text(cell).toUpperCase();
  if (raw === 'Y' || raw === 'YES' || raw === 'TRUE') {
    return true;
  }
  if (raw === 'N' || raw === 'NO' || raw === 'FALSE') {
    return false;
  }
  return raw === 'NA' || raw === 'N/A' || raw === '' ? null : undefined;
}

/**
 * Reads the rows of a catalogue sheet (CSV or workbook) into support items. Finds the heading row
 * near the top, decides the layout from it (a National column, or the state columns), and checks
 * every row: each problem is reported with its row number, and the good rows are still given.
 */
export function parseCatalogueRows(rows: readonly (readonly Cell[])[]): CatalogueParse {
  const headingIndex = rows
    .slice(0, HEADING_SEARCH_ROWS)
    .findIndex((r) => r.some((c) => headingKey(c) === FIELDS.itemNumber));
  if (headingIndex < 0) {
    return {
      ok: false,
      message:
        'This is not an NDIS Support Catalogue: no "Support Item Number" heading was found. Upload the official workbook or its CSV export.',
    };
  }
  const headings = (rows[headingIndex] ?? []).map(headingKey);
  const at = (key: string) => headings.indexOf(key);
  const columns = Object.fromEntries(Object.entries(FIELDS).map(([f, key]) => [f, at(key)])) as Record<
    Field,
    number
  >;
  const priceAt = Object.fromEntries(PRICE_COLUMNS.map((p) => [p, at(PRICE_HEADINGS[p])])) as Record<
    PriceColumn,
    number
  >;
  const layout: CatalogueLayout = priceAt.National >= 0 ? 'national' : 'states';
  const missing = [
    ...REQUIRED.filter((f) => columns[f] < 0).map((f) => LABELS[f]),
    ...(layout === 'national' ? [] : STATE_CODES.filter((s) => priceAt[s] < 0)),
    ...(['Remote', 'Very Remote'] as const).filter((p) => priceAt[p] < 0),
  ];
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The catalogue has no column ${missing.join(', ')}. Upload the official workbook or its CSV export.`,
    };
  }

  const items: CatalogueItem[] = [];
  const errors: CatalogueRowError[] = [];
  rows.slice(headingIndex + 1).forEach((cells, i) => {
    const row = headingIndex + i + 2;
    if (cells.every((c) => text(c) === '')) {
      return;
    }
    const problems: CatalogueRowError[] = [];
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    const get = (f: Field) => (columns[f] >= 0 ? cells[columns[f]] : undefined);
    const optional = (f: Field) => text(get(f)) || null;

    const itemNumber = text(get('itemNumber'));
    // Mostly 01_011_0107_1_1, but the official file also has 'Bereavement' (a plan management payment).
    if (!/^[0-9A-Za-z][0-9A-Za-z_.-]{0,39}$/.test(itemNumber)) {
      problem(
        LABELS.itemNumber,
        itemNumber ? `"${itemNumber}" is not a support item number` : 'The support item number is empty',
      );
    }
    const itemName = text(get('itemName'));
    if (!itemName) {
      problem(LABELS.itemName, 'The support item name is empty');
    }
    const unit = text(get('unit')).toUpperCase();
    if (!(CATALOGUE_UNITS as readonly string[]).includes(unit)) {
      problem(LABELS.unit, unit ? `"${unit}" is not a unit (H, E, D, WK, MON, YR)` : 'The unit is empty');
    }
    const startDate = parseCatalogueDate(get('startDate'));
    if (!startDate) {
      problem(LABELS.startDate, `"${text(get('startDate'))}" is not a date (YYYYMMDD)`);
    }
    const endDate = parseCatalogueDate(get('endDate'));
    if (endDate === undefined) {
      problem(LABELS.endDate, `"${text(get('endDate'))}" is not a date (YYYYMMDD)`);
    } else if (startDate && endDate && endDate < startDate) {
      problem(LABELS.endDate, 'The end date is before the start date');
    }
    const prices = {} as Record<PriceColumn, number | null>;
    for (const p of PRICE_COLUMNS) {
      const cents = priceAt[p] >= 0 ? parsePriceCents(cells[priceAt[p]]) : null;
      if (cents === undefined) {
        problem(p, `"${text(cells[priceAt[p]])}" is not a price`);
      } else if (cents !== null && !(cents <= MAX_CATALOGUE_PRICE_CENTS)) {
        problem(
          p,
          `"${text(cells[priceAt[p]])}" is more than the highest price a catalogue row may state (${dollarsText(MAX_CATALOGUE_PRICE_CENTS)})`,
        );
      }
      prices[p] = cents ?? null;
    }
    const flags = {} as Record<(typeof FLAGS)[number], boolean | null>;
    for (const f of FLAGS) {
      const value = parseFlag(get(f));
      if (value === undefined) {
        problem(LABELS[f], `"${text(get(f))}" is not Y, N or NA`);
      }
      flags[f] = value ?? null;
    }
    if (problems.length > 0) {
      errors.push(...problems);
      return;
    }
    items.push({
      itemNumber,
      itemName,
      registrationGroupNumber: optional('registrationGroupNumber'),
      registrationGroupName: optional('registrationGroupName'),
      supportCategoryNumber: optional('supportCategoryNumber'),
      supportCategoryName: optional('supportCategoryName'),
      unit,
      quote: parseFlag(get('quote')) === true,
      startDate: startDate as string,
      endDate: endDate ?? null,
      type: optional('type'),
      prices,
      ...flags,
    });
  });
  return { ok: true, layout, items, errors };
}

/**
 * The content of a catalogue row as one text: two rows with the same text are the same row, so a
 * file imported twice adds nothing (the server stores a hash of it).
 */
export function catalogueItemFingerprint(item: CatalogueItem): string {
  return JSON.stringify([
    item.itemNumber,
    item.itemName,
    item.registrationGroupNumber,
    item.registrationGroupName,
    item.supportCategoryNumber,
    item.supportCategoryName,
    item.unit,
    item.quote,
    item.startDate,
    item.endDate,
    item.type,
    PRICE_COLUMNS.map((p) => item.prices[p]),
    FLAGS.map((f) => item[f]),
  ]);
}
