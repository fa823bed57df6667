import {
  administratorEdit,
  canEditPerson,
  clientIdentityCorrections,
  describeCorrections,
  EMPLOYER_OWNED_FIELDS,
  employerOwnedChanges,
  isSelfServiceEdit,
  type PersonKind,
  profileEdit,
  type StatusReply,
  staffEdit,
  type UploadPurpose,
} from '@care/domain';
import type { z } from 'zod';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { correctSignIn, EMAIL_IN_USE, emailInUse } from '../users/users.api.ts';
import { idParams } from './people.queries.ts';
import { listAdministrators, listProfiles, listStaffs } from './people.repo.ts';
import { updatePerson } from './people-write.repo.ts';

interface EditKind {
  kind: PersonKind;
  url: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** File field → the column its URL is kept in, and the upload rule it follows. */
  files: Record<string, { column: string; purpose: UploadPurpose }>;
  label: string;
}

export const EDITS: EditKind[] = [
  {
    kind: 'administrator',
    url: '/Administrators/edit/:id',
    schema: administratorEdit,
    files: { imageFile: { column: 'imageUrl', purpose: 'photo' } },
    label: 'administrator',
  },
  {
    kind: 'staff',
    url: '/Staffs/edit/:id',
    schema: staffEdit,
    files: {
      imageFile: { column: 'imageUrl', purpose: 'photo' },
      signatureFile: { column: 'signatureUrl', purpose: 'signature' },
    },
    label: 'staff member',
  },
  {
    kind: 'client',
    url: '/Profiles/edit/:id',
    schema: profileEdit,
    files: {
      imageFile: { column: 'imageUrl', purpose: 'photo' },
      signatureFile: { column: 'signature', purpose: 'signature' },
    },
    label: 'client',
  },
];

/** Each kind's record as its reader may see it (404 for anyone else). */
const RECORD_OF = { administrator: listAdministrators, staff: listStaffs, client: listProfiles } as const;

/**
 * The profile edit calls (multipart of all fields, null sent as empty, optionally a photo or a
 * signature). A staff member's or administrator's names and e-mail are not changed here; a client's
 * the office may correct (issue 40 item 8), the client's sign-in following. A person editing their own
 * profile keeps to their own fields: changing one the employer keeps (pay, position, level, tax file
 * number; a client's NDIS number, referral, agreement) is refused with 400 naming it.
 */
export function editPersonRouteOf(edit: (typeof EDITS)[number]) {
  return routeSpec({
    method: 'POST',
    url: edit.url,
    summary: `Edit a ${edit.label}’s profile, photo or signature`,
    tags: [edit.url.split('/')[1] as string],
    params: idParams,
    body: edit.schema,
    multipart: { files: Object.keys(edit.files) },
    activity: `Edited a ${edit.label} profile`,
    async handler({
      deps,
      db,
      principal,
      params,
      body,
      files,
      now,
      recordActivity,
    }): Promise<StatusReply & Record<string, unknown>> {
      const [record] = await RECORD_OF[edit.kind](db, {
        companyId: principal.companyId,
        reader: principal,
        id: params.id,
      });
      const person = record as ClientIdentity | undefined;
      if (!person) {
        throw notFound();
      }
      if (!canEditPerson(principal, edit.kind, person)) {
        throw forbidden();
      }
      const fields: Record<string, unknown> = { ...body };
      if (isSelfServiceEdit(principal, edit.kind, person)) {
        const refused = employerOwnedChanges(edit.kind, fields, person as unknown as Record<string, unknown>);
        if (Object.keys(refused).length > 0) {
          throw badRequest(`Only the office can change ${Object.keys(refused).join(', ')}.`, refused);
        }
        for (const field of EMPLOYER_OWNED_FIELDS[edit.kind]) {
          delete fields[field];
        }
      }
      const corrected =
        edit.kind === 'client'
          ? await correctClientIdentity(db, principal, params.id, person, fields, now)
          : '';
      const changes: Record<string, unknown> = {
        ...fields,
        dateModified: now,
        userModified: principal.uid,
      };
      const urls: Record<string, string> = {};
      for (const [field, target] of Object.entries(edit.files)) {
        const upload = files[field];
        if (upload) {
          const stored = await storeUpload(db, deps.files, upload, target.purpose, {
            companyId: principal.companyId,
            userId: principal.uid,
            field,
          });
          changes[target.column] = stored.url;
          urls[target.column] = stored.url;
        }
      }
      await updatePerson(db, edit.kind, principal.companyId, params.id, changes);
      const name = `${person.firstName} ${person.surName}`;
      const what =
        Object.keys(urls).length > 0 && Object.keys(body).length === 0 ? 'photo or signature' : 'profile';
      recordActivity(`Edited the ${what} of ${edit.label} ${name}${corrected ? `: ${corrected}` : ''}`);
      const shown = `${(fields.firstName as string | undefined) ?? person.firstName} ${(fields.surName as string | undefined) ?? person.surName}`;
      return { status: 'Success', message: `${shown}'s profile was updated.`, ...urls };
    },
  });
}

/** A client's stored name, e-mail and sign-in. */
interface ClientIdentity {
  userId: string | null;
  firstName: string;
  surName: string;
  email: string | null;
}

/** Said when the office would leave a client who signs in without an e-mail. */
export const SIGN_IN_EMAIL_NEEDED = (name: string) =>
  `${name} signs in to the portal with this e-mail: enter their new address rather than removing it.`;

/**
 * The office's correction of a client's names and e-mail (issue 40 item 8), before the record is
 * written: fields sent unchanged are dropped (nothing to write), a new e-mail another person or sign-in
 * already uses is refused (400 at the e-mail), and so is removing the e-mail of a client who signs in
 * with it; the client's sign-in takes the new names and e-mail. Answers the log's "old → new" words.
 */
async function correctClientIdentity(
  db: Parameters<typeof emailInUse>[0],
  principal: { companyId: string; uid: string },
  profileId: string,
  person: ClientIdentity,
  fields: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const sent = {
    firstName: fields.firstName as string | undefined,
    surName: fields.surName as string | undefined,
    email: fields.email as string | null | undefined,
  };
  const corrections = clientIdentityCorrections(person, sent);
  const email = corrections.find((c) => c.field === 'e-mail');
  if (!corrections.some((c) => c.field === 'name')) {
    delete fields.firstName;
    delete fields.surName;
  }
  if (!email) {
    delete fields.email;
  }
  if (corrections.length === 0) {
    return '';
  }
  if (email && email.to === null && person.userId) {
    throw fieldError('email', SIGN_IN_EMAIL_NEEDED(`${person.firstName} ${person.surName}`));
  }
  if (
    email?.to &&
    (await emailInUse(db, principal.companyId, email.to, 'all', { userId: person.userId, profileId }))
  ) {
    throw fieldError('email', EMAIL_IN_USE);
  }
  if (person.userId) {
    await correctSignIn(db, {
      companyId: principal.companyId,
      userId: person.userId,
      firstName: sent.firstName ?? person.firstName,
      lastName: sent.surName ?? person.surName,
      email: email?.to ?? undefined,
      actorId: principal.uid,
      now,
    });
  }
  return describeCorrections(corrections);
}
