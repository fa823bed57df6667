import {
  calendarDateInZone,
  checklistGaps,
  checklistRows,
  displayedDocumentStatus,
  type FormDef,
  formDefOf,
  formNameProblem,
  PARTICIPANT_FORM_SLUGS,
  type ParticipantFormView,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { companyZone } from '../companies/companies.api.ts';
import { listDocuments } from '../documents/documents.api.ts';
import { prefillValues } from './form-prefill.ts';
import { formSummaries, newFormView, toFormView } from './form-view.ts';
import { clientFacts, currentForm, currentFormsOfClient } from './participant-forms.repo.ts';

/** The form a request names, among those the call answers for; else a 400 naming the field. */
export function defOfName(name: string, slugs: readonly string[] = PARTICIPANT_FORM_SLUGS): FormDef {
  const problem = formNameProblem(name, slugs);
  const def = formDefOf(name);
  if (problem || !def) {
    throw fieldError('name', problem ?? 'name must be one of the participant forms');
  }
  return def;
}

/** The participant checklist's rows and gaps, from the client's forms and documents on file. */
async function withChecklist(
  db: Queryable,
  principal: Principal,
  view: ParticipantFormView,
  now: Date,
  zone: string,
): Promise<ParticipantFormView> {
  const forms = formSummaries(await currentFormsOfClient(db, principal.companyId, view.clientId), now, zone);
  const documents = await listDocuments(db, {
    companyId: principal.companyId,
    reader: principal,
    userRole: 'Client',
    userIds: [view.clientId],
    isArchived: false,
  });
  const rows = checklistRows(
    forms,
    documents.map((d) => ({
      documentName: d.documentName ?? '',
      expirationDate: d.expirationDate,
      displayStatus: displayedDocumentStatus(d, now, zone),
    })),
  );
  const gaps = checklistGaps(rows);
  return {
    ...view,
    computedRows: rows,
    missing: [...view.missing, ...gaps],
    status: gaps.length > 0 ? 'draft' : view.status,
  };
}

/**
 * The client's current version of a form, or a new one prefilled from the record when none is
 * stored yet (spec 1 §7.6: by clientId, companyId and name).
 */
export async function readForm(
  db: Queryable,
  principal: Principal,
  def: FormDef,
  clientId: string,
  now: Date,
): Promise<ParticipantFormView> {
  const zone = await companyZone(db, principal.companyId);
  const row = await currentForm(db, principal.companyId, clientId, def.slug);
  const view = row
    ? toFormView(def, row, now, zone)
    : newFormView(
        def,
        clientId,
        await prefillValues(db, def, principal.companyId, clientId, calendarDateInZone(now, zone)),
      );
  const clientName = (await clientFacts(db, principal.companyId, clientId))?.fullName ?? '';
  const named = { ...view, clientName };
  return def.computed ? withChecklist(db, principal, named, now, zone) : named;
}
