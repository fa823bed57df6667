import { describeCountdown, formatInZone, type IncidentClock } from '@care/domain';
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlarm, IconCircleCheck } from '@tabler/icons-react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useClock } from '../../shelf/useClock.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** The forms' short names where room is short (a table cell, the dashboard). */
const SHORT: Record<IncidentClock['form'], string> = { immediate: '24 h', fiveDay: '5 days' };

/** A clock's state at the page's minute: the server's state, turned late once its due time passes. */
function liveState(clock: IncidentClock, now: Date) {
  const msLeft = new Date(clock.dueAt).getTime() - now.getTime();
  const state = clock.state === 'running' && msLeft < 0 ? 'late' : clock.state;
  return { state, msLeft };
}

/** Whether any clock is late at this minute. */
export const anyLate = (clocks: readonly IncidentClock[], now: Date) =>
  clocks.some((c) => liveState(c, now).state === 'late');

/**
 * The Commission clocks of an incident, counting down each minute: red when late, green once the
 * office recorded the form as lodged; the rule and its source on hover (the product shows the rule,
 * it does not certify compliance).
 */
export function IncidentClocks({
  clocks,
  compact = false,
}: {
  clocks: readonly IncidentClock[];
  compact?: boolean;
}) {
  // The real instant, refreshed every 15 s: a minute-floored now counted a fresh 24-hour clock as
  // "1 d 0 h left", more time than there is.
  const now = useClock(15_000);
  const zone = useTimeZone();
  if (clocks.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No Commission clock
      </Text>
    );
  }
  return (
    <Stack gap={compact ? 2 : 6}>
      {clocks.map((clock) => {
        const { state, msLeft } = liveState(clock, now);
        const text =
          state === 'submitted' || state === 'submittedLate'
            ? `Lodged ${formatInZone(clock.submittedAt, 'listDateTime', zone)}${state === 'submittedLate' ? ' (late)' : ''}`
            : describeCountdown(msLeft);
        const Icon = state === 'submitted' ? IconCircleCheck : IconAlarm;
        return (
          <Tooltip key={clock.form} label={clock.rule} multiline w={320} withArrow>
            <Group gap={6} wrap="wrap" data-clock={clock.form} data-state={state}>
              <Icon
                size={16}
                aria-hidden
                color={`var(--mantine-color-${state === 'late' ? 'red' : 'gray'}-6)`}
              />
              <Text
                fz="sm"
                fw={600}
                c={state === 'late' ? 'red.7' : undefined}
                miw={compact ? 48 : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {compact ? SHORT[clock.form] : clock.label}
              </Text>
              <StatusBadge
                kind="incidentClock"
                status={state}
                label={text}
                size={compact ? 'sm' : 'md'}
                aria-label={`${clock.label}: ${text}`}
              />
              {compact ? null : (
                <Text fz="xs" c="dimmed">
                  due {formatInZone(clock.dueAt, 'listDateTime', zone)}
                </Text>
              )}
            </Group>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
