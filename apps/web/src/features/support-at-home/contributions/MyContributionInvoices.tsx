import { formatCalendarDate, formatCents } from '@care/domain';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import {
  CONTRIBUTIONS_KEY,
  clientContributionPdfUrl,
  fetchClientContributions,
} from './contributions-api.ts';

/**
 * The client's own Support at Home contribution invoices on their profile (the portal): each with its
 * state, what is owed and its PDF. Nothing shows for a client who has none.
 */
export function MyContributionInvoices({ profileId }: { profileId: string }) {
  const mine = useQuery({
    queryKey: [...CONTRIBUTIONS_KEY, 'client', profileId],
    queryFn: ({ signal }) => fetchClientContributions(profileId, signal),
  });
  const invoices = mine.data?.invoices ?? [];
  if (invoices.length === 0) {
    return null;
  }
  return (
    <Card withBorder radius="md" padding="md" mt="lg" aria-label="Your contribution invoices">
      <Title order={3} fz="md" mb={4}>
        Your Support at Home contribution invoices
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Your share of the services the government has paid for. Aged-care services are GST-free.
      </Text>
      <Stack gap="xs">
        {invoices.map((i) => (
          <Group key={i.invoiceId} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{i.invoiceNumber}</Text>
              <Text fz="xs" c="dimmed">
                Issued {formatCalendarDate(i.issueDate)}, due {formatCalendarDate(i.dueDate)}
              </Text>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <StatusBadge kind="invoiceAccount" status={i.stateLabel} miw="max-content" />
              <Text fz="sm" fw={600}>
                {formatCents(i.owedCents)} owed
              </Text>
              <Anchor
                href={clientContributionPdfUrl(profileId, i.invoiceId)}
                target="_blank"
                rel="noopener"
                fz="sm"
              >
                PDF
              </Anchor>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
