import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMyDocuments } from '../documents/useDocuments.ts';
import { clientFormsKey, fetchClientForms, formPath } from './participant-forms-api.ts';

/** The client portal's block: their forms waiting for their signature, each opening the form to read and sign. */
export function MyFormsToSign() {
  const mine = useMyDocuments();
  const clientId = mine.data?.userRole === 'Client' ? mine.data.ownerId : null;
  const forms = useQuery({
    queryKey: clientFormsKey(clientId ?? ''),
    queryFn: ({ signal }) => fetchClientForms(clientId as string, signal),
    enabled: clientId !== null,
  });
  const waiting = (forms.data ?? []).filter((f) => f.awaitingParticipant);
  if (!clientId || waiting.length === 0) {
    return null;
  }
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Forms to sign">
      <Group gap="xs" mb="sm">
        <Text fw={700}>Forms to read and sign</Text>
        <Badge color="blue" variant="light">
          {waiting.length}
        </Badge>
      </Group>
      <Stack gap="sm">
        {waiting.map((f) => (
          <Group key={f.slug} justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {f.name}
            </Text>
            <Button
              component={Link}
              to={formPath(f.slug, clientId)}
              size="sm"
              variant="light"
              leftSection={<IconSignature size={16} stroke={1.8} aria-hidden />}
            >
              Read and sign
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
