import type { NewClient, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';
import type { PersonKind } from './people-kinds.ts';
import { PERSON_KINDS } from './people-kinds.ts';

/** A document template that can go with a staff invitation (GET /Templates/get_templates). */
export interface DocumentTemplate {
  templateId: string;
  name: string;
  isEditable: boolean;
  kind: string;
  fileUrl: string;
}

export const TEMPLATES_QUERY_KEY = ['templates'] as const;

/** GET /Templates/get_templates. */
export function fetchTemplates(signal?: AbortSignal): Promise<DocumentTemplate[]> {
  return api.get<DocumentTemplate[]>('/Templates/get_templates', { signal });
}

/** POST /Templates/add_template, multipart name + file. */
export function addTemplate(name: string, file: File): Promise<StatusReply & { templateId: string }> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  return api.post('/Templates/add_template', form);
}

/** The fields of a new administrator or staff member, as the multipart form sends them. */
export interface InviteeFields {
  firstName: string;
  middleName: string | null;
  surName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  /** Optional (issue 40 item 8). */
  offerLetter: File | null;
  /** Template ids to attach to a staff invitation. */
  forms?: string[];
}

function inviteeForm(fields: InviteeFields): FormData {
  const form = new FormData();
  form.append('firstName', fields.firstName);
  form.append('middleName', fields.middleName ?? '');
  form.append('surName', fields.surName);
  form.append('email', fields.email);
  form.append('phoneNumber', fields.phoneNumber);
  for (const part of ['address', 'suburb', 'state', 'postcode'] as const) {
    form.append(part, fields[part] ?? '');
  }
  if (fields.forms) {
    form.append('forms', fields.forms.join(','));
  }
  if (fields.offerLetter) {
    form.append('offerLetter', fields.offerLetter);
  }
  return form;
}

/** POST /Administrators/add_administrator (multipart with the offer letter). */
export function addAdministrator(fields: InviteeFields): Promise<StatusReply & { administratorId: string }> {
  return api.post('/Administrators/add_administrator', inviteeForm({ ...fields, forms: undefined }));
}

/** POST /Staffs/add_staff (multipart with the offer letter and the chosen template ids). */
export function addStaff(fields: InviteeFields): Promise<StatusReply & { staffId: string }> {
  return api.post('/Staffs/add_staff', inviteeForm({ ...fields, forms: fields.forms ?? [] }));
}

/** POST /Profiles/add_client (JSON). */
export function addClient(client: NewClient): Promise<StatusReply & { profileId: string }> {
  return api.post('/Profiles/add_client', client);
}

/** POST {area}/upload_{kind}_records, multipart CompanyId and excelfile (spec 2 §7): every row, or none. */
export function uploadSpreadsheet(kind: PersonKind, file: File): Promise<StatusReply & { imported: number }> {
  const form = new FormData();
  form.append('CompanyId', getSession()?.user.companyId ?? '');
  form.append('excelfile', file);
  const info = PERSON_KINDS[kind];
  return api.post(`${info.apiBase}/${info.uploadPath}`, form);
}
