import {
  formatCalendarDate,
  MAX_CLAIM_ROWS,
  type PreflightLineView,
  type PreflightProblem,
  type PreflightResult,
} from '@care/domain';
import { Alert, Badge, Button, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { moneyText } from '../invoices/invoice-display.ts';
import { PreflightLineCard } from './PreflightLineCard.tsx';

export interface PreflightResultPanelProps {
  result: PreflightResult;
  onFix: (line: PreflightLineView) => void;
  onOpenInvoice: (line: PreflightLineView) => void;
  /** The line whose details are being fetched for the dialog. */
  fixingId: string | null;
  onDownload: () => void;
  downloading: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Failing lines shown before a "Show more" (a long list of cards is hard to work through). */
const FIRST_CARDS = 10;

/** Each problem found once, with how many lines have it (many lines often share one cause). */
function problemCounts(lines: PreflightLineView[]): { problem: PreflightProblem; count: number }[] {
  // By rule and message: one rule may read differently (a plan self managed, or plan managed).
  const byKind = new Map<string, { problem: PreflightProblem; count: number }>();
  for (const p of lines.flatMap((l) => l.problems)) {
    const key = `${p.rule}|${p.message}`;
    byKind.set(key, { problem: p, count: (byKind.get(key)?.count ?? 0) + 1 });
  }
  return [...byKind.values()].sort((a, b) => b.count - a.count);
}

const passingColumns: DataTableColumn<PreflightLineView>[] = [
  { accessor: 'clientName', title: 'Client' },
  {
    accessor: 'date',
    title: 'Date',
    noWrap: true,
    exportValue: (l) => formatCalendarDate(l.date),
    sortValue: (l) => l.date,
  },
  { accessor: 'itemNumber', title: 'Item', noWrap: true },
  {
    accessor: 'amountCents',
    title: 'Amount',
    textAlign: 'right',
    noWrap: true,
    exportValue: (l) => moneyText(l.amountCents),
    sortValue: (l) => l.amountCents,
  },
  { accessor: 'claimReference', title: 'Claim reference', secondary: true },
  {
    accessor: 'claimStatus',
    title: 'Note',
    secondary: 'md',
    exportValue: (l) => (l.claimStatus === 'Rejected' ? 'Claimed again after a rejection' : ''),
    render: (l) =>
      l.claimStatus === 'Rejected' ? (
        <Badge color="orange" variant="light" miw="max-content">
          Claimed again
        </Badge>
      ) : null,
  },
];

/**
 * The pre-flight's answer: the summary and the download, the company's own problems, the lines
 * that need fixing (each problem with its fix), then the lines that pass.
 */
export function PreflightResultPanel(props: PreflightResultPanelProps) {
  const { result, onFix, onOpenInvoice, fixingId, onDownload, downloading } = props;
  const [showAll, setShowAll] = useState(false);
  const failing = result.lines.filter((l) => l.problems.length > 0);
  const passing = result.lines.filter((l) => l.problems.length === 0);
  const shown = showAll ? failing : failing.slice(0, FIRST_CARDS);
  const tooMany = result.passingCount > MAX_CLAIM_ROWS;
  const canClaim = result.passingCount > 0 && result.companyProblems.length === 0 && !tooMany;

  return (
    <Stack gap="lg">
      <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="lg" wrap="wrap" role="status" aria-label="Pre-flight summary">
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
              <Text fw={700}>
                {plural(result.passingCount, 'line')} pass, {moneyText(result.passingCents)} total
              </Text>
            </Group>
            {result.failingCount > 0 ? (
              <Group gap={6} wrap="nowrap">
                <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" aria-hidden />
                <Text fw={700} c="red.8">
                  {plural(result.failingCount, 'line')} need{result.failingCount === 1 ? 's' : ''} fixing
                </Text>
              </Group>
            ) : null}
          </Group>
          <Text fz="sm" c="dimmed">
            Saved lines from {formatCalendarDate(result.fromDate)} to {formatCalendarDate(result.toDate)} not
            claimed yet (and rejected lines, to claim again once fixed). Only the lines that pass go in the
            file; they are then marked claimed and never claimed twice.
          </Text>
          {tooMany ? (
            <Text fz="sm" c="red.8">
              A bulk payment request holds at most 5,000 lines: choose a shorter period or one client.
            </Text>
          ) : null}
          <Group>
            <Button
              size="md"
              leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
              disabled={!canClaim}
              loading={downloading}
              onClick={onDownload}
              // The label is long: on a phone it wraps rather than being cut.
              styles={{
                root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
                label: { whiteSpace: 'normal', textAlign: 'left' },
              }}
            >
              Download bulk payment request ({plural(result.passingCount, 'line')})
            </Button>
          </Group>
        </Stack>
      </Card>

      {result.companyProblems.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Your company's details stop every claim"
        >
          <List size="sm" spacing={6}>
            {result.companyProblems.map((p) => (
              <List.Item key={p.rule}>
                <Text fz="sm" fw={600}>
                  {p.message}
                </Text>
                <Text fz="sm">Fix: {p.fix}</Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      {failing.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Lines to fix ({failing.length})
          </Title>
          {failing.length > 1 ? (
            <Paper withBorder radius="md" p="md" bg="red.0">
              <Text fz="sm" fw={700} mb={6}>
                What the lines need
              </Text>
              <List size="sm" spacing={6} aria-label="Problems by kind">
                {problemCounts(failing).map(({ problem, count }) => (
                  <List.Item key={`${problem.rule}|${problem.message}`}>
                    <Text fz="sm" fw={600} component="span">
                      {plural(count, 'line')}: {problem.message}.
                    </Text>{' '}
                    <Text fz="sm" component="span">
                      Fix: {problem.fix}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Paper>
          ) : null}
          {shown.map((line) => (
            <PreflightLineCard
              key={line.invoicesId}
              line={line}
              onFix={onFix}
              onOpenInvoice={onOpenInvoice}
              busy={fixingId === line.invoicesId}
            />
          ))}
          {failing.length > shown.length ? (
            <Group>
              <Button variant="subtle" onClick={() => setShowAll(true)}>
                Show {failing.length - shown.length} more
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Lines that pass ({passing.length})
        </Title>
        <DataTable<PreflightLineView>
          label="lines that pass"
          records={passing}
          columns={passingColumns}
          idAccessor="invoicesId"
          search={{
            accessors: ['clientName', 'itemNumber', 'claimReference'],
            placeholder: 'Search by client or item',
          }}
          exportAs={{ fileName: 'PreflightPassingLines', title: 'Lines that pass the pre-flight check' }}
          noRecordsText="No line passes yet"
        />
      </Stack>
    </Stack>
  );
}
