import { addCalendarDays, calendarDateInZone, invoicePeriodSchema } from '@care/domain';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ClaimCard } from './SahClaimCards.tsx';
import { PreflightPanel } from './SahPreflightPanel.tsx';
import { StatementCard } from './SahStatementImport.tsx';
import {
  createSahClaim,
  downloadSahClaimFile,
  fetchSahClaims,
  fetchSahPreflight,
  SAH_CLAIMS_KEY,
  sahClaimsKey,
  sahPreflightKey,
} from './sah-api.ts';
import { money } from './sah-words.ts';

type Period = { fromDate: string; toDate: string };

/** The month before today's (the usual claim), as calendar dates. */
function lastMonth(today: string): Period {
  const firstOfThis = `${today.slice(0, 7)}-01`;
  const toDate = addCalendarDays(firstOfThis, -1);
  return { fromDate: `${toDate.slice(0, 7)}-01`, toDate };
}

function PeriodForm({
  values,
  checking,
  onCheck,
}: {
  values: Period;
  checking: boolean;
  onCheck: (p: Period) => void;
}) {
  const form = useSchemaForm<typeof invoicePeriodSchema, Period>(invoicePeriodSchema, {
    defaultValues: values,
  });
  const submit = form.handleSubmit((v) => onCheck(v));
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Pre-flight">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 170px' }}>
            <DateField control={form.control} name="fromDate" label="From" required />
          </div>
          <div style={{ flex: '1 1 170px' }}>
            <DateField control={form.control} name="toDate" label="To" required />
          </div>
          <Button
            type="submit"
            size="md"
            mt={{ base: 0, xs: 25 }}
            loading={checking}
            leftSection={<IconChecklist size={18} stroke={1.8} aria-hidden />}
          >
            Run pre-flight
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/**
 * /app/reports/support-at-home-claims (issue 39 item 4): the pre-flight of a period's delivered
 * lines, the claim and its upload file, the payment statement import, and each claim's lines.
 */
export function SahClaimsPage() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const [defaults] = useState(() => lastMonth(calendarDateInZone(new Date(), zone)));
  const [period, setPeriod] = useState<Period | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preflight = useQuery({
    queryKey: sahPreflightKey(period),
    queryFn: ({ signal }) => fetchSahPreflight(period as Period, signal),
    enabled: period !== null,
  });
  const claims = useQuery({ queryKey: sahClaimsKey(), queryFn: ({ signal }) => fetchSahClaims(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAH_CLAIMS_KEY });
  const claim = useMutation({
    mutationFn: async (p: { period: Period; count: number; totalCents: number }) => {
      const made = await createSahClaim(p.period, { count: p.count, totalCents: p.totalCents });
      await downloadSahClaimFile(made);
      return made;
    },
    onSuccess: (made) => {
      setConfirming(false);
      toasts.success(made.message);
    },
    onSettled: () => void refresh(),
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Support at Home Claims"
        description="Check a period’s delivered Support at Home services, claim them from Services Australia with the upload file, and import the payment statement."
      />
      <Stack gap="lg">
        <PeriodForm
          values={period ?? defaults}
          checking={preflight.isFetching}
          onCheck={(p) =>
            period && p.fromDate === period.fromDate && p.toDate === period.toDate
              ? void preflight.refetch()
              : setPeriod(p)
          }
        />
        {preflight.isError && !preflight.data ? (
          <LoadFailed what="the pre-flight" onRetry={() => void preflight.refetch()} />
        ) : null}
        {preflight.data ? (
          <PreflightPanel result={preflight.data} onClaim={() => setConfirming(true)} />
        ) : null}
        <StatementCard onImported={() => void refresh()} />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Claims
          </Title>
          {claims.isError ? <LoadFailed what="the claims" onRetry={() => void claims.refetch()} /> : null}
          {claims.data?.length === 0 ? (
            <Text c="dimmed">No Support at Home claim has been made yet.</Text>
          ) : null}
          {claims.data?.map((c) => (
            <ClaimCard key={c.claimBatchId} claim={c} />
          ))}
        </Stack>
      </Stack>
      {confirming && preflight.data && period ? (
        <Modal opened onClose={() => setConfirming(false)} title="Make the claim?" size="md">
          <Stack gap="md">
            <Text>
              {preflight.data.passingCount} line{preflight.data.passingCount === 1 ? '' : 's'} for a total of{' '}
              <b>{money(preflight.data.passingGrossCents)}</b> will be written to the upload file and marked
              Submitted.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                loading={claim.isPending}
                onClick={() =>
                  claim.mutate({
                    period,
                    count: preflight.data.passingCount,
                    totalCents: preflight.data.passingGrossCents,
                  })
                }
              >
                Confirm and download
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
