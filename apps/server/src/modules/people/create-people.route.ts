import { newAdministrator, newClient, newStaff, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { addedAndInvited } from '../mail/mail.api.ts';
import { findTemplates } from '../templates/templates.api.ts';
import { createAdministrator, createClient, createStaff } from './create-people.ts';

const userIdQuery = z.object({ userId: z.string().optional() });

/** The creation forms and quick-add dialog (spec 2 §2, §5). */
export const addAdministratorRoute = routeSpec({
  method: 'POST',
  url: '/Administrators/add_administrator',
  summary: 'Create an administrator with a sign-in; the invitation carries the offer letter',
  tags: ['Administrators'],
  querystring: userIdQuery,
  body: newAdministrator,
  multipart: { files: ['offerLetter'] },
  activity: 'Added an administrator',
  async handler({
    deps,
    db,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { administratorId: string }> {
    // The offer letter is optional (issue 40 item 8): an invitation without one is still sent.
    const letter = files.offerLetter;
    const who = { companyId: principal.companyId, userId: principal.uid, field: 'offerLetter' };
    const stored = letter ? await storeUpload(db, deps.files, letter, 'offerLetter', who) : null;
    const administratorId = await createAdministrator(
      db,
      deps,
      body,
      { companyId: principal.companyId, userId: principal.uid, now },
      letter && stored
        ? { fileId: stored.fileId, name: letter.filename || 'Offer letter', url: stored.url }
        : undefined,
    );
    recordActivity(`Added administrator ${body.firstName} ${body.surName}`);
    return {
      status: 'Success',
      message: addedAndInvited(`${body.firstName} ${body.surName}`, deps.config),
      administratorId,
    };
  },
});

export const addStaffRoute = routeSpec({
  method: 'POST',
  url: '/Staffs/add_staff',
  summary: 'Create a staff member with a sign-in; the invitation carries the offer letter and chosen forms',
  tags: ['Staffs'],
  querystring: userIdQuery,
  body: newStaff,
  multipart: { files: ['offerLetter'] },
  activity: 'Added a staff member',
  async handler({
    deps,
    db,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { staffId: string }> {
    // The offer letter is optional (issue 40 item 8).
    const letter = files.offerLetter;
    const who = { companyId: principal.companyId, userId: principal.uid, field: 'offerLetter' };
    const stored = letter ? await storeUpload(db, deps.files, letter, 'offerLetter', who) : null;
    const chosen = await findTemplates(db, principal.companyId, body.forms ?? []);
    if (chosen.missing.length > 0) {
      throw fieldError('forms', `Unknown form: ${chosen.missing.join(', ')}`);
    }
    const { forms: _forms, ...person } = body;
    const staffId = await createStaff(
      db,
      deps,
      person,
      { companyId: principal.companyId, userId: principal.uid, now },
      [
        ...(letter && stored ? [{ fileId: stored.fileId, name: letter.filename || 'Offer letter' }] : []),
        ...chosen.found.map((t) => ({ fileId: t.fileId, name: `${t.name}.${t.kind}` })),
      ],
      stored?.url ?? null,
    );
    recordActivity(`Added staff member ${body.firstName} ${body.surName}`);
    return {
      status: 'Success',
      message: addedAndInvited(`${body.firstName} ${body.surName}`, deps.config),
      staffId,
    };
  },
});

export const addClientRoute = routeSpec({
  method: 'POST',
  url: '/Profiles/add_client',
  summary: 'Create a client (quick-add dialog or full form)',
  tags: ['Profiles'],
  querystring: userIdQuery,
  body: newClient,
  multipart: { files: [] },
  activity: 'Added a client',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply & { profileId: string }> {
    const profileId = await createClient(db, body, {
      companyId: principal.companyId,
      userId: principal.uid,
      now,
    });
    recordActivity(`Added client ${body.firstName} ${body.surName}`);
    return { status: 'Success', message: `${body.firstName} ${body.surName} was added.`, profileId };
  },
});
