import {
  addCalendarDays,
  calendarDateInZone,
  invoicePeriodSchema,
  SAH_CLAIM_MESSAGES,
  type SahClaimBatchView,
  type SahPreflightLineView,
  type SahPreflightView,
  type SahStatementImportReply,
} from '@care/domain';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconChecklist, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import type { FileKind } from '../../ui/upload/file-kinds.ts';
import {
  createSahClaim,
  downloadSahClaimFile,
  fetchSahClaim,
  fetchSahClaims,
  fetchSahPreflight,
  importSahStatement,
  SAH_CLAIMS_KEY,
  sahClaimKey,
  sahClaimsKey,
  sahPreflightKey,
} from './sah-api.ts';
import { day, money } from './sah-words.ts';

type Period = { fromDate: string; toDate: string };

const STATEMENT_FILE: FileKind = {
  accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] },
  extensions: ['.csv'],
  maxBytes: 5 * 1024 * 1024,
  label: '.csv',
};

const STATE_COLOURS: Record<string, string> = { Submitted: 'blue', Paid: 'green', Rejected: 'red' };

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

/** A date or an amount is never broken over two lines ('31-07-' / '2026'). */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** A line of the pre-flight: its unit price (Price) and what it comes to (Amount: units × price). */
function LineRow({ line }: { line: SahPreflightLineView }) {
  return (
    <Table.Tr>
      <Table.Td style={ONE_LINE}>{day(line.serviceDate)}</Table.Td>
      <Table.Td>{line.clientName}</Table.Td>
      <Table.Td>{line.serviceName ?? '—'}</Table.Td>
      <Table.Td ta="right">{line.quantity}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>
        {money(line.unitPriceCents)}
      </Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>
        {money(line.grossCents)}
      </Table.Td>
      <Table.Td ta="right">{money(line.contributionCents)}</Table.Td>
      <Table.Td ta="right">{money(line.governmentCents)}</Table.Td>
      <Table.Td>
        <LineCheck line={line} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Ready (again, after a rejection, with its reason), or each problem. */
function LineCheck({ line }: { line: SahPreflightLineView }) {
  if (line.problems.length === 0) {
    return (
      <Stack gap={2}>
        <Badge color="green" variant="light">
          Ready{line.claim?.state === 'Rejected' ? ' (claim again)' : ''}
        </Badge>
        {line.claim?.state === 'Rejected' && line.claim.message ? (
          <Text fz="xs" c="dimmed">
            Rejected as {line.claim.reference}: {line.claim.message}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {line.problems.map((p) => (
        <Text key={p.rule} fz="sm" c="red.8">
          {p.message}
        </Text>
      ))}
    </Stack>
  );
}

/** A line as a card, on a phone (the table's columns do not fit). */
function LineCard({ line }: { line: SahPreflightLineView }) {
  return (
    <Card withBorder p="sm" component="article" aria-label={`${line.clientName}, ${day(line.serviceDate)}`}>
      <Stack gap={4}>
        <Text fw={600}>
          {day(line.serviceDate)} · {line.clientName}
        </Text>
        <Text fz="sm">
          {line.serviceName ?? '—'} · {line.quantity} × {money(line.unitPriceCents)} ={' '}
          {money(line.grossCents)}
        </Text>
        <Text fz="sm" c="dimmed">
          Contribution {money(line.contributionCents)} · government {money(line.governmentCents)}
        </Text>
        <LineCheck line={line} />
      </Stack>
    </Card>
  );
}

function PreflightPanel({ result, onClaim }: { result: SahPreflightView; onClaim: () => void }) {
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {result.passingCount} line{result.passingCount === 1 ? '' : 's'} ready to claim:{' '}
              {money(result.passingGrossCents)}
            </Title>
            <Text fz="sm" c="dimmed">
              Government {money(result.passingGovernmentCents)} · {result.failingCount} need attention ·{' '}
              {result.claimedCount} already claimed
            </Text>
          </Stack>
          <Button
            disabled={result.passingCount === 0}
            onClick={onClaim}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Claim and download the file
          </Button>
        </Group>
        {result.byRule.length > 0 ? (
          <Alert color="yellow" variant="light" title="What the lines need">
            <Stack gap={4}>
              {result.byRule.map((r) => (
                <Text key={r.rule} fz="sm">
                  <b>{r.count}</b> · {r.fix}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {result.lines.length === 0 ? (
          <Text c="dimmed">No delivered Support at Home line of the period is left to claim.</Text>
        ) : (
          <>
            <Stack gap="xs" hiddenFrom="sm">
              {result.lines.map((l) => (
                <LineCard key={`${l.clientId}|${l.sourceKey}`} line={l} />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={900} visibleFrom="sm">
              <Table striped aria-label="Lines of the period">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th>Service</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th ta="right">Contribution</Table.Th>
                    <Table.Th ta="right">Government</Table.Th>
                    <Table.Th>Pre-flight</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.lines.map((l) => (
                    <LineRow key={`${l.clientId}|${l.sourceKey}`} line={l} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}

function StatementCard({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reply, setReply] = useState<SahStatementImportReply | null>(null);
  const upload = useMutation({
    mutationFn: importSahStatement,
    onSuccess: (answer) => {
      setReply(answer);
      setFile(null);
      toasts.success(answer.message);
      onImported();
    },
    onError: (error) => {
      const field = isApiError(error) ? (error.fieldErrors.file ?? null) : null;
      if (field) {
        setFileError(field);
      } else {
        toasts.error(
          isApiError(error) ? error.message : 'The statement could not be imported. Please try again.',
        );
      }
    },
  });
  const refused = reply?.outcomes.filter((o) => o.action === 'refused') ?? [];
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Import a payment statement
        </Title>
        <Text fz="sm">
          Download the payment statement (CSV) from the Aged Care Provider Portal and import it: each claimed
          line becomes paid, or rejected with Services Australia’s reason. A row naming a line we do not have,
          or paying another amount, is listed and changes nothing.
        </Text>
        <FileDrop
          label="Payment statement file"
          kind={STATEMENT_FILE}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
          error={fileError ?? undefined}
          wrongTypeMessage={SAH_CLAIM_MESSAGES.statementRequired}
          prompt="Drag the statement here, or click to choose it"
        />
        <Group justify="flex-end">
          <Button
            size="md"
            leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
            loading={upload.isPending}
            onClick={() => {
              setReply(null);
              if (!file) {
                setFileError(SAH_CLAIM_MESSAGES.statementRequired);
                return;
              }
              upload.mutate(file);
            }}
          >
            Import statement
          </Button>
        </Group>
        {reply ? (
          <Alert
            color={refused.length > 0 ? 'yellow' : 'green'}
            variant="light"
            role="status"
            title={reply.message}
          >
            <Stack gap={2}>
              {refused.map((o) => (
                <Text key={o.row} fz="sm">
                  {o.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function ClaimLines({ claimBatchId }: { claimBatchId: string }) {
  const detail = useQuery({
    queryKey: sahClaimKey(claimBatchId),
    queryFn: ({ signal }) => fetchSahClaim(claimBatchId, signal),
  });
  if (detail.isError) {
    return <LoadFailed what="the claim’s lines" onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return <Text c="dimmed">Loading…</Text>;
  }
  const state = (l: (typeof detail.data.lines)[number]) => (
    <>
      <Badge color={STATE_COLOURS[l.state]} variant="light">
        {l.state}
      </Badge>
      {l.message ? (
        <Text fz="xs" c="red.8">
          {l.message}
        </Text>
      ) : null}
    </>
  );
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {detail.data.lines.map((l) => (
          <Card key={l.claimLineId} withBorder p="sm">
            <Text fw={600} fz="sm">
              {l.reference} · {day(l.serviceDate)}
            </Text>
            <Text fz="sm">
              {l.clientName} · {l.serviceName} · government {money(l.governmentCents)}
            </Text>
            {state(l)}
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table aria-label={`Lines of ${detail.data.fileName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th ta="right">Government</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.data.lines.map((l) => (
              <Table.Tr key={l.claimLineId}>
                <Table.Td>{l.reference}</Table.Td>
                <Table.Td style={ONE_LINE}>{day(l.serviceDate)}</Table.Td>
                <Table.Td>{l.clientName}</Table.Td>
                <Table.Td>{l.serviceName}</Table.Td>
                <Table.Td ta="right">{money(l.governmentCents)}</Table.Td>
                <Table.Td>{state(l)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function ClaimCard({ claim }: { claim: SahClaimBatchView }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>
              Claim {claim.batchNumber} · {day(claim.periodFrom)} to {day(claim.periodTo)}
            </Text>
            <Text fz="sm" c="dimmed">
              {claim.rowCount} lines · {money(claim.grossCents)} (government {money(claim.governmentCents)})
            </Text>
          </Stack>
          <Group gap="xs">
            {(['Submitted', 'Paid', 'Rejected'] as const).map((s) =>
              claim.counts[s] > 0 ? (
                <Badge key={s} color={STATE_COLOURS[s]} variant="light">
                  {claim.counts[s]} {s.toLowerCase()}
                </Badge>
              ) : null,
            )}
          </Group>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide lines' : 'Show lines'}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void downloadSahClaimFile(claim)}
          >
            Download file
          </Button>
        </Group>
        {open ? <ClaimLines claimBatchId={claim.claimBatchId} /> : null}
      </Stack>
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
