import {
  formDefOf,
  missingFields,
  missingSignatures,
  PARTICIPANT_SIDE,
  type StatusReply,
  sendForSigningSchema,
} from '@care/domain';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { linkSentTo, mailTexts, queueMail } from '../mail/mail.api.ts';
import { findPerson, inviteClient } from '../people/people.api.ts';
import { findUser } from '../users/users.api.ts';
import { currentForm, findFormVersion } from './participant-forms.repo.ts';

export const SEND_MESSAGES = {
  notCurrent: 'A newer version of this form exists. Open the current version to send it for signing.',
  incomplete: (missing: string[]) =>
    `Complete the form before it is sent for signing. Still needed: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}.`,
  notNeeded: (form: string) => `The ${form} is not signed by the participant or their representative.`,
  alreadySigned: (form: string) => `The participant's side has already signed this version of the ${form}.`,
} as const;

/** The form's page in the participant's portal: /app/participant/{slug}/{clientId}. */
const formLink = (base: string, slug: string, clientId: string) =>
  `${base}/app/participant/${encodeURIComponent(slug)}/${encodeURIComponent(clientId)}`;

/**
 * "Send for signing" on a participant form (issue 40 item 5): mails the participant a link to the
 * form in their portal. A participant without a sign-in is invited first (the invitation mail with
 * its set-password link), in the same transaction, so a refusal leaves neither mail nor sign-in.
 * Only the current, complete version that still needs the participant's side is sent.
 */
export const sendForSigningRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantForms/send_for_signing',
  summary:
    'Mail the participant a link to sign the form, inviting them to the portal if they have no sign-in',
  tags: ['ParticipantForms'],
  body: sendForSigningSchema,
  activity: 'Sent a participant form for signing',
  async handler({ db, deps, principal, body, now, recordActivity }): Promise<StatusReply> {
    const row = await findFormVersion(db, principal.companyId, body.formId);
    const def = row ? formDefOf(row.slug) : undefined;
    if (!row || !def || row.profileId !== body.clientId) {
      throw notFound();
    }
    const current = await currentForm(db, principal.companyId, row.profileId, row.slug);
    if (current?.id !== row.id) {
      throw badRequest(SEND_MESSAGES.notCurrent);
    }
    if (!def.signatures.some((roles) => roles.some((r) => PARTICIPANT_SIDE.includes(r)))) {
      throw badRequest(SEND_MESSAGES.notNeeded(def.name));
    }
    const missing = missingFields(def, row.values);
    if (missing.length > 0) {
      throw badRequest(SEND_MESSAGES.incomplete(missing));
    }
    const waiting = missingSignatures(def, row.signatures).some((roles) =>
      roles.some((r) => PARTICIPANT_SIDE.includes(r)),
    );
    if (!waiting) {
      throw badRequest(SEND_MESSAGES.alreadySigned(def.name));
    }
    const person = await findPerson(db, 'client', principal.companyId, row.profileId);
    if (!person) {
      throw notFound();
    }
    const signIn = person.userId ? await findUser(db, principal.companyId, person.userId) : undefined;
    // No sign-in yet: the invitation makes one (and refuses a record with no e-mail or inactive).
    const invited = signIn
      ? null
      : await inviteClient(db, deps, {
          companyId: principal.companyId,
          profileId: row.profileId,
          actor: { userId: principal.uid },
          now,
        });
    const email = signIn?.email ?? invited?.email ?? '';
    const company = await findCompany(db, principal.companyId);
    const mail = mailTexts.formToSign({
      firstName: person.firstName,
      companyName: company?.companyName ?? 'Your provider',
      form: def.name,
      link: formLink(deps.config.publicUrl, def.slug, row.profileId),
      invited: invited !== null,
    });
    await queueMail(db, deps, {
      companyId: principal.companyId,
      to: email,
      ...mail,
      userCreated: principal.uid,
    });
    const name = `${person.firstName} ${person.surName ?? ''}`.trim();
    recordActivity(
      `Sent the ${def.name} (version ${row.version}) of ${name} for signing to ${email}${invited ? ', inviting them to the portal' : ''}`,
    );
    const what = `A link to sign the ${def.name}${invited ? ', with an invitation to the portal,' : ''}`;
    return { status: 'Success', message: linkSentTo(what, email, deps.config) };
  },
});
