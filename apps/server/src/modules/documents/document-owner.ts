import { type DocumentUserRole, KIND_OF_DOCUMENT_OWNER } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tableOf } from '../people/people-tables.ts';

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
  const t = tableOf(KIND_OF_DOCUMENT_OWNER[role]);
  const [row] = await db
    .select({ id: t.id, userId: t.userId, firstName: t.firstName, surName: t.surName, email: t.email })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return (
    row && {
      id: row.id,
      role,
      userId: row.userId,
      fullName: `${row.firstName} ${row.surName}`,
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
  const t = tableOf(KIND_OF_DOCUMENT_OWNER[role]);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.userId, userId)))
    .limit(1);
  return row?.id;
}
