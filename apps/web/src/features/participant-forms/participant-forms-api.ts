import {
  FORM_CALLS_SLUGS,
  type FormReminder,
  type FormSummary,
  type FormValues,
  type ParticipantFormView,
  type SignatureMethod,
  type SignerRole,
  type StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';

export const FORMS_KEY = ['participant-forms'] as const;
export const formKey = (clientId: string, slug: string) => [...FORMS_KEY, clientId, slug] as const;
export const clientFormsKey = (clientId: string) => [...FORMS_KEY, clientId, 'list'] as const;
export const versionsKey = (clientId: string, slug: string) =>
  [...FORMS_KEY, clientId, slug, 'versions'] as const;
export const REMINDERS_KEY = [...FORMS_KEY, 'reminders'] as const;

/** The spec call that answers for the form (spec 1 §7.6): its own, else /NDISForms/get_ndisform_info. */
export function callOf(slug: string): string {
  const own = FORM_CALLS_SLUGS.find((c) => c.slugs.length === 1 && c.slugs[0] === slug);
  return own?.url ?? '/NDISForms/get_ndisform_info';
}

export function fetchForm(
  slug: string,
  clientId: string,
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<ParticipantFormView> {
  return api.get<ParticipantFormView>(callOf(slug), { query: { clientId, companyId, name: slug }, signal });
}

export const fetchClientForms = (clientId: string, signal?: AbortSignal) =>
  api.get<FormSummary[]>('/ParticipantForms/get_client_forms', { query: { clientId }, signal });

export const fetchVersions = (clientId: string, slug: string, signal?: AbortSignal) =>
  api.get<ParticipantFormView[]>('/ParticipantForms/get_versions', {
    query: { clientId, name: slug },
    signal,
  });

export const fetchReminders = (signal?: AbortSignal) =>
  api.get<FormReminder[]>('/ParticipantForms/review_reminders', { signal });

/** Saves the form as edited from `base` (its version and revision): someone's save meanwhile is a 409, toasted. */
export function saveForm(
  clientId: string,
  slug: string,
  values: FormValues,
  base: Pick<ParticipantFormView, 'version' | 'revision'>,
) {
  return api.post<ParticipantFormView>('/ParticipantForms/save', {
    clientId,
    slug,
    values,
    baseVersion: base.version,
    baseRevision: base.revision,
  });
}

export interface SignRequest {
  clientId: string;
  formId: string;
  role: SignerRole;
  name: string;
  position: string | null;
  method: SignatureMethod;
  signatureImage: string | null;
  notes: string | null;
}

export const signForm = (body: SignRequest) => api.post<ParticipantFormView>('/ParticipantForms/sign', body);

/** The PDF of a version, opened in a new tab (the route reads the session cookie). */
export const formPdfHref = (formId: string, download = false) =>
  `/api/ParticipantForms/pdf/${encodeURIComponent(formId)}${download ? '?download=true' : ''}`;

/** The form's page (spec 1 §2.3): /app/participant/{slug}/{clientId}. */
export const formPath = (slug: string, clientId: string) =>
  `/app/participant/${encodeURIComponent(slug)}/${encodeURIComponent(clientId)}`;

/** "Send for signing" (issue 40 item 5): mails the participant the form's link, inviting them first if needed. */
export const sendForSigning = (clientId: string, formId: string) =>
  api.post<StatusReply>('/ParticipantForms/send_for_signing', { clientId, formId });
