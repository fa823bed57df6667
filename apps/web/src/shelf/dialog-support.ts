import { dayjs, MESSAGES, WIRE_FORMATS } from '@care/domain';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { toasts } from '../platform/toasts.ts';
import { ROSTER_KEY } from './shift-api.ts';

/**
 * Shows a roster action's failure as the spec's toast (§8: 'title: message'): the action's own
 * failure title over the server's message. Failures the API client has already shown (a server
 * error, a time-out, and for calls that toast their own failures the server's message) are not shown
 * twice; a 401 has ended the session.
 */
export function reportFailure(error: unknown, failedTitle: string, clientToasted = false): void {
  if (!isApiError(error)) {
    toasts.error(MESSAGES.unknown, failedTitle);
    return;
  }
  if (error.kind === 'unauthorized' || error.kind === 'server' || error.kind === 'timeout') {
    return;
  }
  if (clientToasted && error.kind === 'action') {
    return;
  }
  toasts.error(error.fromServer ? error.message : MESSAGES.unknown, failedTitle);
}

/** Reloads every roster list and shift after a change (all their keys start with ROSTER_KEY). */
export function useRefreshRoster(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
}

/** An instant as the forms hold a date-time: the wall-clock 'YYYY-MM-DDTHH:mm' in the company's zone. */
export function wallTimeOf(instant: string | Date, zone: string): string {
  return dayjs(instant).tz(zone).format(WIRE_FORMATS.localDateTime);
}

/** The Mantine date-time picker's value ('YYYY-MM-DD HH:mm:ss') from a form's wall time, and back. */
export function pickerValueOf(wallTime: string): string | null {
  return wallTime ? `${wallTime.replace('T', ' ')}:00` : null;
}
export function wallTimeFromPicker(value: string | null): string {
  return value ? value.slice(0, 16).replace(' ', 'T') : '';
}
