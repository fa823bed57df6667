import { DATE_FORMATS, dayjs, type ShiftRosterView, splitList } from '@care/domain';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveModal } from '../ui/photo/ResponsiveModal.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { shiftTimes } from './portal-dates.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Shift Details as the staff and client portals see it: read-only (spec 3 §2.4, §2.7). */
export function ShiftDetailsModal({
  shift,
  zone,
  status,
  children,
  onClose,
}: {
  shift: ShiftRosterView | null;
  zone: string;
  /** The displayed status where the portal shows one. */
  status?: ReactNode;
  /** What the portal adds below (the worker's on-site details). */
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={shift !== null} onClose={onClose} title="Shift Details" size="md">
      {shift ? (
        <Stack gap="md">
          <Group gap="xs">
            {status}
            {shift.status === 'Pending' ? (
              <StatusBadge kind="shift" status="Pending" label="Cancellation requested" variant="filled" />
            ) : null}
            {shift.status === 'Cancelled' ? (
              <StatusBadge kind="shift" status="Cancelled" variant="filled" />
            ) : null}
            {shift.isNightShift ? <Badge variant="light">Sleep Over</Badge> : null}
            {shift.isExceptionalShift ? <Badge variant="light">Active Night</Badge> : null}
            {shift.isBrokenShift ? <Badge variant="light">Broken shift</Badge> : null}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Item label="Date">{dayjs(shift.dateFrom).tz(zone).format(DATE_FORMATS.longDate)}</Item>
            <Item label="Time">{shiftTimes(shift, zone)}</Item>
            <Item label="Clients">{shift.clients}</Item>
            <Item label="Staff">{shift.staff?.fullName ?? 'Open shift'}</Item>
            <Item label="Activities">{splitList(shift.activities).join(', ')}</Item>
            <Item label="Appointment">{shift.appointment}</Item>
          </SimpleGrid>
          <Item label="Description">{shift.description}</Item>
          {shift.reason ? <Item label="Cancellation reason">{shift.reason}</Item> : null}
          {children}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
