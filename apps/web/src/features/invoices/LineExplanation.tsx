import { formatCalendarDate, formatTicks, type InvoiceLineExplanation } from '@care/domain';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { dateTimeText, moneyText } from './invoice-display.ts';
import { fetchInvoiceDetails, invoiceDetailKey } from './invoices-api.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Title order={4} fz="sm" mb={6}>
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/** One 'Label: value' fact; left out when the value is empty. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" fz="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

const SOURCE_LABELS: Record<InvoiceLineExplanation['item']['source'], string> = {
  schedule: 'From the client’s support schedule',
  family: 'Same item family as a scheduled item',
  default: 'Company default item',
  none: 'No item for this band',
  edited: 'Chosen by an administrator',
};

/** The explanation's sections, for a loaded line. */
export function ExplanationSections({ e, zone }: { e: InvoiceLineExplanation; zone: string }) {
  const at = (v: string) => dateTimeText(v, zone);
  const timeOf = (v: string) => dateTimeText(v, zone).slice(11);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Section title="Shift">
        <Fact label="From" value={at(e.shift.dateFrom)} />
        <Fact label="To" value={at(e.shift.dateTo)} />
        <Fact label="Clients" value={e.shift.clients.join(', ')} />
        <Fact
          label="Group size"
          value={e.shift.groupSize > 1 ? `${e.shift.groupSize} clients (group support)` : '1 client'}
        />
        {e.shift.isNightShift ? <Fact label="Night shift" value="Yes" /> : null}
        {e.shift.isExceptionalShift ? <Fact label="Exceptional shift" value="Yes" /> : null}
      </Section>
      <Section title="Worker & attendance">
        <Fact label="Worker" value={e.worker?.fullName ?? 'No worker'} />
        {e.attendance ? (
          <>
            <Fact label="Clock in" value={at(e.attendance.clockIn)} />
            <Fact label="Clock out" value={at(e.attendance.clockOut)} />
            <Fact label="Source" value={e.attendance.source} />
          </>
        ) : null}
        {e.splits.map((s) => (
          <Group key={s.attendanceSplitId} gap={6} wrap="wrap">
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {s.code}
            </Badge>
            <Text fz="sm">
              {at(s.clockIn)} – {timeOf(s.clockOut)} ({formatTicks(s.durationTicks)})
            </Text>
            <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {s.status}
            </Badge>
          </Group>
        ))}
      </Section>
      <Section title="Band rule">
        <Fact label="Band" value={`${e.band.code} – ${e.band.name}`} />
        <Text fz="sm">{e.band.text}</Text>
        {e.ttp ? <Text fz="sm">{e.ttp}</Text> : null}
      </Section>
      <Section title="Catalogue row">
        <Fact label="Item number" value={e.item.itemNumber} />
        <Fact label="Item name" value={e.item.itemName} />
        <Fact label="Catalogue" value={e.item.catalogueName} />
        <Fact
          label="In force"
          value={
            e.item.startDate
              ? `${formatCalendarDate(e.item.startDate)} – ${formatCalendarDate(e.item.endDate) || 'open'}`
              : ''
          }
        />
        <Fact label="Price column" value={e.item.priceColumn} />
        <Fact label="Price limit" value={e.item.limitCents === null ? '' : moneyText(e.item.limitCents)} />
        <Fact label="Unit" value={e.item.unit} />
        <Fact label="Chosen" value={SOURCE_LABELS[e.item.source]} />
        <Text fz="sm">{e.item.text}</Text>
      </Section>
      <Section title="Pricing">
        <Text fz="sm" fw={600}>
          {e.pricing.text}
        </Text>
        <Fact label="Unit price" value={moneyText(e.pricing.unitPriceCents)} />
        <Fact label="Agreed duration" value={formatTicks(e.pricing.agreedDurationTicks)} />
        <Fact label="Quantity" value={String(e.pricing.quantity)} />
        <Fact label="Amount" value={moneyText(e.pricing.amountCents)} />
      </Section>
      {e.cancellation ? (
        <Section title="Cancellation">
          <Fact label="Cancelled" value={at(e.cancellation.cancellationDate)} />
          <Fact
            label="Notice"
            value={`${Math.floor(e.cancellation.noticeMinutes / 60)} h ${e.cancellation.noticeMinutes % 60} min`}
          />
          <Fact label="Reason" value={e.cancellation.reason ?? e.cancellation.reasonCode} />
          <Text fz="sm">{e.cancellation.text}</Text>
        </Section>
      ) : null}
      {e.edited ? (
        <Section title="Edited">
          <Fact label="By" value={e.edited.by} />
          <Fact label="When" value={at(e.edited.at)} />
          <Fact
            label="Item"
            value={`${e.edited.fromItemNumber ?? 'none'} → ${e.edited.toItemNumber ?? 'none'}`}
          />
        </Section>
      ) : null}
    </SimpleGrid>
  );
}

/** Why an invoice line says what it says (the expanded row): read with get_invoicedetails when opened. */
export function LineExplanation({ invoicesId }: { invoicesId: string }) {
  const zone = useTimeZone();
  const detail = useQuery({
    queryKey: invoiceDetailKey(invoicesId),
    queryFn: ({ signal }) => fetchInvoiceDetails(invoicesId, signal),
  });
  if (detail.isPending) {
    return (
      <Group gap="xs" p="sm">
        <Loader size="sm" />
        <Text fz="sm">Loading the line’s explanation…</Text>
      </Group>
    );
  }
  if (detail.isError) {
    return <LoadFailed what="the line’s explanation" onRetry={() => void detail.refetch()} />;
  }
  const { claimStatus, claimMessage, invoiceNumber } = detail.data;
  return (
    <Stack gap="sm">
      {claimStatus ? (
        <Section title="Claim">
          <Fact label="Invoice" value={invoiceNumber} />
          <Fact label="Status" value={claimStatus} />
          <Fact label="Portal’s message" value={claimMessage} />
        </Section>
      ) : null}
      <ExplanationSections e={detail.data.explanation} zone={zone} />
    </Stack>
  );
}
