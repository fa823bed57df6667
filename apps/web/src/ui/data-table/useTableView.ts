import { useDeferredValue, useMemo, useState } from 'react';
import {
  type DataTableColumn,
  pageOf,
  type SearchAccessor,
  type SortState,
  searchRecords,
  sortRecords,
} from './table-data.ts';

export interface TableViewOptions<T> {
  records: readonly T[];
  columns: readonly DataTableColumn<T>[];
  searchAccessors: readonly SearchAccessor<T>[];
  pageSize: number;
  initialSort: SortState | null;
  /** A search the caller keeps (e.g. in the address): its value and its setter. */
  controlledSearch?: { value: string; onChange: (value: string) => void };
}

/** What the table shows: the records searched, sorted and cut to the current page. */
export function useTableView<T>({
  records,
  columns,
  searchAccessors,
  pageSize,
  initialSort,
  controlledSearch,
}: TableViewOptions<T>) {
  const [ownSearch, setOwnSearch] = useState('');
  const search = controlledSearch ? controlledSearch.value : ownSearch;
  const setSearchText = controlledSearch ? controlledSearch.onChange : setOwnSearch;
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);
  const [size, setSizeValue] = useState(pageSize);
  const term = useDeferredValue(search);

  const matching = useMemo(
    () => sortRecords(searchRecords(records, term, searchAccessors), columns, sort),
    [records, term, searchAccessors, columns, sort],
  );
  const current = pageOf(matching, page, size);

  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    sort,
    setSort,
    /** Every matching record in display order: what the exports take. */
    matching,
    rows: current.rows,
    page: current.page,
    setPage,
    size,
    setSize: (value: number) => {
      setSizeValue(value);
      setPage(1);
    },
  };
}
