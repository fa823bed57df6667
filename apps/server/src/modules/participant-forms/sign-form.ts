import {
  formDefOf,
  missingFields,
  PARTICIPANT_SIDE,
  type ParticipantFormView,
  SIGNER_LABELS,
  signFormSchema,
} from '@care/domain';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { drawableDataUrl } from '../../ports/images/image-header.ts';
import { readForm } from './form-reads.ts';
import { addSignature, clientFacts, currentForm, findFormVersion } from './participant-forms.repo.ts';

export const SIGN_MESSAGES = {
  notCurrent: 'A newer version of this form exists. Open the current version to sign it.',
  incomplete: (missing: string[]) =>
    `Complete the form before it is signed. Still needed: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}.`,
  ownSide: 'In your portal you sign as the participant or their representative.',
  notSigner: (role: string, form: string) => `The ${form} is not signed by a ${role.toLowerCase()}.`,
  alreadySigned: (role: string) => `This version has already been signed by the ${role.toLowerCase()}.`,
  unreadableImage: 'The signature image could not be read. Draw or type it again.',
} as const;

/**
 * Signs the current version of a form (issue 27): the office for the provider, a staff member, a
 * reviewer, a witness or a practitioner, or recording the participant's signature in person; the
 * participant or their representative in their own portal. Once signed, the version is not changed.
 */
export const signFormRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantForms/sign',
  summary: 'Sign the current version of a participant form',
  tags: ['ParticipantForms'],
  body: signFormSchema,
  bodyLimit: 512 * 1024,
  activity: 'Signed a participant form',
  async handler({ db, principal, body, now, recordActivity }): Promise<ParticipantFormView> {
    const row = await findFormVersion(db, principal.companyId, body.formId);
    if (!row || row.profileId !== body.clientId) {
      throw notFound();
    }
    const def = formDefOf(row.slug);
    if (!def) {
      throw notFound();
    }
    const current = await currentForm(db, principal.companyId, row.profileId, row.slug);
    if (current?.id !== row.id) {
      throw badRequest(SIGN_MESSAGES.notCurrent);
    }
    const label = SIGNER_LABELS[body.role];
    if (principal.role === 'Client' && !PARTICIPANT_SIDE.includes(body.role)) {
      throw fieldError('role', SIGN_MESSAGES.ownSide);
    }
    const allowed = [...def.signatures.flat(), ...(def.optionalSigners ?? [])];
    if (!allowed.includes(body.role)) {
      throw fieldError('role', SIGN_MESSAGES.notSigner(label, def.name));
    }
    const missing = missingFields(def, row.values);
    if (missing.length > 0) {
      throw badRequest(SIGN_MESSAGES.incomplete(missing));
    }
    if (body.signatureImage && !drawableDataUrl(body.signatureImage)) {
      throw fieldError('signatureImage', SIGN_MESSAGES.unreadableImage);
    }
    const added = await addSignature(
      db,
      principal.companyId,
      row.id,
      {
        role: body.role,
        name: body.name,
        position: body.position ?? null,
        method: body.method,
        signedAt: now.toISOString(),
        recordedBy: principal.fullName,
        notes: body.notes ?? null,
        signatureImage: body.method === 'verbal' ? null : (body.signatureImage ?? null),
      },
      now,
    );
    if (!added) {
      throw conflict(SIGN_MESSAGES.alreadySigned(label));
    }
    const client = await clientFacts(db, principal.companyId, row.profileId);
    recordActivity(`Signed the ${def.name} of ${client?.fullName ?? 'a client'} as ${label.toLowerCase()}`);
    return readForm(db, principal, def, row.profileId, now);
  },
});
