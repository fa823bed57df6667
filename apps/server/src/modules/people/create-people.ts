import type { NewAdministrator, NewClient, NewStaff } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { fieldError } from '../../http/errors.ts';
import type { OutboxAttachment } from '../mail/mail.api.ts';
import { createSignIn, EMAIL_IN_USE, emailInUse } from '../users/users.api.ts';
import { insertPerson, nextNumber } from './people-write.repo.ts';

export interface Creator {
  companyId: string;
  userId: string;
  now: Date;
}

const audit = (c: Creator) => ({ companyId: c.companyId, userCreated: c.userId, dateCreated: c.now });

/** A new administrator: their record, their sign-in and an invitation carrying the offer letter. */
export async function createAdministrator(
  db: Queryable,
  deps: AppDeps,
  input: NewAdministrator,
  c: Creator,
  offerLetter?: OutboxAttachment & { url: string },
): Promise<string> {
  // Numbered first: nextNumber's lock is then taken before any insert of this request.
  const maxStaffId = await nextNumber(db, 'administrator', c.companyId);
  const userId = await createSignIn(
    db,
    deps,
    {
      companyId: c.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.surName,
      phoneNumber: input.phoneNumber,
      role: 'Administrator',
      attachments: offerLetter ? [offerLetter] : [],
    },
    { userId: c.userId },
    c.now,
  );
  return insertPerson(db, 'administrator', {
    ...input,
    ...audit(c),
    userId,
    maxStaffId,
    offerLetter: offerLetter?.url ?? null,
  });
}

/** A new staff member: record, sign-in, and an invitation with the offer letter and the chosen forms. */
export async function createStaff(
  db: Queryable,
  deps: AppDeps,
  input: Omit<NewStaff, 'forms'>,
  c: Creator,
  attachments: OutboxAttachment[] = [],
  offerLetterUrl: string | null = null,
): Promise<string> {
  // Numbered first: nextNumber's lock is then taken before any insert of this request.
  const maxStaffId = await nextNumber(db, 'staff', c.companyId);
  const userId = await createSignIn(
    db,
    deps,
    {
      companyId: c.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.surName,
      phoneNumber: input.phoneNumber,
      role: 'Staff',
      attachments,
    },
    { userId: c.userId },
    c.now,
  );
  return insertPerson(db, 'staff', {
    ...input,
    ...audit(c),
    userId,
    maxStaffId,
    offerLetter: offerLetterUrl,
  });
}

/** A new client (participant) record; clients get a sign-in only when an admin adds one on Users. */
export async function createClient(db: Queryable, input: NewClient, c: Creator): Promise<string> {
  if (input.email && (await emailInUse(db, c.companyId, input.email, 'all'))) {
    throw fieldError('email', EMAIL_IN_USE);
  }
  return insertPerson(db, 'client', {
    ...input,
    ndisNo: input.ndisNo?.replace(/\s/g, '') ?? null,
    ...audit(c),
    contactId: await nextNumber(db, 'client', c.companyId),
  });
}
