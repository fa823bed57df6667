import { type FormDef, formatInZone } from '@care/domain';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchVersions, formPdfHref, versionsKey } from './participant-forms-api.ts';

/** The form's history: every version, newest first; a superseded one keeps its PDF as signed. */
export function FormVersions({ def, clientId }: { def: FormDef; clientId: string }) {
  const zone = useTimeZone();
  const versions = useQuery({
    queryKey: versionsKey(clientId, def.slug),
    queryFn: ({ signal }) => fetchVersions(clientId, def.slug, signal),
  });
  const list = versions.data ?? [];
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Version history">
      <Title order={3} fz="md" mb="sm">
        Version history
      </Title>
      <Stack gap="xs">
        {list.map((v) => (
          <Group key={v.formId} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                Version {v.version}
                {v.superseded ? ' · superseded' : ' · current'}
              </Text>
              <Text fz="xs" c="dimmed">
                {v.lastModified ? formatInZone(v.lastModified, 'listDateTime', zone) : ''}
                {v.preparedBy ? ` · prepared by ${v.preparedBy}` : ''}
                {v.signatures.length > 0
                  ? ` · ${v.signatures.length} signature${v.signatures.length === 1 ? '' : 's'}`
                  : ''}
              </Text>
            </Stack>
            <Group gap="sm">
              {v.superseded ? null : <StatusBadge kind="participantForm" status={v.status} />}
              {v.formId ? (
                <Anchor href={formPdfHref(v.formId)} target="_blank" rel="noopener" fz="sm">
                  PDF of version {v.version}
                </Anchor>
              ) : null}
            </Group>
          </Group>
        ))}
        {versions.isPending ? (
          <Text fz="sm" c="dimmed">
            Loading…
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
