import { documentAttention } from '@care/domain';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useSession } from '../../session/useSession.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { CLIENT_PORTAL_SECTIONS, STAFF_SECTIONS } from './PersonDocumentsTabs.tsx';
import { useMyDocuments } from './useDocuments.ts';

/** The words after the count's badge: '1 | document has expired', '3 | documents have expired'. */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The staff and client homes' card: what of their own documents needs them, and the way there. */
export function MyDocumentsSummary() {
  const session = useSession();
  const zone = useTimeZone();
  const mine = useMyDocuments();
  const isClient = session?.role === 'Client';
  const link = useAppLink(isClient ? '/app/client/profile?tab=Documents' : '/app/staff/document');
  const sections = isClient ? CLIENT_PORTAL_SECTIONS : STAFF_SECTIONS;
  const names = sections.flatMap((s) => s.documents.map((d) => d.name));
  const attention = mine.data ? documentAttention(names, mine.data.documents, new Date(), zone) : null;
  const lines = attention
    ? [
        {
          n: attention.consent,
          text: plural(
            attention.consent,
            'document waits for your consent',
            'documents wait for your consent',
          ),
          color: 'blue',
        },
        {
          n: attention.rejected,
          text: plural(
            attention.rejected,
            'document was rejected: upload a new copy',
            'documents were rejected: upload new copies',
          ),
          color: 'red',
        },
        {
          n: attention.expired,
          text: plural(attention.expired, 'document has expired', 'documents have expired'),
          color: 'red',
        },
        {
          n: attention.expiring,
          text: plural(
            attention.expiring,
            'document expires within 30 days',
            'documents expire within 30 days',
          ),
          color: 'yellow',
        },
        {
          n: attention.missing.length,
          text: plural(
            attention.missing.length,
            'required document is not uploaded yet',
            'required documents are not uploaded yet',
          ),
          color: 'gray',
        },
      ].filter((l) => l.n > 0)
    : [];

  return (
    <Card component="section" aria-label="My documents">
      <Title order={2} fz="lg" mb="sm">
        My documents
      </Title>
      {mine.isPending ? (
        <Skeleton h={60} />
      ) : mine.isError ? (
        <Text c="dimmed" fz="sm">
          Your documents could not be loaded just now.
        </Text>
      ) : lines.length === 0 ? (
        <Text c="dimmed" fz="sm" mb="md">
          All your documents are in order.
        </Text>
      ) : (
        <Stack gap={6} mb="md">
          {lines.map((l) => (
            <Group key={l.text} gap="sm" wrap="nowrap">
              <Badge color={l.color} variant="light" radius="sm" miw={36}>
                {l.n}
              </Badge>
              <Text fz="sm">{l.text}</Text>
            </Group>
          ))}
        </Stack>
      )}
      <Button component="a" variant="light" {...link}>
        Open my documents
      </Button>
    </Card>
  );
}
