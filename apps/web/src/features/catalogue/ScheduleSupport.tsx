import { formatInZone } from '@care/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import {
  acceptSchedule,
  deleteSchedule,
  fetchClientSchedules,
  formatDollars,
  frequencyLabel,
  isSuggestion,
  type SupportScheduleRow,
  schedulesKey,
} from './catalogue-api.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

/** The rule, said where the schedule shows (issue 25). */
export const SCHEDULE_PRICING_RULE =
  'Only the office sets the items a client is billed at: a line added by a support worker or the client is a suggestion and does not price invoices until the office accepts it.';

/**
 * The Schedule Support tab (spec 2 §2): the client's funded items, hours a day and hourly cost; a
 * suggestion carries a badge, and the office (supportSchedule.price) accepts it.
 */
export function ScheduleSupport({ profileId, fullName }: { profileId: string; fullName: string }) {
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const canAdd = useCan('clientRecord.add');
  const canDelete = useCan('clientRecord.delete');
  const canPrice = useCan('supportSchedule.price');
  const schedules = useQuery({
    queryKey: schedulesKey(profileId),
    queryFn: ({ signal }) => fetchClientSchedules(profileId, signal),
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SupportScheduleRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = async (r: SupportScheduleRow) => {
    setAccepting(r.scheduleId);
    try {
      const reply = await acceptSchedule(r.scheduleId);
      toasts.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: schedulesKey(profileId) });
    } catch {
      // The client toasts the server's refusal.
    } finally {
      setAccepting(null);
    }
  };
  const acceptButton = (r: SupportScheduleRow) =>
    canPrice && isSuggestion(r) ? (
      <Button
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={accepting === r.scheduleId}
        onClick={() => void accept(r)}
        aria-label={`Accept ${r.itemNumber}`}
      >
        Accept
      </Button>
    ) : null;

  const columns: DataTableColumn<SupportScheduleRow>[] = [
    {
      accessor: 'supportType',
      title: 'Support Type',
      render: (r) => (
        <Stack gap={2} miw={{ base: 0, sm: 180 }}>
          <Text fz="sm" fw={700}>
            {r.supportType}
          </Text>
          {isSuggestion(r) ? (
            <Badge color="orange" variant="light" w="fit-content">
              Suggestion – not priced
            </Badge>
          ) : null}
          {/* On phones the hours and days columns fold away: the line says them. */}
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            <span>{r.quantity} h a day</span> · <span>{frequencyLabel(r.frequency)}</span>
          </Text>
        </Stack>
      ),
    },
    { accessor: 'itemNumber', title: 'Item Number', noWrap: true, secondary: 'md' },
    {
      accessor: 'quantity',
      title: 'Hours/day',
      textAlign: 'right',
      secondary: true,
      exportValue: (r) => r.quantity,
    },
    {
      accessor: 'cost',
      title: 'Cost/hr',
      textAlign: 'right',
      noWrap: true,
      exportValue: (r) => formatDollars(r.cost),
      sortValue: (r) => r.cost,
    },
    {
      accessor: 'frequency',
      title: 'Frequency',
      secondary: true,
      exportValue: (r) => frequencyLabel(r.frequency),
    },
    {
      accessor: 'dateCreated',
      title: 'Date Created',
      secondary: 'xl',
      noWrap: true,
      exportValue: (r) => formatInZone(r.dateCreated, 'date', zone),
      sortValue: (r) => r.dateCreated,
    },
    ...(canDelete || canPrice
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            // On phones Delete is in the expanded row, so the cost keeps its room.
            hiddenOnPhone: true,
            textAlign: 'right' as const,
            render: (r: SupportScheduleRow) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {acceptButton(r)}
                {canDelete ? (
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${r.itemNumber}`}
                      onClick={() => {
                        setDeleting(r);
                        setConfirming(true);
                      }}
                    >
                      <IconTrash size={18} stroke={1.8} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Text fz="sm" c="dimmed" mb="sm">
        {SCHEDULE_PRICING_RULE}
      </Text>
      <DataTable<SupportScheduleRow>
        label="support schedules"
        records={schedules.data}
        columns={columns}
        idAccessor="scheduleId"
        loading={schedules.isFetching}
        error={schedules.isError && !schedules.data}
        onRetry={() => void schedules.refetch()}
        search={{
          accessors: ['supportType', 'itemNumber', 'frequency'],
          placeholder: 'Search by item or day',
        }}
        exportAs={{ fileName: 'SupportSchedule', title: `Support Schedule: ${fullName}` }}
        noRecordsText="No funded items scheduled yet"
        actions={
          canAdd ? (
            <Button
              leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add Schedule
            </Button>
          ) : null
        }
        rowExpansion={(r) => (
          <Stack gap="sm">
            <ExpandedDetails
              cols={2}
              items={[
                { label: 'Frequency', value: frequencyLabel(r.frequency) },
                {
                  label: 'Cost a day',
                  value: formatDollars(Math.round(r.cost * r.quantity * 100) / 100),
                },
                { label: 'Item Number', value: r.itemNumber },
                { label: 'Date Created', value: formatInZone(r.dateCreated, 'date', zone) },
                {
                  label: 'Pricing',
                  value: isSuggestion(r)
                    ? 'Suggestion: not priced until the office accepts it'
                    : `Accepted${r.acceptedBy ? ` by ${r.acceptedBy}` : ''}`,
                },
              ]}
            />
            <Group hiddenFrom="sm">{acceptButton(r)}</Group>
            {canDelete ? (
              <Button
                hiddenFrom="sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} stroke={1.8} aria-hidden />}
                onClick={() => {
                  setDeleting(r);
                  setConfirming(true);
                }}
              >
                Delete this schedule
              </Button>
            ) : null}
          </Stack>
        )}
      />
      <ScheduleDialog profileId={profileId} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={confirming}
        title="Delete this schedule?"
        message={`${deleting?.itemNumber ?? ''} ${deleting?.supportType ?? ''} will be removed from ${fullName}'s support schedule.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (deleting) {
            await deleteSchedule(deleting.scheduleId);
            await queryClient.invalidateQueries({ queryKey: schedulesKey(profileId) });
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
