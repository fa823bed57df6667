import { formatInZone, type RestrictivePracticeUse } from '@care/domain';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { localParts } from '../../shelf/incident-form/incident-form-values.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchMonthlyReport, fetchRestrictivePractices, INCIDENTS_KEY } from './incidents-api.ts';
import { RestrictivePracticeForm } from './RestrictivePracticeForm.tsx';

function MonthlyReportCard({ month }: { month: string }) {
  const report = useQuery({
    queryKey: [...INCIDENTS_KEY, 'rp-report', month],
    queryFn: ({ signal }) => fetchMonthlyReport(month, signal),
  });
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Monthly report to the NDIS Commission
        </Title>
        <Text fz="sm" c="dimmed">
          Prefilled from the register (RP Rules s14): each participant’s uses per practice, and the practices
          not used.
        </Text>
        {report.data && report.data.lines.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Participant</Table.Th>
                  <Table.Th>Practice</Table.Th>
                  <Table.Th>Uses</Table.Th>
                  <Table.Th>Minutes</Table.Th>
                  <Table.Th>Unauthorised</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.lines.map((l) => (
                  <Table.Tr key={`${l.clientId}-${l.practiceType}`}>
                    <Table.Td>{l.clientName}</Table.Td>
                    <Table.Td>{l.practiceType}</Table.Td>
                    <Table.Td>{l.uses}</Table.Td>
                    <Table.Td>{l.minutes}</Table.Td>
                    <Table.Td>
                      {l.unauthorisedUses > 0 ? <Badge color="red">{l.unauthorisedUses}</Badge> : 0}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text fz="sm">No uses recorded this month.</Text>
        )}
        {report.data ? <Text fz="sm">Not used: {report.data.notUsed.join(', ') || 'none'}</Text> : null}
      </Stack>
    </Card>
  );
}

/** /app/incidents/restrictive-practices: the register of each use and the monthly report (§C). */
export function RestrictivePracticesPage() {
  const zone = useTimeZone();
  const [month, setMonth] = useState(localParts(new Date().toISOString(), zone).date.slice(0, 7));
  const [adding, setAdding] = useState(false);
  const canAdd = useCan('restrictivePractice.manage');
  const list = useQuery({
    queryKey: [...INCIDENTS_KEY, 'rp', month],
    queryFn: ({ signal }) => fetchRestrictivePractices(month, signal),
  });
  const when = (v: string) => formatInZone(v, 'listDateTime', zone);
  const columns: DataTableColumn<RestrictivePracticeUse>[] = [
    {
      accessor: 'startedAt',
      title: 'Started',
      noWrap: true,
      exportValue: (u) => when(u.startedAt),
      sortValue: (u) => Date.parse(u.startedAt),
    },
    { accessor: 'clientName', title: 'Participant' },
    { accessor: 'practiceType', title: 'Practice' },
    { accessor: 'minutes', title: 'Minutes', secondary: true },
    {
      accessor: 'authorised',
      title: 'Authorised',
      exportValue: (u) => (u.authorised ? `Yes (${u.authorisationReference ?? ''})` : 'No'),
      render: (u) =>
        u.authorised ? (
          <Badge color="teal" variant="light">
            Yes
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            No{u.incidentNo ? ` · ${u.incidentNo}` : ''}
          </Badge>
        ),
    },
    { accessor: 'staffName', title: 'Worker', secondary: 'md' },
    { accessor: 'reason', title: 'Why', secondary: 'lg' },
  ];
  return (
    <>
      <PageHeader
        title="Restrictive practices"
        description="One record for each use (RP Rules s15), kept seven years; an unauthorised use is a reportable incident."
        actions={
          canAdd ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Record a use
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Group>
          <TextInput
            type="month"
            label="Month"
            value={month}
            onChange={(e) => e.currentTarget.value && setMonth(e.currentTarget.value)}
            size="md"
          />
        </Group>
        <DataTable
          label="restrictive practice uses"
          records={list.data}
          columns={columns}
          idAccessor="restrictivePracticeId"
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          rowExpansion={(u) => (
            <Stack gap={4}>
              <Text fz="sm">
                <b>Behaviour:</b> {u.behaviour}
              </Text>
              <Text fz="sm">
                <b>Use and impact:</b> {u.description}
              </Text>
              <Text fz="sm">
                <b>Less restrictive options:</b> {u.lessRestrictiveOptions}
              </Text>
              <Text fz="sm">
                <b>Actions taken:</b> {u.actionsTaken}
              </Text>
              <Text fz="sm">
                <b>Ended:</b> {when(u.endedAt)} · <b>Where:</b> {u.location} · <b>Use:</b> {u.use}
              </Text>
            </Stack>
          )}
          exportAs={{ fileName: `restrictive-practices-${month}`, title: `Restrictive practices ${month}` }}
          noRecordsText="No uses recorded this month"
        />
        <MonthlyReportCard month={month} />
      </Stack>
      <ResponsiveModal opened={adding} onClose={() => setAdding(false)} title="Record a restrictive practice">
        <RestrictivePracticeForm onDone={() => setAdding(false)} />
      </ResponsiveModal>
    </>
  );
}
