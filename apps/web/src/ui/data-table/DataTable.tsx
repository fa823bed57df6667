import 'mantine-datatable/styles.css';
import './data-table.css';
import { ActionIcon, Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { type DataTableColumn as MantineColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { LoadFailed } from '../LoadFailed.tsx';
import { ExpandedDetails } from './ExpandedDetails.tsx';
import { type TableFilter, TableToolbar } from './TableToolbar.tsx';
import {
  cellText,
  columnValue,
  type DataTableColumn,
  exportTable,
  type SearchAccessor,
  type SortState,
  valueAt,
} from './table-data.ts';
import { useTableView } from './useTableView.ts';

export type { TableFilter } from './TableToolbar.tsx';
export type { DataTableColumn, SearchAccessor, SortState } from './table-data.ts';

export interface DataTableProps<T> {
  /** What the rows are, for screen readers and messages ("clients"). */
  label: string;
  records: readonly T[] | undefined;
  columns: DataTableColumn<T>[];
  /** The record's unique id: a field name or a function. */
  idAccessor: string | ((record: T) => string);
  /**
   * A search box over these fields (any case, contains). With `value` and `onChange` the caller
   * keeps the text (e.g. in the query string, ?search=).
   */
  search?: {
    accessors: SearchAccessor<T>[];
    placeholder: string;
    value?: string;
    onChange?: (value: string) => void;
  };
  /** A Filter button opening the caller's dialog. */
  filter?: TableFilter;
  /** The content of a row's expanded part. */
  rowExpansion?: (record: T) => ReactNode;
  /** The list is loading (first load or a filter reload). */
  loading?: boolean;
  /** The list failed to load: shows the error state with Try again. */
  error?: boolean;
  onRetry?: () => void;
  /** PDF, Excel and CSV exports with this file name (no extension) and PDF title. */
  exportAs?: { fileName: string; title: string };
  /** Buttons or menus beside Export (e.g. "New Client"). */
  actions?: ReactNode;
  pageSizes?: number[];
  /** false shows every row, without pagination (the documents panels' required tables). */
  paginate?: boolean;
  initialSort?: SortState;
  noRecordsText?: string;
}

/** Mantine's breakpoints, from which a secondary column shows; xxl (1600 px) is wider than a 1440 px office screen. */
const FROM = {
  sm: '(min-width: 48em)',
  md: '(min-width: 62em)',
  lg: '(min-width: 75em)',
  xl: '(min-width: 88em)',
  xxl: '(min-width: 100em)',
};
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';
const NO_SEARCH: SearchAccessor<never>[] = [];

/**
 * The one table of the product: search, filter dialog, sorting, expandable rows, client-side
 * pagination, loading, empty and error states, highlighted cells, and PDF/Excel/CSV export.
 * On phones, `secondary` columns fold into the expanded row and the table scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, idAccessor, rowExpansion, loading, error, exportAs } = props;
  const records = props.records ?? [];
  const pageSizes = props.pageSizes ?? [10, 25, 50];
  const wide = useMediaQuery(FROM.sm, true) ?? true;
  const md = useMediaQuery(FROM.md, true) ?? true;
  const lg = useMediaQuery(FROM.lg, true) ?? true;
  const xl = useMediaQuery(FROM.xl, true) ?? true;
  const xxl = useMediaQuery(FROM.xxl, true) ?? true;
  const shownAt = { md, lg, xl, xxl };
  /** Whether a column is folded into the expanded row at this screen width. */
  const folds = (c: DataTableColumn<T>) =>
    c.secondary === true ? !wide : typeof c.secondary === 'string' ? !shownAt[c.secondary] : false;
  const view = useTableView({
    records,
    columns,
    searchAccessors: props.search?.accessors ?? (NO_SEARCH as SearchAccessor<T>[]),
    pageSize: pageSizes[0] ?? 10,
    initialSort: props.initialSort ?? null,
    controlledSearch:
      props.search?.onChange !== undefined
        ? { value: props.search.value ?? '', onChange: props.search.onChange }
        : undefined,
  });
  const [expanded, setExpanded] = useState<string[]>([]);

  const idOf = (record: T): string =>
    typeof idAccessor === 'function' ? idAccessor(record) : String(valueAt(record, idAccessor));
  const folded = columns.filter(folds);
  const expandable = Boolean(rowExpansion) || folded.length > 0;
  const paginate = props.paginate !== false;
  const rows = paginate ? view.rows : view.matching;
  const toggle = (id: string) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const buildColumns = (): MantineColumn<T>[] => {
    const shown: MantineColumn<T>[] = columns.map((c) => ({
      accessor: c.accessor,
      title: c.title,
      sortable: c.sortable ?? c.exportable !== false,
      hidden: folds(c) || (Boolean(c.hiddenOnPhone) && !wide),
      width: c.width,
      textAlign: c.textAlign,
      // On a phone, long names wrap rather than push the other columns off the screen.
      noWrap: c.noWrap && wide,
      cellsClassName: c.highlight
        ? (record: T) => (c.highlight?.when(record) ? 'care-cell-highlight' : undefined)
        : undefined,
      customCellAttributes: c.highlight
        ? (record: T) => (c.highlight?.when(record) ? { title: c.highlight.label } : {})
        : undefined,
      render: (record: T) => {
        const content = c.render ? c.render(record) : cellText(columnValue(c, record));
        return c.highlight?.when(record) ? (
          <>
            {content}
            <VisuallyHidden> ({c.highlight.label})</VisuallyHidden>
          </>
        ) : (
          content
        );
      },
    }));
    if (!expandable) {
      return shown;
    }
    const toggleColumn: MantineColumn<T> = {
      accessor: '__expand',
      title: <VisuallyHidden>Details</VisuallyHidden>,
      width: wide ? 52 : 40,
      render: (record: T) => {
        const open = expanded.includes(idOf(record));
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            className="care-expand-toggle"
            aria-expanded={open}
            aria-label={open ? 'Hide details' : 'Show details'}
            onClick={() => toggle(idOf(record))}
          >
            <IconChevronRight size={18} stroke={1.8} aria-hidden />
          </ActionIcon>
        );
      },
    };
    return [toggleColumn, ...shown];
  };

  const tableColumns = buildColumns();
  const paginationProps = {
    page: view.page,
    onPageChange: view.setPage,
    totalRecords: view.matching.length,
    recordsPerPage: view.size,
    recordsPerPageOptions: pageSizes,
    onRecordsPerPageChange: view.setSize,
    recordsPerPageLabel: 'Rows per page',
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} of ${totalRecords}`,
    paginationSize: 'sm' as const,
  };
  // Without pagination props mantine-datatable shows every row and no footer.
  const pagination = paginate ? paginationProps : ({} as typeof paginationProps);
  const highlighted = columns.filter((c) => c.highlight && records.some((r) => c.highlight?.when(r)));

  return (
    <Stack gap="sm">
      <TableToolbar
        search={props.search}
        searchValue={view.search}
        onSearch={view.setSearch}
        filter={props.filter}
        exportAs={exportAs}
        exportTable={() => exportTable(columns, view.matching)}
        exportDisabled={loading || records.length === 0}
        actions={props.actions}
      />
      {error ? (
        <LoadFailed what={`the ${label}`} onRetry={() => props.onRetry?.()} />
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <MantineDataTable<T>
            aria-label={label}
            records={rows}
            columns={tableColumns}
            idAccessor={idOf}
            fetching={loading}
            loaderType="dots"
            minHeight={rows.length === 0 ? 220 : undefined}
            noRecordsText={props.noRecordsText ?? 'No records found'}
            highlightOnHover
            verticalAlign="center"
            horizontalSpacing={wide ? 'md' : 'xs'}
            verticalSpacing="sm"
            fz="sm"
            sortStatus={{
              columnAccessor: view.sort?.accessor ?? '',
              direction: view.sort?.direction ?? 'asc',
            }}
            onSortStatusChange={(s) =>
              view.setSort({ accessor: String(s.columnAccessor), direction: s.direction })
            }
            {...pagination}
            onRowClick={
              expandable
                ? ({ event, record }: { event: MouseEvent; record: T }) => {
                    if (!(event.target as HTMLElement).closest(INTERACTIVE)) {
                      toggle(idOf(record));
                    }
                  }
                : undefined
            }
            rowExpansion={
              expandable
                ? {
                    trigger: 'never',
                    allowMultiple: true,
                    expanded: {
                      recordIds: expanded,
                      onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as string[]),
                    },
                    content: ({ record }) => (
                      <Box className="care-row-expansion">
                        <Stack gap="sm">
                          {folded.length > 0 ? (
                            <ExpandedDetails
                              items={folded.map((c) => ({
                                label: c.title,
                                value: c.render ? c.render(record) : cellText(columnValue(c, record)),
                              }))}
                            />
                          ) : null}
                          {rowExpansion?.(record)}
                        </Stack>
                      </Box>
                    ),
                  }
                : undefined
            }
          />
        </Paper>
      )}
      {!error && highlighted.length > 0 ? (
        <Text fz="xs" c="dimmed">
          {highlighted.map((c) => (
            <span key={c.accessor}>
              <Text span c="red.8" fw={700} fz="xs">
                {c.title} in red
              </Text>
              : {c.highlight?.label}.{' '}
            </span>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
}
