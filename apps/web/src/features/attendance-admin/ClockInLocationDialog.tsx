import {
  type AttendanceView,
  formatDistance,
  formatInZone,
  hasPosition,
  type ShiftRosterView,
} from '@care/domain';
import { Alert, Box, Button, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import type { MapPoint } from './AttendanceMap.tsx';
import { attendanceKey, fetchAttendance } from './attendance-api.ts';
import { locationFacts } from './location-text.ts';

const AttendanceMap = lazyComponent(() => import('./AttendanceMap.tsx'), 'AttendanceMap');

const pointOf = (latitude: number | null, longitude: number | null): MapPoint | null => {
  const p = { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
  return hasPosition(p) ? p : null;
};

function Dot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      display="inline-block"
      w={12}
      h={12}
      mr={6}
      style={{
        borderRadius: '50%',
        background: color,
        border: '2px solid white',
        boxShadow: '0 0 0 1px #868e96',
      }}
    />
  );
}

function LocationBody({ attendance: a, zone }: { attendance: AttendanceView; zone: string }) {
  const clockIn = pointOf(a.inLatitude, a.inLongitude);
  const clockOut = pointOf(a.outLatitude, a.outLongitude);
  const client = a.clientLocation ? pointOf(a.clientLocation.latitude, a.clientLocation.longitude) : null;
  const center = clockIn ?? client;
  const facts = locationFacts(a, zone);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box mih={320} h={{ base: 320, md: 400 }} data-testid="clock-in-map">
        {center ? (
          <Suspense fallback={<Loader aria-label="Loading the map" m="xl" />}>
            <AttendanceMap
              center={center}
              clockIn={clockIn}
              clockOut={clockOut}
              client={client}
              radiusMetres={a.radiusMetres}
              clockInOutside={a.clockInLocation === 'outside'}
            />
          </Suspense>
        ) : (
          <Alert color="gray" variant="light" icon={<IconMapPin size={20} aria-hidden />} h="100%">
            Nothing to show on a map: the phone sent no location and the client’s address has no map position.
          </Alert>
        )}
      </Box>
      <Stack gap="sm">
        <Text fw={600}>{a.staff.fullName}</Text>
        <Text fz="sm">
          Clocked in {formatInZone(a.clockIn, 'listDateTime', zone)}
          {a.clockOut ? `, out ${formatInZone(a.clockOut, 'listDateTime', zone)}` : ' · In Shift'}
        </Text>
        <List spacing={6} size="sm" listStyleType="none" aria-label="Location checks">
          {facts.map((f) => (
            <List.Item
              key={f.label}
              icon={
                f.warn ? <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden /> : null
              }
            >
              <Text span fw={600} fz="sm">
                {f.label}:{' '}
              </Text>
              <Text span fz="sm" c={f.warn ? 'red.7' : undefined}>
                {f.text}
              </Text>
            </List.Item>
          ))}
        </List>
        <Stack gap={4} fz="xs" c="dimmed" aria-label="Map legend">
          <Text fz="xs" c="dimmed">
            <Dot color={a.clockInLocation === 'outside' ? '#e03131' : '#2f9e44'} />
            Clock-in
          </Text>
          {clockOut ? (
            <Text fz="xs" c="dimmed">
              <Dot color="#1971c2" />
              Clock-out
            </Text>
          ) : null}
          {client ? (
            <Text fz="xs" c="dimmed">
              <IconMapPin size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
              {a.clientLocation?.address || 'The client’s address'}, with the {formatDistance(a.radiusMetres)}{' '}
              radius
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}

/** "Location of time clocked in" (spec 3 §2.1): where the shift's attendance was clocked, on a map and in words. */
export function ClockInLocationDialog({ shift, onCancel }: { shift: ShiftRosterView; onCancel: () => void }) {
  const zone = useTimeZone();
  const id = shift.attendanceId ?? '';
  const attendance = useQuery({
    queryKey: attendanceKey(id),
    queryFn: ({ signal }) => fetchAttendance(id, signal),
    enabled: id !== '',
  });
  return (
    <ResponsiveModal opened onClose={onCancel} title="Location of time clocked in" size="xl">
      <Stack gap="md">
        {attendance.data ? (
          <LocationBody attendance={attendance.data} zone={zone} />
        ) : attendance.isError || id === '' ? (
          <Text c="red">The attendance could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading the attendance" mx="auto" display="block" />
        )}
        <DialogFooter>
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
