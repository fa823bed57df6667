import type { ImportOutcome, ImportPreview } from '@care/domain';
import { Alert, Badge, Box, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconTable } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api/api.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { fetchIntegrations, INTEGRATIONS_KEY } from '../integrations/integrations-api.ts';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';

interface ImportResult {
  message: string;
  added: number;
  matched: number;
  skipped: { name: string; reason: string }[];
}

const OUTCOME: Record<ImportOutcome, { label: string; color: string }> = {
  Add: { label: 'Will be added', color: 'green' },
  Match: { label: 'Will be linked', color: 'blue' },
  Skip: { label: 'Skipped', color: 'gray' },
};

const ORDER: Record<ImportOutcome, number> = { Add: 0, Match: 1, Skip: 2 };

/**
 * /app/forms/upload-{admin|staff|client}-via-xero (spec 2 §2): the people in Xero (payroll employees,
 * or contacts for clients), each shown as added, linked to a record we have (same e-mail, else same
 * name) or skipped with the reason; Import adds and links them. Without a connection it says how to
 * connect and offers the spreadsheet upload.
 */
export function AccountingImportPage({ kind }: { kind: PersonKind }) {
  const info = PERSON_KINDS[kind];
  const queryClient = useQueryClient();
  const integrations = useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: ({ signal }) => fetchIntegrations(signal),
    retry: false,
  });
  const connected = integrations.data?.[0]?.status === 'Connected';
  const previewKey = ['xero-import', kind] as const;
  const preview = useQuery({
    queryKey: previewKey,
    queryFn: ({ signal }) => api.get<ImportPreview>(`${info.apiBase}/xero_import_preview`, { signal }),
    enabled: connected,
    retry: false,
  });
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const chosen = (preview.data?.rows ?? []).filter((r) => r.outcome !== 'Skip').map((r) => r.externalId);

  const run = async () => {
    setImporting(true);
    try {
      // The result shows on the page (with who was skipped), not as a toast too.
      setResult(
        await api.post<ImportResult>(
          `${info.apiBase}/xero_import`,
          { externalIds: chosen },
          { toastSuccess: false },
        ),
      );
      await queryClient.invalidateQueries({ queryKey: previewKey });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setImporting(false);
    }
  };

  return (
    <Box maw={1000}>
      <PageHeader
        title={`Import ${info.plural} from Xero`}
        description={
          kind === 'client'
            ? 'Bring your Xero contacts in as clients, or link them to the clients you have.'
            : `Bring your Xero payroll employees in as ${info.plural}, or link them to the ${info.plural} you have.`
        }
      />
      <Stack gap="lg">
        {integrations.isPending ? <Text c="dimmed">Checking the Xero connection…</Text> : null}
        {!integrations.isPending && !connected ? (
          <Alert
            color="yellow"
            variant="light"
            radius="lg"
            icon={<IconBan size={22} stroke={1.8} aria-hidden />}
            title="Xero is not connected"
          >
            <Stack gap="sm">
              <Text fz="sm">
                {integrations.data?.[0]?.message ??
                  'A company administrator can connect Xero under Setup → Integrations.'}{' '}
                Until then, you can add {info.plural} from an Excel spreadsheet, or one at a time.
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={info.excelPath}
                  leftSection={<IconTable size={18} stroke={1.8} aria-hidden />}
                >
                  Upload from Excel instead
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {result ? (
          <Alert color={result.skipped.length ? 'yellow' : 'green'} title={result.message} radius="lg">
            {result.skipped.length ? (
              <List size="sm">
                {result.skipped.map((s) => (
                  <List.Item key={`${s.name}-${s.reason}`}>
                    <b>{s.name}</b>: {s.reason}
                  </List.Item>
                ))}
              </List>
            ) : null}
            <Button component={Link} to={info.listPath} variant="light" mt="sm">
              Go to {info.listLabel}
            </Button>
          </Alert>
        ) : null}
        {connected ? (
          <Card shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            {preview.isPending ? <Text c="dimmed">Reading Xero…</Text> : null}
            {preview.data ? (
              <Stack gap="md">
                <Group gap="sm">
                  <Badge color="green" size="lg" variant="light">
                    {preview.data.add} to add
                  </Badge>
                  <Badge color="blue" size="lg" variant="light">
                    {preview.data.match} to link
                  </Badge>
                  <Badge color="gray" size="lg" variant="light">
                    {preview.data.skip} skipped
                  </Badge>
                </Group>
                {preview.data.rows.length === 0 ? (
                  <Text>Xero has no one to import.</Text>
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table aria-label="People in Xero" verticalSpacing="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Name</Table.Th>
                          <Table.Th>E-mail</Table.Th>
                          <Table.Th>Import</Table.Th>
                          <Table.Th>Why</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {[...preview.data.rows]
                          // Who is added or linked first; the skipped (often the already linked) after.
                          .sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome])
                          .map((r) => (
                            <Table.Tr key={r.externalId}>
                              <Table.Td>{`${r.firstName} ${r.lastName}`.trim() || '—'}</Table.Td>
                              <Table.Td>{r.email ?? '—'}</Table.Td>
                              <Table.Td>
                                <Badge color={OUTCOME[r.outcome].color} variant="light">
                                  {OUTCOME[r.outcome].label}
                                </Badge>
                              </Table.Td>
                              <Table.Td>
                                <Text fz="sm">{r.reason}</Text>
                              </Table.Td>
                            </Table.Tr>
                          ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <Group justify="flex-end">
                  <Button onClick={() => void run()} loading={importing} disabled={chosen.length === 0}>
                    Import {chosen.length} from Xero
                  </Button>
                </Group>
                {kind !== 'client' ? (
                  <Text c="dimmed" fz="sm">
                    New {info.plural} get their sign-in and an invitation e-mail, as when added by hand.
                  </Text>
                ) : (
                  <Text c="dimmed" fz="sm">
                    New clients need their NDIS number and agreement dates completed on their profile.
                  </Text>
                )}
              </Stack>
            ) : null}
          </Card>
        ) : null}
      </Stack>
    </Box>
  );
}

/** /app/forms/upload-admin-via-xero */
export const ImportAdministratorsFromXeroPage = () => <AccountingImportPage kind="administrator" />;
/** /app/forms/upload-staff-via-xero */
export const ImportStaffFromXeroPage = () => <AccountingImportPage kind="staff" />;
/** /app/forms/upload-client-via-xero */
export const ImportClientsFromXeroPage = () => <AccountingImportPage kind="client" />;
