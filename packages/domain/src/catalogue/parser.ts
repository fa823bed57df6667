import {
  dollarsText,
  MAX_CATALOGUE_PRICE_CENTS,
  parseCatalogueDate,
  parseFlag,
  parsePriceCents,
  text,
} from './catalogue-cells.ts';
import {
  CATALOGUE_UNITS,
  type CatalogueItem,
  type CatalogueLayout,
  type CatalogueParse,
  type CatalogueRowError,
  type Cell,
  FIELDS,
  type Field,
  FLAGS,
  HEADING_SEARCH_ROWS,
  headingKey,
  LABELS,
  PRICE_COLUMNS,
  PRICE_HEADINGS,
  type PriceColumn,
  REQUIRED,
  STATE_CODES,
} from './catalogue-columns.ts';

// The sheet's columns and its cell readers live beside this file; their exports stay reachable here.
export {
  MAX_CATALOGUE_PRICE_CENTS,
  parseCatalogueDate,
  parseFlag,
  parsePriceCents,
} from './catalogue-cells.ts';
export {
  CATALOGUE_UNITS,
  type CatalogueItem,
  type CatalogueLayout,
  type CatalogueParse,
  type CatalogueRowError,
  type Cell,
  headingKey,
  type PriceColumn,
  STATE_CODES,
  type StateCode,
} from './catalogue-columns.ts';

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
