import { calendarDateInZone, nextReviewDate, type ParticipantFormView, saveFormSchema } from '@care/domain';
import { conflict } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { currentPlan } from './form-prefill.ts';
import { defOfName, readForm } from './form-reads.ts';
import {
  clientFacts,
  currentForm,
  insertFormVersion,
  lockFormVersions,
  updateFormValues,
} from './participant-forms.repo.ts';

export const FORM_MESSAGES = {
  changedMeanwhile:
    'Someone else saved this form meanwhile. Reload it to see their changes, then save again.',
} as const;

/**
 * Saves a client's form (issue 27): a draft not yet signed is changed in place; a version someone
 * has signed is never changed, so saving it makes the next version, which supersedes it. Every save
 * moves the form's revision, a draft's too, so a save from a stale copy is refused (issue 37).
 */
export const saveFormRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantForms/save',
  summary: 'Save a participant form: a draft in place, a signed one as a new version',
  tags: ['ParticipantForms'],
  body: saveFormSchema,
  activity: 'Saved a participant form',
  async handler({ db, principal, body, now, recordActivity }): Promise<ParticipantFormView> {
    const def = defOfName(body.slug);
    const { companyId } = principal;
    await lockFormVersions(db, companyId, body.clientId, def.slug);
    const current = await currentForm(db, companyId, body.clientId, def.slug);
    const stale =
      (body.baseVersion !== undefined && body.baseVersion !== (current?.version ?? 0)) ||
      (body.baseRevision !== undefined && body.baseRevision !== (current?.revision ?? 0));
    if (stale) {
      throw conflict(FORM_MESSAGES.changedMeanwhile);
    }
    const zone = await companyZone(db, companyId);
    const plan = await currentPlan(db, companyId, body.clientId, calendarDateInZone(now, zone));
    const reviewDate = nextReviewDate(def, body.values, plan?.endDate ?? null);
    let version = current?.version ?? 1;
    if (current && current.signatures.length === 0) {
      await updateFormValues(db, companyId, current.id, {
        values: body.values,
        reviewDate,
        userModified: principal.fullName,
        dateModified: now,
      });
    } else {
      version = current ? current.version + 1 : 1;
      await insertFormVersion(db, {
        companyId,
        profileId: body.clientId,
        slug: def.slug,
        version,
        // Revisions go on across versions, so a revision alone names what the user edited.
        revision: (current?.revision ?? 0) + 1,
        supersedesId: current?.id ?? null,
        values: body.values,
        reviewDate,
        userCreated: principal.fullName,
        dateCreated: now,
      });
    }
    const client = await clientFacts(db, companyId, body.clientId);
    recordActivity(`Saved the ${def.name} of ${client?.fullName ?? 'a client'} (version ${version})`);
    return readForm(db, principal, def, body.clientId, now);
  },
});
