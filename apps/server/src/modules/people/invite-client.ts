import { fullName, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { linkSentTo } from '../mail/mail.api.ts';
import { createSignIn, findUser, mailInvitation } from '../users/users.api.ts';
import { findPerson, lockPerson } from './people-reads.repo.ts';
import { linkUserToPerson } from './people-write.repo.ts';

/** What inviting a participant to the portal answers (issue 40 item 5). */
export const INVITE_MESSAGES = {
  noEmail: (name: string) =>
    `${name} has no e-mail address: add an e-mail first (Personal information), then invite them to the portal.`,
  inactive: (name: string) => `${name} is inactive: activate them first, then invite them to the portal.`,
} as const;

export interface ClientInvitation {
  email: string;
  /** True when this made the participant's sign-in; false when an existing one was sent a new link. */
  created: boolean;
}

/**
 * Invites a participant to the portal (issue 40 item 5), as staff are invited: a mail with a
 * one-time link to choose their password. The first invitation makes their sign-in (role Client)
 * and links it to their record; another sends a new link to the same sign-in (the older link stops
 * working), so inviting twice never makes two sign-ins. The record is locked first, so two at once
 * wait for each other. Refused, at the e-mail, when the record has none.
 */
export async function inviteClient(
  db: Queryable,
  deps: AppDeps,
  o: { companyId: string; profileId: string; actor: { userId: string | null }; now: Date },
): Promise<ClientInvitation> {
  if (!(await lockPerson(db, 'client', o.companyId, o.profileId))) {
    throw notFound();
  }
  const person = await findPerson(db, 'client', o.companyId, o.profileId);
  if (!person) {
    throw notFound();
  }
  const name = fullName(person.firstName, null, person.surName);
  const email = person.email?.trim();
  if (!email) {
    throw fieldError('email', INVITE_MESSAGES.noEmail(name));
  }
  if (!person.isActive) {
    throw badRequest(INVITE_MESSAGES.inactive(name));
  }
  const existing = person.userId ? await findUser(db, o.companyId, person.userId) : undefined;
  if (existing) {
    await mailInvitation(
      db,
      deps,
      {
        id: existing.id,
        companyId: o.companyId,
        email: existing.email,
        firstName: person.firstName,
        role: existing.role,
      },
      o.actor,
      o.now,
    );
    return { email: existing.email, created: false };
  }
  const userId = await createSignIn(
    db,
    deps,
    {
      companyId: o.companyId,
      email,
      firstName: person.firstName,
      lastName: person.surName,
      phoneNumber: null,
      role: 'Client',
    },
    o.actor,
    o.now,
  );
  await linkUserToPerson(db, 'client', o.companyId, email, userId);
  return { email, created: true };
}

/** POST /Profiles/invite_to_portal/{profileId}: "Invite to the portal" on the client's profile. */
export const inviteClientRoute = routeSpec({
  method: 'POST',
  url: '/Profiles/invite_to_portal/:profileId',
  summary:
    'Invite a participant to the portal: a mail with a link to choose their password (their sign-in is made the first time)',
  tags: ['Profiles'],
  params: z.object({ profileId: z.uuid('The client id must be a UUID') }),
  activity: 'Invited a client to the portal',
  async handler({ deps, db, principal, params, now, recordActivity }): Promise<StatusReply> {
    const sent = await inviteClient(db, deps, {
      companyId: principal.companyId,
      profileId: params.profileId,
      actor: { userId: principal.uid },
      now,
    });
    recordActivity(
      `${sent.created ? 'Invited' : 'Invited again'} client ${params.profileId} to the portal (${sent.email})`,
    );
    return { status: 'Success', message: linkSentTo('An invitation to the portal', sent.email, deps.config) };
  },
});
