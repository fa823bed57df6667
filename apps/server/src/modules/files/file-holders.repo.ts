import type { DocumentUserRole, PersonKind } from '@care/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  administrators,
  attendances,
  dailyReports,
  documents,
  mailOutbox,
  participantExpenditures,
  policyDocuments,
  profiles,
  progressNotes,
  staffs,
  staffTrainings,
  templates,
  tickets,
  userMessages,
} from '../../db/schema/index.ts';
import { fileUrl } from './store-upload.ts';

/** A record a stored file belongs to, as found: its kind and, for a person or document, whose it is. */
export type FileHolderRow =
  | { holder: 'document'; ownerRole: DocumentUserRole; personId: string }
  | { holder: 'person'; personKind: PersonKind; personId: string }
  | { holder: 'template' }
  | { holder: 'mail' }
  | { holder: 'ticket'; raisedBy: string | null }
  | { holder: 'message'; senderId: string | null; recipientId: string }
  | { holder: 'policy' };

const none = sql<string | null>`null`;
const text = (column: unknown) => sql<string | null>`${column}`;

/**
 * Every record of the company that holds the file: documents (fileId), people's photos, signatures
 * and offer letters (kept as the file's URL), expenditure receipts, attendance images, daily report
 * files, progress note images, templates, and mails carrying it as an attachment.
 */
export async function findFileHolders(db: Queryable, companyId: string, fileId: string) {
  const url = fileUrl(fileId);
  const rows = await unionAll(
    db
      .select({
        holder: sql<string>`'document'`,
        role: text(documents.userRole),
        personId: text(documents.userId),
      })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.fileId, fileId))),
    db
      .select({ holder: sql<string>`'administrator'`, role: none, personId: text(administrators.id) })
      .from(administrators)
      .where(
        and(
          eq(administrators.companyId, companyId),
          or(eq(administrators.imageUrl, url), eq(administrators.offerLetter, url)),
        ),
      ),
    db
      .select({ holder: sql<string>`'staff'`, role: none, personId: text(staffs.id) })
      .from(staffs)
      .where(
        and(
          eq(staffs.companyId, companyId),
          or(eq(staffs.imageUrl, url), eq(staffs.signatureUrl, url), eq(staffs.offerLetter, url)),
        ),
      ),
    db
      .select({ holder: sql<string>`'client'`, role: none, personId: text(profiles.id) })
      .from(profiles)
      .where(
        and(eq(profiles.companyId, companyId), or(eq(profiles.imageUrl, url), eq(profiles.signature, url))),
      ),
    // An expenditure's receipt is read by whoever may see the client's record.
    db
      .select({
        holder: sql<string>`'client'`,
        role: none,
        personId: text(participantExpenditures.profileId),
      })
      .from(participantExpenditures)
      .where(
        and(
          eq(participantExpenditures.companyId, companyId),
          eq(participantExpenditures.receiptFileId, fileId),
        ),
      ),
    // An attendance's image and a daily report's file are read as their worker's (or administrator's) record.
    db
      .select({ holder: sql<string>`'staff'`, role: none, personId: text(attendances.staffId) })
      .from(attendances)
      .where(and(eq(attendances.companyId, companyId), eq(attendances.imageFileId, fileId))),
    // A progress note's image is read as its worker's record, like the attendance's.
    db
      .select({ holder: sql<string>`'staff'`, role: none, personId: text(progressNotes.staffId) })
      .from(progressNotes)
      .where(and(eq(progressNotes.companyId, companyId), eq(progressNotes.imageFileId, fileId))),
    db
      .select({
        holder: sql<string>`case when ${dailyReports.authorKind} = 'admin' then 'administrator' else 'staff' end`,
        role: none,
        personId: sql<string | null>`coalesce(${dailyReports.staffId}, ${dailyReports.administratorId})`,
      })
      .from(dailyReports)
      .where(and(eq(dailyReports.companyId, companyId), eq(dailyReports.fileId, fileId))),
    db
      .select({ holder: sql<string>`'template'`, role: none, personId: none })
      .from(templates)
      .where(and(eq(templates.companyId, companyId), eq(templates.fileId, fileId))),
    db
      .select({ holder: sql<string>`'mail'`, role: none, personId: none })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.companyId, companyId),
          sql`${mailOutbox.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb`,
        ),
      ),
    // A ticket's attachment is read by its raiser and the office (the role carries the raiser's id).
    db
      .select({
        holder: sql<string>`'ticket'`,
        role: sql<string | null>`${tickets.userId}::text`,
        personId: none,
      })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.fileId, fileId))),
    // A training certificate is read as its staff member's record.
    db
      .select({ holder: sql<string>`'staff'`, role: none, personId: text(staffTrainings.staffId) })
      .from(staffTrainings)
      .where(and(eq(staffTrainings.companyId, companyId), eq(staffTrainings.certificateFileId, fileId))),
    // A message's attachment: one row per recipient, each read by its sender and its recipient only.
    db
      .select({
        holder: sql<string>`'message'`,
        role: sql<string | null>`${userMessages.senderId}::text`,
        personId: text(userMessages.recipientId),
      })
      .from(userMessages)
      .where(
        and(
          eq(userMessages.companyId, companyId),
          sql`${userMessages.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb`,
        ),
      ),
    // A policy's file is read by whoever may read the company's policies.
    db
      .select({ holder: sql<string>`'policy'`, role: none, personId: none })
      .from(policyDocuments)
      .where(and(eq(policyDocuments.companyId, companyId), eq(policyDocuments.fileId, fileId))),
  );
  return rows.map((r): FileHolderRow => {
    switch (r.holder) {
      case 'document':
        return { holder: 'document', ownerRole: r.role as DocumentUserRole, personId: r.personId as string };
      case 'template':
      case 'mail':
      case 'policy':
        return { holder: r.holder };
      case 'message':
        return { holder: 'message', senderId: r.role, recipientId: r.personId as string };
      case 'ticket':
        return { holder: 'ticket', raisedBy: r.role };
      default:
        return { holder: 'person', personKind: r.holder as PersonKind, personId: r.personId as string };
    }
  });
}
