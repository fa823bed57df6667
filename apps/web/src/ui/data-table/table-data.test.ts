import { describe, expect, it } from 'vitest';
import {
  type DataTableColumn,
  exportTable,
  pageOf,
  searchRecords,
  sortRecords,
  valueAt,
} from './table-data.ts';

interface Row {
  id: string;
  fullName: string;
  email: string | null;
  joined: string | null;
  profile?: { city: string };
}

const ROWS: Row[] = [
  {
    id: '1',
    fullName: 'Zoe Tran',
    email: 'zoe@example.com',
    joined: '2026-03-01',
    profile: { city: 'Parramatta' },
  },
  { id: '2', fullName: 'adam Lee', email: null, joined: null },
  { id: '3', fullName: 'Ben Ho', email: 'ben@Example.com', joined: '2025-12-24' },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { accessor: 'fullName', title: 'Full Name' },
  { accessor: 'email', title: 'Email' },
  {
    accessor: 'joined',
    title: 'Joined',
    exportValue: (r) => (r.joined ? r.joined.split('-').reverse().join('-') : ''),
    sortValue: (r) => r.joined,
  },
  { accessor: 'actions', title: 'Action', exportable: false, render: () => 'Edit' },
];

describe('search', () => {
  it('matches any of the given fields, in any case, ignoring surrounding spaces', () => {
    expect(searchRecords(ROWS, '  EXAMPLE.COM ', ['fullName', 'email']).map((r) => r.id)).toEqual(['1', '3']);
    expect(searchRecords(ROWS, 'adam', ['fullName', 'email']).map((r) => r.id)).toEqual(['2']);
  });

  it('reads nested fields and functions (a date as DD-MM-YYYY)', () => {
    expect(searchRecords(ROWS, 'parra', ['profile.city']).map((r) => r.id)).toEqual(['1']);
    expect(
      searchRecords(ROWS, '24-12-2025', [(r) => r.joined?.split('-').reverse().join('-')]).map((r) => r.id),
    ).toEqual(['3']);
  });

  it('keeps every record for an empty term', () => {
    expect(searchRecords(ROWS, '', ['fullName'])).toHaveLength(3);
  });
});

describe('sorting', () => {
  it('sorts names without regard to case, both ways', () => {
    expect(sortRecords(ROWS, COLUMNS, { accessor: 'fullName', direction: 'asc' }).map((r) => r.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
    expect(sortRecords(ROWS, COLUMNS, { accessor: 'fullName', direction: 'desc' }).map((r) => r.id)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('sorts by the sort value (ISO date), with empty values last either way', () => {
    expect(sortRecords(ROWS, COLUMNS, { accessor: 'joined', direction: 'asc' }).map((r) => r.id)).toEqual([
      '3',
      '1',
      '2',
    ]);
    expect(sortRecords(ROWS, COLUMNS, { accessor: 'joined', direction: 'desc' }).map((r) => r.id)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('leaves the order alone without a sort', () => {
    expect(sortRecords(ROWS, COLUMNS, null)).toEqual(ROWS);
  });
});

describe('pages', () => {
  const many = Array.from({ length: 23 }, (_, i) => i + 1);
  it('cuts the records into pages of the chosen size', () => {
    expect(pageOf(many, 1, 10).rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(many, 3, 10).rows).toEqual([21, 22, 23]);
  });
  it('shows the last page when the asked page is past the end (after a search narrows the list)', () => {
    expect(pageOf(many, 9, 10)).toEqual({ page: 3, rows: [21, 22, 23] });
    expect(pageOf([], 4, 10)).toEqual({ page: 1, rows: [] });
  });
});

describe('export table', () => {
  it('takes the exportable columns with their export values, empty text for missing values', () => {
    expect(exportTable(COLUMNS, ROWS.slice(0, 2))).toEqual({
      headers: ['Full Name', 'Email', 'Joined'],
      rows: [
        ['Zoe Tran', 'zoe@example.com', '01-03-2026'],
        ['adam Lee', '', ''],
      ],
    });
  });
  it('reads dot paths', () => {
    expect(valueAt(ROWS[0], 'profile.city')).toBe('Parramatta');
    expect(valueAt(ROWS[1], 'profile.city')).toBeUndefined();
  });
});
