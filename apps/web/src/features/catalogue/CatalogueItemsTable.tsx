import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';
import { calendarDateInZone, DATE_FORMATS, formatCalendarDate } from '@care/domain';
import { Badge, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import {
  CATALOGUE_KEY,
  type CatalogueItemRow,
  fetchCatalogueItems,
  fetchRegistrationGroups,
  formatDollars,
} from './catalogue-api.ts';

const PAGE_SIZES = [25, 50, 100];
const UNITS: Record<string, string> = {
  H: 'Hour',
  E: 'Each',
  D: 'Day',
  WK: 'Week',
  MON: 'Month',
  YR: 'Year',
};
const STATES = [
  ['ACT', 'act'],
  ['NSW', 'nsw'],
  ['NT', 'nt'],
  ['QLD', 'qld'],
  ['SA', 'sa'],
  ['TAS', 'tas'],
  ['VIC', 'vic'],
  ['WA', 'wa'],
] as const;

/** The standard price of a row: National in the 2026-27 layout, else NSW (the same in every state in 2025-26). */
const mainPrice = (r: CatalogueItemRow) => r.prices.national ?? r.prices.nsw;
const price = (dollars: number | null, quote: boolean) =>
  dollars == null ? (quote ? 'Quote' : '—') : formatDollars(dollars);

/**
 * The catalogue, a page at a time from the server: search by item number or name, filter by
 * registration group, and the prices in force on a day (today by default; cleared: every dated row).
 */
export function CatalogueItemsTable() {
  const zone = useTimeZone();
  const wide = useMediaQuery('(min-width: 48em)', true) ?? true;
  // The registration group shows in the expanded row below this width, so the names have room.
  const xl = useMediaQuery('(min-width: 88em)', true) ?? true;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [group, setGroup] = useState<string | null>(null);
  const [inForceOn, setInForceOn] = useState<string | null>(() => calendarDateInZone(new Date(), zone));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] as number);
  const [expanded, setExpanded] = useState<string[]>([]);
  const query = { search: debounced, registrationGroup: group, inForceOn, page, pageSize };
  const items = useQuery({
    queryKey: [...CATALOGUE_KEY, 'items', query],
    queryFn: ({ signal }) => fetchCatalogueItems(query, signal),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery({
    queryKey: [...CATALOGUE_KEY, 'groups'],
    queryFn: ({ signal }) => fetchRegistrationGroups(signal),
    staleTime: 5 * 60_000,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Card shadow="xs" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            Support items
          </Title>
          {items.data ? (
            <Text fz="sm" c="dimmed">
              {items.data.total.toLocaleString('en-AU')} {inForceOn ? 'in force' : 'dated rows'}
            </Text>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Search"
            placeholder="Item number or name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          />
          <Select
            label="Registration group"
            placeholder="All groups"
            clearable
            searchable
            data={(groups.data ?? []).map((g) => ({
              value: g.number,
              label: `${g.number} ${g.name ?? ''}`.trim(),
            }))}
            value={group}
            onChange={reset(setGroup)}
            comboboxProps={{ withinPortal: true }}
          />
          <DatePickerInput
            label="In force on"
            placeholder="Every dated row"
            valueFormat={DATE_FORMATS.date}
            clearable
            leftSection={<IconCalendar size={16} stroke={1.8} aria-hidden />}
            value={inForceOn}
            onChange={reset(setInForceOn)}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {items.isError && !items.data ? (
          <LoadFailed what="the catalogue" onRetry={() => void items.refetch()} />
        ) : (
          <DataTable<CatalogueItemRow>
            aria-label="Support items"
            minHeight={items.data?.items.length ? undefined : 160}
            withTableBorder
            borderRadius="md"
            striped
            highlightOnHover
            verticalSpacing="xs"
            fetching={items.isFetching}
            records={items.data?.items ?? []}
            idAccessor="supportItemId"
            totalRecords={items.data?.total ?? 0}
            recordsPerPage={pageSize}
            page={page}
            onPageChange={setPage}
            recordsPerPageOptions={PAGE_SIZES}
            onRecordsPerPageChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            noRecordsText={inForceOn ? 'No item in force that day matches' : 'No item matches'}
            rowExpansion={{
              allowMultiple: true,
              expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
              content: ({ record: r }) => (
                <Stack gap="xs" p="sm">
                  <ExpandedDetails
                    cols={wide ? 4 : 2}
                    items={[
                      {
                        label: 'Registration group',
                        value: `${r.registrationGroupNumber ?? ''} ${r.registrationGroupName ?? ''}`,
                      },
                      { label: 'Support category', value: r.supportCategoryName },
                      { label: 'Type', value: r.type },
                      { label: 'Unit', value: UNITS[r.unit] ?? r.unit },
                      ...(r.prices.national != null
                        ? [{ label: 'National', value: price(r.prices.national, r.quote) }]
                        : STATES.map(([label, key]) => ({ label, value: price(r.prices[key], r.quote) }))),
                      { label: 'Remote', value: price(r.prices.remote, r.quote) },
                      { label: 'Very Remote', value: price(r.prices.veryRemote, r.quote) },
                      { label: 'Start date', value: formatCalendarDate(r.startDate) },
                      { label: 'End date', value: r.endDate ? formatCalendarDate(r.endDate) : 'Open-ended' },
                    ]}
                  />
                </Stack>
              ),
            }}
            columns={[
              { accessor: 'itemNumber', title: 'Item Number', noWrap: true },
              {
                accessor: 'itemName',
                title: 'Name',
                render: (r) => (
                  <Stack gap={2}>
                    <Text fz="sm" fw={600}>
                      {r.itemName}
                    </Text>
                    {wide ? null : (
                      <Text fz="xs" c="dimmed">
                        {price(mainPrice(r), r.quote)} / {UNITS[r.unit] ?? r.unit}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              {
                accessor: 'registrationGroupName',
                title: 'Registration Group',
                hidden: !xl,
                render: (r) => (
                  <Text fz="sm" c="dimmed">
                    {r.registrationGroupName}
                  </Text>
                ),
              },
              { accessor: 'unit', title: 'Unit', hidden: !wide, render: (r) => UNITS[r.unit] ?? r.unit },
              {
                accessor: 'price',
                title: 'Price',
                textAlign: 'right',
                noWrap: true,
                hidden: !wide,
                render: (r) =>
                  r.quote && mainPrice(r) == null ? (
                    <Badge variant="light" color="gray">
                      Quote
                    </Badge>
                  ) : (
                    price(mainPrice(r), r.quote)
                  ),
              },
              {
                accessor: 'remote',
                title: 'Remote',
                textAlign: 'right',
                noWrap: true,
                hidden: !wide,
                render: (r) => price(r.prices.remote, r.quote),
              },
              {
                accessor: 'veryRemote',
                title: 'Very Remote',
                textAlign: 'right',
                noWrap: true,
                hidden: !wide,
                render: (r) => price(r.prices.veryRemote, r.quote),
              },
              {
                accessor: 'dates',
                title: 'From',
                noWrap: true,
                hidden: !wide,
                render: (r) => (
                  <Stack gap={0}>
                    <Text fz="sm">{formatCalendarDate(r.startDate)}</Text>
                    {r.endDate ? (
                      <Text fz="xs" c="dimmed">
                        to {formatCalendarDate(r.endDate)}
                      </Text>
                    ) : null}
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
