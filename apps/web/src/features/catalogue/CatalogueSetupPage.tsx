import { formatInZone } from '@care/domain';
import { Alert, Badge, Box, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import type { FileKind } from '../../ui/upload/file-kinds.ts';
import { type RowProblem, rowProblemsOf } from '../people-create/upload-problems.ts';
import { CatalogueItemsTable } from './CatalogueItemsTable.tsx';
import { CATALOGUE_KEY, fetchCatalogues, type ImportReply, importCatalogue } from './catalogue-api.ts';

/** The official workbook or its CSV export. */
export const CATALOGUE_FILE: FileKind = {
  accept: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'text/csv': ['.csv'],
    'application/vnd.ms-excel': ['.csv'],
  },
  extensions: ['.xlsx', '.csv'],
  maxBytes: 10 * 1024 * 1024,
  label: '.xlsx or .csv',
};
const WRONG_TYPE = 'The file must be the catalogue workbook (.xlsx) or its CSV export (.csv)';

type Outcome = { ok: ImportReply } | { failed: string; rows: RowProblem[] } | null;

/** /app/setup/support-catalogue: import the NDIS Support Catalogue and browse it (administrators). */
export function CatalogueSetupPage() {
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const phone = useIsPhone();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const catalogues = useQuery({
    queryKey: [...CATALOGUE_KEY, 'files'],
    queryFn: ({ signal }) => fetchCatalogues(signal),
  });

  const upload = useMutation({
    mutationFn: importCatalogue,
    onSuccess: async (reply) => {
      setOutcome({ ok: reply });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
    onError: (error) => {
      const rows = rowProblemsOf(error);
      const message = isApiError(error)
        ? error.message
        : 'The catalogue could not be imported. Please try again.';
      const field = isApiError(error) ? error.fieldErrors.file : undefined;
      if (field && rows.length === 0) {
        setFileError(field);
        setOutcome(null);
      } else {
        setOutcome({ failed: message, rows });
      }
    },
  });

  const start = () => {
    setOutcome(null);
    if (!file) {
      setFileError('Select File');
      return;
    }
    setFileError(null);
    upload.mutate(file);
  };

  return (
    <Box maw={1280}>
      <PageHeader
        title="NDIS Support Catalogue"
        description="The support items and price limits the schedules and invoices are priced from."
      />
      <Stack gap="lg">
        <Card shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Import a catalogue
            </Title>
            <Text fz="sm">
              Download the Support Catalogue from the NDIS website and upload it as it is (the workbook, or
              the CSV it saves). Only the sheet “Current Support Items” is read. Items already here are left
              as they are; a newer catalogue adds its prices from its start date, and the prices already used
              are never changed.
            </Text>
            <FileDrop
              label="Catalogue file"
              kind={CATALOGUE_FILE}
              file={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
                setOutcome(null);
              }}
              error={fileError ?? undefined}
              wrongTypeMessage={WRONG_TYPE}
              prompt="Drag the catalogue here, or click to choose it"
            />
            <Group justify="flex-end">
              <Button
                size="md"
                leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
                loading={upload.isPending}
                onClick={start}
              >
                Import
              </Button>
            </Group>
            {outcome && 'ok' in outcome ? (
              <Alert
                color="green"
                variant="light"
                role="status"
                icon={<IconCheck size={20} aria-hidden />}
                title="Catalogue imported"
              >
                {outcome.ok.message}
              </Alert>
            ) : null}
            {outcome && 'failed' in outcome ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title="Nothing was imported"
              >
                <Text fz="sm">{outcome.failed}</Text>
                {outcome.rows.length > 1 ? (
                  <List size="sm" mt="xs">
                    {outcome.rows.slice(0, 10).map((r) => (
                      <List.Item key={`${r.row}-${r.field}`}>
                        Row {r.row}, {r.field}: {r.message}
                      </List.Item>
                    ))}
                    {outcome.rows.length > 10 ? (
                      <List.Item>and {outcome.rows.length - 10} more</List.Item>
                    ) : null}
                  </List>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        </Card>

        <Card shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Imported catalogues
            </Title>
            {catalogues.isError ? (
              <LoadFailed what="the imported catalogues" onRetry={() => void catalogues.refetch()} />
            ) : catalogues.data?.length === 0 ? (
              <Text c="dimmed" fz="sm">
                No catalogue yet. Import the current one above.
              </Text>
            ) : phone ? (
              <Stack gap="sm">
                {(catalogues.data ?? []).map((c) => (
                  <Stack
                    key={c.catalogueId}
                    gap={2}
                    pb="xs"
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Text fz="sm" fw={600}>
                      {c.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {c.layout === 'national' ? 'National price' : 'Price by state'} ·{' '}
                      {c.itemsAdded.toLocaleString('en-AU')} added, {c.itemsUnchanged.toLocaleString('en-AU')}{' '}
                      unchanged
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatInZone(c.dateCreated, 'activityLog', zone)}
                      {c.importedBy ? ` by ${c.importedBy}` : ''}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-label="Imported catalogues">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Catalogue</Table.Th>
                      <Table.Th>Layout</Table.Th>
                      <Table.Th ta="right">Items added</Table.Th>
                      <Table.Th ta="right">Unchanged</Table.Th>
                      <Table.Th>Imported</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(catalogues.data ?? []).map((c) => (
                      <Table.Tr key={c.catalogueId}>
                        <Table.Td>
                          <Text fz="sm" fw={600}>
                            {c.name}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {c.fileName}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={c.layout === 'national' ? 'teal' : 'blue'}>
                            {c.layout === 'national' ? 'National price' : 'Price by state'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{c.itemsAdded.toLocaleString('en-AU')}</Table.Td>
                        <Table.Td ta="right">{c.itemsUnchanged.toLocaleString('en-AU')}</Table.Td>
                        <Table.Td>
                          <Text fz="sm">{formatInZone(c.dateCreated, 'activityLog', zone)}</Text>
                          {c.importedBy ? (
                            <Text fz="xs" c="dimmed">
                              by {c.importedBy}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Card>

        <CatalogueItemsTable />
      </Stack>
    </Box>
  );
}
