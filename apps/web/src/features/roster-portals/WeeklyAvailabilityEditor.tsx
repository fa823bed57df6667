import {
  AVAILABILITY_MESSAGES,
  nextSlot,
  slotProblem,
  type TimeSlot,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '@care/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { availabilityKey, fetchAvailabilities, saveWeek } from '../roster/availability-api.ts';
import { rowsFromWeek, type WeekSlots, weekFromRows } from './weekly-slots.ts';

function DayCard({
  day,
  slots,
  problem,
  onChange,
}: {
  day: WeekdayName;
  slots: TimeSlot[];
  problem: string | null;
  onChange: (slots: TimeSlot[]) => void;
}) {
  const set = (i: number, patch: Partial<TimeSlot>) =>
    onChange(slots.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={day}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          {day}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...slots, nextSlot(slots[slots.length - 1])])}
          aria-label={`Add a time slot on ${day}`}
        >
          Add slot
        </Button>
      </Group>
      <Stack gap="xs">
        {slots.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Not available
          </Text>
        ) : null}
        {slots.map((slot, i) => (
          // Slots have no id until saved; their place in the day is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} gap={6} wrap="nowrap" align="center">
            <TextInput
              type="time"
              size="sm"
              aria-label={`${day} slot ${i + 1} from`}
              value={slot.fromTimeOfDay}
              onChange={(e) => set(i, { fromTimeOfDay: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Text c="dimmed" aria-hidden>
              –
            </Text>
            <TextInput
              type="time"
              size="sm"
              aria-label={`${day} slot ${i + 1} to`}
              value={slot.toTimeOfDay}
              onChange={(e) => set(i, { toTimeOfDay: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="md"
              aria-label={`Remove ${day} slot ${i + 1}`}
              onClick={() => onChange(slots.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {problem ? (
          <Text fz="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The weekly availability editor (spec 3 §2.4 variant b, §5): per-day slots; a new slot starts at
 * 07:00 or the previous end and lasts an hour; each day's slots must end after they start and not
 * overlap; Save replaces the week's rows at once (save_week).
 */
export function WeeklyAvailabilityEditor({ staffId }: { staffId: string }) {
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: availabilityKey(staffId),
    queryFn: ({ signal }) => fetchAvailabilities(staffId, signal),
  });
  const [week, setWeek] = useState<WeekSlots | null>(null);
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The stored week fills the editor once; later reloads do not overwrite unsaved edits.
  useEffect(() => {
    if (rows.data && week === null) {
      setWeek(weekFromRows(rows.data));
    }
  }, [rows.data, week]);

  if (rows.isError && !rows.data) {
    return <LoadFailed what="your availability" onRetry={() => void rows.refetch()} />;
  }
  if (week === null) {
    return <Skeleton h={320} radius="lg" />;
  }
  const problems = Object.fromEntries(WEEKDAY_NAMES.map((d) => [d, slotProblem(week[d])])) as Record<
    WeekdayName,
    string | null
  >;
  const hasProblem = WEEKDAY_NAMES.some((d) => problems[d] !== null);

  const save = async () => {
    setChecked(true);
    setFailed(null);
    if (hasProblem) {
      return;
    }
    setSaving(true);
    try {
      await saveWeek(staffId, rowsFromWeek(week));
      await queryClient.invalidateQueries({ queryKey: availabilityKey(staffId) });
      setChecked(false);
    } catch (error) {
      setFailed(
        isApiError(error) && error.status === 400 && error.fromServer
          ? error.message
          : AVAILABILITY_MESSAGES.failed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Most work falls between 7:00 AM and 6:00 PM. A new slot starts at 7:00 AM, or where the day's last
        slot ends, and lasts an hour.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
        {WEEKDAY_NAMES.map((day) => (
          <DayCard
            key={day}
            day={day}
            slots={week[day]}
            problem={checked ? problems[day] : null}
            onChange={(slots) => setWeek({ ...week, [day]: slots })}
          />
        ))}
      </SimpleGrid>
      {failed ? (
        <Alert color="red" variant="light" role="alert" title={AVAILABILITY_MESSAGES.addFailed}>
          {failed}
        </Alert>
      ) : null}
      {checked && hasProblem ? (
        <Alert color="red" variant="light" role="alert">
          Please fix the days marked in red.
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="md" loading={saving} onClick={() => void save()}>
          Save availability
        </Button>
      </Group>
    </Stack>
  );
}
