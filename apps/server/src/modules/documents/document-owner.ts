import type { DocumentUserRole, PersonKind } from '@care/domain';
import { fullName } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { findPerson, findPersonByUser } from '../people/people-reads.repo.ts';

export const KIND_OF_ROLE: Record<DocumentUserRole, PersonKind> = {
  Admin: 'administrator',
  Staff: 'staff',
  Client: 'client',
};

export interface DocumentOwner {
  id: string;
  role: DocumentUserRole;
  /** The owner's sign-in, if they have one. */
  userId: string | null;
  fullName: string;
  email: string;
}

/** The administrator, staff member or client a document belongs to, within the company. */
export async function findOwner(
  db: Queryable,
  companyId: string,
  role: DocumentUserRole,
  id: string,
): Promise<DocumentOwner | undefined> {
  const row = await findPerson(db, KIND_OF_ROLE[role], companyId, id);
  return (
    row && {
      id: row.id,
      role,
      userId: row.userId,
      fullName: fullName(row.firstName, null, row.surName),
      email: row.email,
    }
  );
}

/** The signed-in user's own person record for a document role, if any. */
export async function ownRecordId(
  db: Queryable,
  companyId: string,
  role: DocumentUserRole,
  userId: string,
): Promise<string | undefined> {
  return (await findPersonByUser(db, KIND_OF_ROLE[role], companyId, userId))?.id;
}
