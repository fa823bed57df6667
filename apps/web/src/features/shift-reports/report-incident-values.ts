import type { ShiftRosterView } from '@care/domain';
import {
  type IncidentFormValues,
  newIncidentValues,
} from '../../shelf/incident-form/incident-form-values.ts';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';

/**
 * The incident form as the shift report opens it (issue 40): the shift's participant and worker, the
 * client's address as the place, today's date; the time is the worker's to write (now until they do).
 */
export function incidentPrefill(
  now: Date,
  zone: string,
  shiftId: string,
  shift: ShiftRosterView | undefined,
  address: string,
): IncidentFormValues {
  return {
    ...newIncidentValues(now, zone, { clientId: shift?.profile?.profileId, shiftId }),
    staffId: shift?.staff?.staffId ?? '',
    location: address,
  };
}

/** The shift's participants to choose from; null when there is one (it is the incident's, fixed). */
export function shiftClientOptions(shift: ShiftRosterView | undefined): PersonOption[] | null {
  const clients = shift?.clientList ?? [];
  return clients.length > 1 ? clients.map((c) => ({ value: c.profileId, label: c.fullName })) : null;
}
