import {
  administratorEdit,
  canEditPerson,
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
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
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
 * signature). Names and e-mail are read-only and are not changed here. A person editing their own
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
      const person = record as { userId: string | null; firstName: string; surName: string } | undefined;
      if (!person) {
        throw notFound();
      }
      if (!canEditPerson(principal, edit.kind, person)) {
        throw forbidden();
      }
      const fields: Record<string, unknown> = { ...body };
      if (isSelfServiceEdit(principal, edit.kind, person)) {
        const refused = employerOwnedChanges(edit.kind, fields, person as Record<string, unknown>);
        if (Object.keys(refused).length > 0) {
          throw badRequest(`Only the office can change ${Object.keys(refused).join(', ')}.`, refused);
        }
        for (const field of EMPLOYER_OWNED_FIELDS[edit.kind]) {
          delete fields[field];
        }
      }
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
      recordActivity(`Edited the ${what} of ${edit.label} ${name}`);
      return { status: 'Success', message: `${name}'s profile was updated.`, ...urls };
    },
  });
}
