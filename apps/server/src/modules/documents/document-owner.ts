import { type DocumentUserRole, fullName, KIND_OF_DOCUMENT_OWNER } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { findPerson, findPersonByUser } from '../people/people.api.ts';

export interface DocumentOwner {
  id: string;
  role: DocumentUserRole;
  /** The owner's sign-in, if they have one. */
  userId: string | null;
  fullName: string;
  /** A client may have none (issue 40 item 5). */
  email: string | null;
}

/** The administrator, staff member or client a document belongs to, within the company. */
export async function findOwner(
  db: Queryable,
  companyId: string,
  role: DocumentUserRole,
  id: string,
): Promise<DocumentOwner | undefined> {
  const row = await findPerson(db, KIND_OF_DOCUMENT_OWNER[role], companyId, id);
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
  return (await findPersonByUser(db, KIND_OF_DOCUMENT_OWNER[role], companyId, userId))?.id;
}
