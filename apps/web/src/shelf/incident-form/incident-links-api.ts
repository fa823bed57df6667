import type { IncidentSummary } from '@care/domain';
import { api } from '../../api/api.ts';

// The incident calls a shift report shares with the register (issue 40): the incidents of a shift,
// offered instead of a second report, and "Add to it".

/** Every incident query starts with this key: a change reloads them all (register, dashboard, shift report). */
export const INCIDENTS_KEY = ['incidents'] as const;

export const shiftIncidentsKey = (shiftId: string) => [...INCIDENTS_KEY, 'shift', shiftId] as const;

/** GET /Incidents/get_incidents?shiftRosterId: the shift's incidents the reader reaches (a worker: those they reported). */
export const fetchShiftIncidents = (shiftId: string, signal?: AbortSignal) =>
  api.get<IncidentSummary[]>('/Incidents/get_incidents', { query: { shiftRosterId: shiftId }, signal });

/** POST /Incidents/add_information/{id}: "Add to it"; a refusal stays in the dialog. */
export const addIncidentInformation = (incidentId: string, text: string) =>
  api.post<{ status: string; message: string; incidentId: string }>(
    `/Incidents/add_information/${encodeURIComponent(incidentId)}`,
    { text },
    { toastFailure: false },
  );
