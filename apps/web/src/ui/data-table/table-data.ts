import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A plain cell value: what search, sorting and the exports read. */
export type CellValue = string | number | boolean | null | undefined;

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** The record field (dot paths allowed) or, with `exportValue`, just a unique column key. */
  accessor: string;
  title: string;
  /** How the cell looks; defaults to the plain value. */
  render?: (record: T) => ReactNode;
  /** The plain value for exports, sorting and the default cell; defaults to the field at `accessor`. */
  exportValue?: (record: T) => CellValue;
  /** What sorting compares when it differs from the exported text (dates, numbers). */
  sortValue?: (record: T) => CellValue;
  /** false for action columns: left out of sorting and the exports. Default true. */
  exportable?: boolean;
  sortable?: boolean;
  /**
   * Hidden on phones (true), or below a wider screen ('md', 'lg', 'xl': for columns a laptop has no
   * room for; 'xxl', from 1600 px: columns a 1440 px office screen leaves out so that the ones it
   * decides on stay in view); its value then shows in the row's expanded part instead.
   */
  secondary?: boolean | 'md' | 'lg' | 'xl' | 'xxl';
  /** Left out on phones, for columns whose content the expanded row already offers (an Edit link). */
  hiddenOnPhone?: boolean;
  /** Marks the cell (red text) with the reason given in `label`, e.g. "Not yet in the accounting system". */
  highlight?: { when: (record: T) => boolean; label: string; color?: MantineColor };
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  noWrap?: boolean;
}

/** A search term is matched against these: a field name or a function giving the text. */
export type SearchAccessor<T> = string | ((record: T) => CellValue);

/** The value at a dot path of a record ('profile.fullName'). */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function asCell(value: unknown): CellValue {
  if (value === null || value === undefined) {
    return value;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/** The plain value of a column for a record. */
export function columnValue<T>(column: DataTableColumn<T>, record: T): CellValue {
  return column.exportValue ? column.exportValue(record) : asCell(valueAt(record, column.accessor));
}

/** A value as text: empty for null and undefined, Yes/No for booleans. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  return String(value);
}

/** Records whose search fields contain the term (any case, surrounding spaces ignored). */
export function searchRecords<T>(
  records: readonly T[],
  term: string,
  accessors: readonly SearchAccessor<T>[],
): T[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle || accessors.length === 0) {
    return [...records];
  }
  return records.filter((record) =>
    accessors.some((accessor) => {
      const value = typeof accessor === 'function' ? accessor(record) : asCell(valueAt(record, accessor));
      return cellText(value).toLocaleLowerCase().includes(needle);
    }),
  );
}

const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });

function compare(a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) {
    // Empty values go last whichever way the column is sorted; the caller flips only the rest.
    return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  }
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  return collator.compare(cellText(a), cellText(b));
}

export interface SortState {
  accessor: string;
  direction: 'asc' | 'desc';
}

/** The records sorted by a column (stable; empty values last). */
export function sortRecords<T>(
  records: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState | null,
): T[] {
  const column = sort && columns.find((c) => c.accessor === sort.accessor);
  if (!sort || !column) {
    return [...records];
  }
  const sortKeyOf = (r: T) => (column.sortValue ? column.sortValue(r) : columnValue(column, r));
  const sign = sort.direction === 'asc' ? 1 : -1;
  return records
    .map((record, index) => ({ record, index, value: sortKeyOf(record) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      const order = emptyX || emptyY ? compare(x.value, y.value) : sign * compare(x.value, y.value);
      return order || x.index - y.index;
    })
    .map((entry) => entry.record);
}

/** The records on a page (1-based), and the page actually shown when the asked one is past the end. */
export function pageOf<T>(records: readonly T[], page: number, size: number): { page: number; rows: T[] } {
  const last = Math.max(1, Math.ceil(records.length / size));
  const shown = Math.min(Math.max(1, page), last);
  return { page: shown, rows: records.slice((shown - 1) * size, shown * size) };
}

/** A table as the exports see it: column titles and rows of plain values. */
export interface ExportTable {
  headers: string[];
  rows: (string | number)[][];
}

/** The exportable columns of the records, in order, as plain values. */
export function exportTable<T>(columns: readonly DataTableColumn<T>[], records: readonly T[]): ExportTable {
  const included = columns.filter((c) => c.exportable !== false);
  return {
    headers: included.map((c) => c.title),
    rows: records.map((record) =>
      included.map((c) => {
        const value = columnValue(c, record);
        return typeof value === 'number' ? value : cellText(value);
      }),
    ),
  };
}
