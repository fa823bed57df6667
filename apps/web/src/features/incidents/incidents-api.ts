import type {
  CommissionNotificationInput,
  CorrectiveActionInput,
  IncidentStatus,
  IncidentSummary,
  IncidentView,
  MonthlyReport,
  RestrictivePracticeInput,
  RestrictivePracticeUse,
} from '@care/domain';
import { api } from '../../api/api.ts';
import type { IncidentFormValues } from '../../shelf/incident-form/incident-form-values.ts';
import { INCIDENTS_KEY } from '../../shelf/incident-form/incident-links-api.ts';

export interface IncidentReply {
  status: 'Success';
  message: string;
  incidentId: string;
  incidentNo?: string;
}

export interface AwaitingAction {
  incidents: (IncidentSummary & { awaitsYourAcknowledgement: boolean })[];
  isKeyPerson: boolean;
  keyPersonnelSet: boolean;
}

export interface KeyPersonnel {
  keyPersonnel: { userId: string; name: string; email: string }[];
  candidates: { userId: string; name: string; role: string }[];
}

// Every incident query starts with this key (the shelf's, which the shift report's incident step shares).
export { INCIDENTS_KEY };

export const incidentsKey = (filter: { status?: string; clientId?: string; staffId?: string } = {}) =>
  [...INCIDENTS_KEY, 'list', filter] as const;
export const incidentKey = (id: string) => [...INCIDENTS_KEY, 'one', id] as const;
export const awaitingKey = [...INCIDENTS_KEY, 'awaiting'] as const;

export function fetchIncidents(
  filter: { status?: string; clientId?: string; staffId?: string },
  signal?: AbortSignal,
): Promise<IncidentSummary[]> {
  return api.get<IncidentSummary[]>('/Incidents/get_incidents', { query: filter, signal });
}

export const fetchIncident = (id: string, signal?: AbortSignal) =>
  api.get<IncidentView>(`/Incidents/${encodeURIComponent(id)}`, { signal });

/** The office dashboard's block. */
export const fetchAwaitingAction = (signal?: AbortSignal) =>
  api.get<AwaitingAction>('/Incidents/awaiting_action', { signal });

/** The incident-report participant form's call (spec 1 §7.6). */
export const fetchParticipantIncidents = (clientId: string, signal?: AbortSignal) =>
  api.get<{ data: IncidentSummary[] }>('/IncidentReports/get_incidentreport', {
    query: { clientId, name: 'Incident Report' },
    signal,
  });

/** Field errors stay in the form (no toast); success toasts the server's message. */
export const reportIncident = (form: IncidentFormValues) =>
  api.post<IncidentReply>('/Incidents/add_incident', form, { toastFailure: false });

export const editIncident = (id: string, form: IncidentFormValues) =>
  api.post<IncidentReply>(`/Incidents/edit/${encodeURIComponent(id)}`, form, { toastFailure: false });

export const acknowledgeIncident = (id: string) =>
  api.post<IncidentReply>(`/Incidents/acknowledge/${encodeURIComponent(id)}`);

export const recordNotification = (id: string, form: CommissionNotificationInput) =>
  api.post<IncidentReply>(`/Incidents/notification/${encodeURIComponent(id)}`, form, { toastFailure: false });

export const addCorrectiveAction = (id: string, form: CorrectiveActionInput) =>
  api.post<IncidentReply>(`/Incidents/corrective_action/${encodeURIComponent(id)}`, form, {
    toastFailure: false,
  });

export const completeCorrectiveAction = (id: string, actionId: string) =>
  api.post<IncidentReply>(
    `/Incidents/corrective_action_done/${encodeURIComponent(id)}/${encodeURIComponent(actionId)}`,
  );

export const changeIncidentStatus = (id: string, status: IncidentStatus, findings?: string) =>
  api.post<IncidentReply>(
    `/Incidents/status/${encodeURIComponent(id)}`,
    { status, findings },
    {
      toastFailure: false,
    },
  );

export const fetchKeyPersonnel = (signal?: AbortSignal) =>
  api.get<KeyPersonnel>('/Incidents/key_personnel', { signal });

export const saveKeyPersonnel = (userIds: string[]) =>
  api.post<{ status: 'Success'; message: string }>('/Incidents/key_personnel', { userIds });

/** The server's PDF of the incident (the session cookie lets the browser open it). */
export const incidentPdfUrl = (id: string, download = false) =>
  `/api/Incidents/pdf/${encodeURIComponent(id)}${download ? '?download=true' : ''}`;

export const fetchRestrictivePractices = (month: string, signal?: AbortSignal) =>
  api.get<RestrictivePracticeUse[]>('/RestrictivePractices/get_all', { query: { month }, signal });

export const fetchMonthlyReport = (month: string, signal?: AbortSignal) =>
  api.get<MonthlyReport>('/RestrictivePractices/monthly_report', { query: { month }, signal });

/** The form's values as typed: the server's schema (the same as the form's) judges them. */
export const addRestrictivePractice = (form: { [K in keyof RestrictivePracticeInput]-?: string }) =>
  api.post<{ status: 'Success'; message: string; incidentId: string | null }>(
    '/RestrictivePractices/add',
    form,
    {
      toastFailure: false,
    },
  );
