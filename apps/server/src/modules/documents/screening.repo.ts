import { SCREENING_DOCUMENTS, type ScreeningDocument } from '@care/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';

/**
 * The newest of each screening document (police check, WWVP card) of each staff member, archived
 * ones left out, names matched in any case: what the rostering checks judge (docs/workforce.md).
 */
export async function screeningByStaff(
  db: Queryable,
  companyId: string,
  staffIds: readonly string[],
): Promise<Map<string, ScreeningDocument[]>> {
  const byStaff = new Map<string, ScreeningDocument[]>();
  if (staffIds.length === 0) {
    return byStaff;
  }
  const rows = await db
    .select({
      staffId: documents.userId,
      documentName: documents.documentName,
      status: documents.status,
      implementationDate: documents.implementationDate,
      expirationDate: documents.expirationDate,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.userRole, 'Staff'),
        inArray(documents.userId, [...staffIds]),
        eq(documents.isArchived, false),
        inArray(
          sql`lower(trim(${documents.documentName}))`,
          SCREENING_DOCUMENTS.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(desc(documents.implementationDate), desc(documents.dateCreated));
  for (const { staffId, ...doc } of rows) {
    const list = byStaff.get(staffId) ?? [];
    const name = doc.documentName.trim().toLowerCase();
    if (!list.some((d) => d.documentName.trim().toLowerCase() === name)) {
      list.push(doc);
    }
    byStaff.set(staffId, list);
  }
  return byStaff;
}
