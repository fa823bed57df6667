import {
  administratorEdit,
  EMPLOYER_OWNED_FIELDS,
  type PersonKind,
  profileEdit,
  staffEdit,
} from '@care/domain';
import type { PersonRecord } from '../../shelf/person-types.ts';

/** The domain schema of each kind's edit call: its keys are the fields the form sends. */
export const EDIT_SCHEMAS = {
  client: profileEdit,
  staff: staffEdit,
  administrator: administratorEdit,
} as const;

export type EditValues = Record<string, string | number | null | undefined>;

/** The files an edit may carry beside the fields. */
export interface EditFiles {
  imageFile?: File;
  signatureFile?: File;
}

/**
 * Every field the kind's edit call takes; a person's own edit (self-service) leaves out the fields
 * the employer keeps, which the server refuses to let them change and keeps as stored when absent.
 */
export function editFieldsOf(kind: PersonKind, selfService = false): string[] {
  const fields = Object.keys(EDIT_SCHEMAS[kind].shape);
  return selfService ? fields.filter((f) => !EMPLOYER_OWNED_FIELDS[kind].includes(f)) : fields;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  return String(value);
}

/**
 * The multipart body of POST /{Profiles|Staffs|Administrators}/edit/{id}: the server replaces the
 * whole record, so every field is sent — the record's current value unless the dialog changed it —
 * with null sent as '' (spec 1 §7.1, §7.2). A client's names and e-mail go too (the office may
 * correct them, issue 40 item 8); the employer's fields, a client's names and e-mail included, are
 * left out when the person edits their own profile (`selfService`).
 */
export function buildEditForm(
  kind: PersonKind,
  record: PersonRecord,
  changes: EditValues = {},
  files: EditFiles = {},
  selfService = false,
): FormData {
  const form = new FormData();
  const current = record as unknown as Record<string, unknown>;
  for (const field of editFieldsOf(kind, selfService)) {
    const value = field in changes ? changes[field] : current[field];
    form.append(field, asText(value));
  }
  if (files.imageFile) {
    form.append('imageFile', files.imageFile, files.imageFile.name);
  }
  if (files.signatureFile) {
    form.append('signatureFile', files.signatureFile, files.signatureFile.name);
  }
  return form;
}
