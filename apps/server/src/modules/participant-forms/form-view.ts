import {
  type FormDef,
  type FormSummary,
  type FormValues,
  formStatus,
  missingFields,
  missingSignatures,
  PARTICIPANT_FORMS,
  type ParticipantFormView,
} from '@care/domain';
import type { FormRow } from './participant-forms.repo.ts';

/** One stored version as the API shows it, with its status in the company's zone. */
export function toFormView(
  def: FormDef,
  row: FormRow,
  now: Date,
  zone: string,
  superseded = false,
): ParticipantFormView {
  const facts = { values: row.values, signatures: row.signatures, reviewDate: row.reviewDate };
  return {
    formId: row.id,
    clientId: row.profileId,
    clientName: '',
    slug: def.slug,
    name: def.name,
    version: row.version,
    revision: row.revision,
    supersedesId: row.supersedesId,
    values: row.values,
    signatures: row.signatures,
    status: formStatus(def, facts, now, zone),
    missing: missingFields(def, row.values),
    missingSignatures: missingSignatures(def, row.signatures),
    reviewDate: row.reviewDate,
    lastModified: (row.dateModified ?? row.dateCreated).toISOString(),
    preparedBy: row.userCreated,
    locked: row.signatures.length > 0,
    superseded,
  };
}

/** A form not started yet: the values prefilled from the record, nothing stored. */
export function newFormView(def: FormDef, clientId: string, values: FormValues): ParticipantFormView {
  return {
    formId: null,
    clientId,
    clientName: '',
    slug: def.slug,
    name: def.name,
    version: 0,
    revision: 0,
    supersedesId: null,
    values,
    signatures: [],
    status: 'draft',
    missing: missingFields(def, values),
    missingSignatures: missingSignatures(def, []),
    reviewDate: null,
    lastModified: null,
    preparedBy: null,
    locked: false,
    superseded: false,
  };
}

/** The Documents tab's rows: every form, its current version's status, or none yet. */
export function formSummaries(rows: readonly FormRow[], now: Date, zone: string): FormSummary[] {
  return PARTICIPANT_FORMS.map((def) => {
    const row = rows.find((r) => r.slug === def.slug);
    const view = row ? toFormView(def, row, now, zone) : null;
    return {
      slug: def.slug,
      name: def.name,
      required: def.required,
      formId: view?.formId ?? null,
      version: view?.version ?? null,
      status: view?.status ?? null,
      lastModified: view?.lastModified ?? null,
      reviewDate: view?.reviewDate ?? null,
      awaitingParticipant:
        view !== null &&
        view.missing.length === 0 &&
        view.missingSignatures.some((roles) => roles.includes('participant')),
    };
  });
}
