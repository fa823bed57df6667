// The catalogue sheet's columns: the row types, the headings each field is found under, and the
// workbook's own spelling of them for messages. Kept apart from the row checks in parser.ts.

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

export const FIELDS = {
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
export type Field = keyof typeof FIELDS;

export const REQUIRED: readonly Field[] = ['itemNumber', 'itemName', 'unit', 'startDate', 'endDate'];
export const FLAGS = [
  'nonFaceToFace',
  'providerTravel',
  'shortNoticeCancellations',
  'ndiaRequestedReports',
  'irregularSil',
] as const;
export const PRICE_HEADINGS: Record<PriceColumn, string> = {
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
export const PRICE_COLUMNS = Object.keys(PRICE_HEADINGS) as PriceColumn[];
/** The heading of each field as the official workbook spells it, for messages. */
export const LABELS: Record<Field, string> = {
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
export const HEADING_SEARCH_ROWS = 10;
