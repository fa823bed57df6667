import {
  CLAIM_MESSAGES,
  calendarDateInZone,
  formatCents,
  type InvoiceLineView,
  type PreflightLineView,
} from '@care/domain';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { fetchPeople, peopleListKey } from '../../shelf/people-list-api.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditInvoiceDialog } from '../invoices/EditInvoiceDialog.tsx';
import { InvoicesToSendPanel } from '../invoices/InvoicesToSendPanel.tsx';
import { savedInvoicePath } from '../invoices/invoice-display.ts';
import { fetchInvoiceDetails, refreshInvoiceQueries } from '../invoices/invoices-api.ts';
import { ClaimBatchesTable } from './ClaimBatchesTable.tsx';
import { ClaimPeriodForm } from './ClaimPeriodForm.tsx';
import { claimFilterFromSearch, lastMonthOf, searchOfClaimFilter } from './claim-period.ts';
import {
  CLAIMS_KEY,
  type ClaimFilter,
  createBatch,
  downloadBatchFile,
  fetchPreflight,
  preflightKey,
} from './claims-api.ts';
import { PreflightResultPanel } from './PreflightResultPanel.tsx';

/** Every client (active or not: an inactive client may still have lines to claim), by name. */
function useClientOptions() {
  const clients = useQuery({
    queryKey: peopleListKey('client', 'all'),
    queryFn: ({ signal }) => fetchPeople('client', 'all', signal),
  });
  return (clients.data ?? [])
    .map((c) => ({ value: c.profileId, label: c.fullName }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * /app/reports/ndis-claims: the pre-flight check of a period's saved lines, fixing the failing
 * ones in place, the bulk payment request download, and the batches made before.
 */
export function NdisClaimsPage() {
  const zone = useTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const checked = claimFilterFromSearch(search);
  const [defaults] = useState(() => lastMonthOf(calendarDateInZone(new Date(), zone)));
  const formValues: ClaimFilter = checked ?? {
    ...defaults,
    clientId: typeof search.clientId === 'string' ? search.clientId : '',
  };
  const clients = useClientOptions();
  const [fixing, setFixing] = useState<InvoiceLineView | null>(null);
  const [fetchingId, setFetchingId] = useState<string | null>(null);

  const preflight = useQuery({
    queryKey: preflightKey(checked),
    queryFn: ({ signal }) => fetchPreflight(checked as ClaimFilter, signal),
    enabled: checked !== null,
  });

  const check = (f: ClaimFilter) => {
    const same =
      checked &&
      checked.fromDate === f.fromDate &&
      checked.toDate === f.toDate &&
      checked.clientId === f.clientId;
    if (same) {
      void preflight.refetch();
      return;
    }
    void navigate({ to: '.', search: (prev: object) => ({ ...prev, ...searchOfClaimFilter(f) }) });
  };

  // The request is made (and its lines marked Claimed) only once the office confirms the count and total.
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: async ({ f, count, totalCents }: { f: ClaimFilter; count: number; totalCents: number }) => {
      const { batch } = await createBatch(f, { count, totalCents });
      await downloadBatchFile(batch);
      return batch;
    },
    onSuccess: (batch) => {
      setConfirming(false);
      toasts.success(CLAIM_MESSAGES.batchCreated(batch.rowCount));
    },
    // The lines are claimed now (or were meanwhile, on a 409): the check and the batches change either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLAIMS_KEY }),
  });

  /** The dialog needs the whole line (the pre-flight lists only what it checks). */
  const lineOf = async (l: PreflightLineView) => {
    setFetchingId(l.invoicesId);
    try {
      return await fetchInvoiceDetails(l.invoicesId);
    } catch {
      toasts.error('We couldn’t open this line. Please try again.');
      return null;
    } finally {
      setFetchingId(null);
    }
  };
  const openFix = async (l: PreflightLineView) => setFixing(await lineOf(l));
  const openInvoice = async (l: PreflightLineView) => {
    const line = await lineOf(l);
    if (line) {
      void navigate({ href: savedInvoicePath(line.periodFrom, line.periodTo, line.profileId) });
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title="NDIS Claims"
        description="Check a period’s saved invoice lines against the NDIS rules, fix what fails, and download the bulk payment request for the portal."
      />
      <Stack gap="lg">
        <ClaimPeriodForm
          values={formValues}
          clients={clients}
          checking={preflight.isFetching}
          onCheck={check}
        />
        {preflight.isError && !preflight.data ? (
          <LoadFailed what="the pre-flight check" onRetry={() => void preflight.refetch()} />
        ) : null}
        {preflight.data && checked ? (
          <PreflightResultPanel
            result={preflight.data}
            onFix={(l) => void openFix(l)}
            onOpenInvoice={(l) => void openInvoice(l)}
            fixingId={fetchingId}
            onDownload={() => setConfirming(true)}
            downloading={download.isPending}
          />
        ) : null}
        {checked ? <InvoicesToSendPanel scope={checked} /> : null}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Bulk payment requests
          </Title>
          <ClaimBatchesTable />
        </Stack>
      </Stack>
      {confirming && preflight.data && checked ? (
        <Modal opened onClose={() => setConfirming(false)} title="Make the bulk payment request?" size="md">
          <Stack gap="md">
            <Text>
              {preflight.data.passingCount} line{preflight.data.passingCount === 1 ? '' : 's'} for a total of{' '}
              <b>{formatCents(preflight.data.passingCents)}</b> will be written to the file and marked
              Claimed. A request can be withdrawn until its result is imported.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                loading={download.isPending}
                onClick={() =>
                  download.mutate({
                    f: checked,
                    count: preflight.data.passingCount,
                    totalCents: preflight.data.passingCents,
                  })
                }
              >
                Confirm and download
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      {fixing ? (
        <EditInvoiceDialog
          line={fixing}
          onClose={() => setFixing(null)}
          onSaved={() => {
            setFixing(null);
            // The edited line is checked again, and the invoice screens show its new item.
            void refreshInvoiceQueries(queryClient, { keepLoad: true });
            void preflight.refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
