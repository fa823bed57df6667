import { DOCUMENT_USER_ROLES, documentScope, type Reader } from '@care/domain';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { documentAlerts, documents, files } from '../../db/schema/index.ts';
import { fileUrl } from '../files/files.api.ts';
import { visibleOwner } from '../people/people.api.ts';

const columns = {
  documentId: documents.id,
  companyId: documents.companyId,
  documentName: documents.documentName,
  fileId: documents.fileId,
  implementationDate: documents.implementationDate,
  expirationDate: documents.expirationDate,
  status: documents.status,
  isArchived: documents.isArchived,
  rejectReason: documents.rejectReason,
  rejectDeadline: documents.rejectDeadline,
  consentStatus: documents.consentStatus,
  userRole: documents.userRole,
  userId: documents.userId,
  user: documents.user,
  dateCreated: documents.dateCreated,
  dateModified: documents.dateModified,
  userCreated: documents.userCreated,
  userModified: documents.userModified,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & {
  fileId: string;
  fileKind: string | null;
};

/**
 * The reply shape of spec 1 §3 Document: documentUrl to the stored file, its type read from the
 * bytes (pdf, doc, docx: the screens preview PDFs inline), verify = consent approved.
 */
const toDocument = (r: Row) => ({
  ...r,
  documentUrl: fileUrl(r.fileId),
  verify: r.consentStatus === 'Approved',
});
export type DocumentView = ReturnType<typeof toDocument>;

export interface DocumentFilter {
  companyId: string;
  /** Who reads: only the documents of owners their scope lets them see (`documentScope` in the domain). */
  reader: NonNullable<Reader>;
  id?: string;
  userRole?: string;
  userIds?: string[];
  isArchived?: boolean;
  status?: string;
  name?: string;
  createdFrom?: Date;
  createdTo?: Date;
}

/** The documents whose owner the reader may see the documents of, whichever kind the owner is. */
function visibleDocuments(reader: NonNullable<Reader>): SQL {
  return sql`(${sql.join(
    DOCUMENT_USER_ROLES.map(
      (role) =>
        sql`(${documents.userRole} = ${role} and ${visibleOwner(role, documentScope(reader, role), reader.uid, documents.userId)})`,
    ),
    sql` or `,
  )})`;
}

export async function listDocuments(db: Queryable, f: DocumentFilter): Promise<DocumentView[]> {
  const where: SQL[] = [eq(documents.companyId, f.companyId), visibleDocuments(f.reader)];
  if (f.id) {
    where.push(eq(documents.id, f.id));
  }
  if (f.userRole) {
    where.push(eq(documents.userRole, f.userRole));
  }
  if (f.userIds) {
    where.push(
      f.userIds.length > 0 ? inArray(documents.userId, f.userIds) : eq(documents.id, documents.userId),
    );
  }
  if (f.isArchived !== undefined) {
    where.push(eq(documents.isArchived, f.isArchived));
  }
  if (f.status) {
    where.push(eq(documents.status, f.status));
  }
  if (f.name) {
    where.push(eq(documents.documentName, f.name));
  }
  if (f.createdFrom) {
    where.push(gte(documents.dateCreated, f.createdFrom));
  }
  if (f.createdTo) {
    where.push(lte(documents.dateCreated, f.createdTo));
  }
  const rows = await db
    .select({ ...columns, fileKind: files.kind })
    .from(documents)
    .leftJoin(files, eq(files.id, documents.fileId))
    .where(and(...where))
    .orderBy(desc(documents.dateCreated));
  return rows.map((r) => toDocument(r as Row));
}

/** One document of the reader's company, if the reader may see it (else, as if there were none). */
export async function findDocument(
  db: Queryable,
  reader: NonNullable<Reader> & { companyId: string },
  id: string,
): Promise<DocumentView | undefined> {
  return (await listDocuments(db, { companyId: reader.companyId, reader, id }))[0];
}

/**
 * Locks the document's row until the transaction ends (SELECT … FOR UPDATE), so that a review
 * action reads the status no concurrent one is about to change. False when there is no such row.
 */
export async function lockDocument(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .for('update');
  return rows.length > 0;
}

export async function insertDocument(db: Queryable, values: typeof documents.$inferInsert): Promise<string> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) {
    throw new Error('document insert returned nothing');
  }
  return row.id;
}

export async function updateDocument(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof documents.$inferInsert>,
) {
  await db
    .update(documents)
    .set(change)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

export async function deleteDocument(db: Queryable, companyId: string, id: string) {
  await db.delete(documents).where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
}

/** Not archived documents with an expiration date, across companies (the expiry job's view). */
export function listExpiringCandidates(db: Queryable) {
  return db
    .select({ ...columns })
    .from(documents)
    .where(eq(documents.isArchived, false));
}

export async function alertsSent(db: Queryable, documentIds: string[]) {
  if (documentIds.length === 0) {
    return [];
  }
  return db
    .select({ documentId: documentAlerts.documentId, alert: documentAlerts.alert })
    .from(documentAlerts)
    .where(inArray(documentAlerts.documentId, documentIds));
}

export async function recordAlert(
  db: Queryable,
  companyId: string,
  documentId: string,
  alert: string,
  now: Date,
) {
  await db
    .insert(documentAlerts)
    .values({ companyId, documentId, alert, dateSent: now })
    .onConflictDoNothing();
}
