import { ALL_CLIENTS, INVOICE_MESSAGES, type InvoiceLineView, type InvoiceLoadResult } from '@care/domain';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditInvoiceDialog } from './EditInvoiceDialog.tsx';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoiceFilterForm } from './InvoiceFilterForm.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';
import { InvoiceTotalsBar } from './InvoiceTotalsBar.tsx';
import { InvoiceWarnings } from './InvoiceWarnings.tsx';
import { withLineReplaced, withoutUnclaimed } from './invoice-cache.ts';
import {
  filterFromSearch,
  type InvoiceFormValues,
  initialFormValues,
  searchOfFilter,
} from './invoice-filter.ts';
import { invoiceLoadKey, loadInvoice, refreshInvoiceQueries } from './invoices-api.ts';
import { ShortDeliveryDialog } from './ShortDeliveryDialog.tsx';

type View = 'ungrouped' | 'grouped';

/**
 * /app/reports/invoice (spec 3 §2.3): load a client's (or every client's) invoice lines of a period
 * from the approved shifts, check them line by line, change an activity, then save, print or delete.
 * The loaded period and client live in the address, so a reload or a shared link shows the same.
 */
export function InvoicePage() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const filter = filterFromSearch(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the default period follows the zone only.
  const initial = useMemo(() => initialFormValues(filter, new Date(), zone), [zone]);
  const people = usePeopleOptions(true);
  const [view, setView] = useState<View>('ungrouped');
  const [editing, setEditing] = useState<InvoiceLineView | null>(null);
  const [confirming, setConfirming] = useState<InvoiceLineView | null>(null);

  const key = invoiceLoadKey(filter);
  // A load writes the drafts: it runs when asked (Load, or an address naming a period), not on focus.
  const load = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadInvoice(filter as NonNullable<typeof filter>, signal),
    enabled: filter !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const result = load.data;

  const submit = (values: InvoiceFormValues) => {
    const next = {
      clientId: values.clientId,
      fromDate: values.fromDate,
      toDate: values.toDate,
      withTTP: values.withTTP,
    };
    if (JSON.stringify(next) === JSON.stringify(filter)) {
      void load.refetch();
      return;
    }
    void navigate({ to: '.', search: searchOfFilter(next), replace: true } as never);
  };

  const setResult = (change: (r: InvoiceLoadResult) => InvoiceLoadResult) => {
    queryClient.setQueryData<InvoiceLoadResult>(key, (r) => (r ? change(r) : r));
    void refreshInvoiceQueries(queryClient, { keepLoad: true });
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title="Invoice"
        description="Load the invoice lines of a period from the approved shifts, check each line, then save the invoice."
      />
      <InvoiceFilterForm
        clients={people.clients}
        initial={initial}
        onLoad={submit}
        loading={load.isFetching}
      />
      {result ? <InvoiceWarnings warnings={result.warnings} /> : null}
      {filter && result && result.invoices.length > 0 ? (
        <>
          <InvoiceActions
            filter={filter}
            result={result}
            view={view}
            onSaved={() => refreshInvoiceQueries(queryClient)}
            onDeleted={() => setResult(withoutUnclaimed)}
          />
          <InvoiceTotalsBar totals={result} lines={result.invoices} />
        </>
      ) : null}
      <Group mb="sm">
        <SegmentedControl
          aria-label="Invoice view"
          data={[
            { value: 'ungrouped', label: 'Ungrouped' },
            { value: 'grouped', label: 'Grouped by item number' },
          ]}
          value={view}
          onChange={(v) => setView(v as View)}
        />
      </Group>
      <InvoiceLinesTable
        lines={result?.invoices ?? []}
        groups={result?.groupInvoice ?? []}
        view={view}
        showClient={filter?.clientId === ALL_CLIENTS}
        onEdit={setEditing}
        onConfirmShort={setConfirming}
        exportName="Invoice"
        loading={load.isFetching}
        noRecordsText={
          load.isError
            ? INVOICE_MESSAGES.loadFailed
            : filter
              ? INVOICE_MESSAGES.noLines
              : 'Choose a client and a period, then Load'
        }
      />
      {editing ? (
        <EditInvoiceDialog
          line={editing}
          onClose={() => setEditing(null)}
          onSaved={(line) => {
            setEditing(null);
            setResult((r) => withLineReplaced(r, line));
          }}
        />
      ) : null}
      {confirming ? (
        <ShortDeliveryDialog
          line={confirming}
          onClose={() => setConfirming(null)}
          onSaved={(line) => {
            setConfirming(null);
            setResult((r) => withLineReplaced(r, line));
          }}
        />
      ) : null}
    </Stack>
  );
}
