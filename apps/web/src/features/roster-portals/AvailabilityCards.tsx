import { minutesOfDay, WEEKDAY_NAMES } from '@care/domain';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { RowActions, time12 } from '../care-record/record-ui.tsx';
import {
  addAvailability,
  availabilityKey,
  deleteAvailability,
  editAvailability,
  fetchAvailabilities,
  type StaffAvailabilityView,
} from '../roster/availability-api.ts';
import { AvailabilitySlotForm } from './AvailabilitySlotForm.tsx';

const dayOrder = (day: string) => WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number]);

/** Sunday to Saturday (spec 3 §9), each day's slots by start. */
export function inWeekOrder(rows: readonly StaffAvailabilityView[]): StaffAvailabilityView[] {
  return [...rows].sort(
    (a, b) =>
      dayOrder(a.days) - dayOrder(b.days) || minutesOfDay(a.fromTimeOfDay) - minutesOfDay(b.fromTimeOfDay),
  );
}

/**
 * The availability card list (spec 3 §2.4 variant a): the rows as cards with an add form, an edit
 * dialog and delete for those who may manage them; read-only otherwise.
 */
export function AvailabilityCards({ staffId, canManage }: { staffId: string; canManage: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: availabilityKey(staffId),
    queryFn: ({ signal }) => fetchAvailabilities(staffId, signal),
  });
  const [editing, setEditing] = useState<StaffAvailabilityView | null>(null);
  const [deleting, setDeleting] = useState<StaffAvailabilityView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: availabilityKey(staffId) });

  return (
    <Stack gap="lg">
      {canManage ? (
        <Card withBorder radius="lg" padding="md">
          <Title order={2} fz="md" mb="sm">
            Add availability
          </Title>
          <AvailabilitySlotForm
            staffId={staffId}
            submitLabel="Add availability"
            onSave={async (slot) => {
              await addAvailability(staffId, slot);
              await refresh();
            }}
          />
        </Card>
      ) : null}
      {list.isPending ? (
        <Skeleton h={120} radius="lg" />
      ) : list.isError ? (
        <LoadFailed what="the availability" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">No availability recorded yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {inWeekOrder(list.data).map((row) => (
            <Card
              key={row.staffAvailibilityId}
              withBorder
              radius="lg"
              padding="md"
              aria-label={`${row.days} availability`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={700}>{row.days}</Text>
                  <Text fz="sm" c="dimmed">
                    {time12(row.fromTimeOfDay)} – {time12(row.toTimeOfDay)}
                  </Text>
                </Stack>
                {canManage ? (
                  <RowActions
                    name={`${row.days} ${row.fromTimeOfDay}–${row.toTimeOfDay}`}
                    onEdit={() => setEditing(row)}
                    onDelete={() => setDeleting(row)}
                  />
                ) : null}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ResponsiveModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit availability"
        size="lg"
      >
        {editing ? (
          <AvailabilitySlotForm
            staffId={staffId}
            initial={{
              days: editing.days,
              fromTimeOfDay: editing.fromTimeOfDay,
              toTimeOfDay: editing.toTimeOfDay,
            }}
            submitLabel="Save changes"
            onCancel={() => setEditing(null)}
            onSave={async (slot) => {
              await editAvailability(editing.staffAvailibilityId, staffId, slot);
              await refresh();
              setEditing(null);
            }}
          />
        ) : null}
      </ResponsiveModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this availability?"
        message={
          deleting
            ? `${deleting.days}, ${time12(deleting.fromTimeOfDay)} – ${time12(deleting.toTimeOfDay)}.`
            : ''
        }
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (deleting) {
            await deleteAvailability(deleting.staffAvailibilityId);
            await refresh();
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
