import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { files, templates } from '../../db/schema/index.ts';

export function listTemplates(db: Queryable, companyId: string) {
  return db
    .select({
      templateId: templates.id,
      name: templates.name,
      isEditable: templates.isEditable,
      fileId: templates.fileId,
      kind: files.kind,
      dateCreated: templates.dateCreated,
    })
    .from(templates)
    .innerJoin(files, eq(files.id, templates.fileId))
    .where(eq(templates.companyId, companyId))
    .orderBy(asc(templates.name));
}

/** The templates named (by id or by name) among the company's; names not found are returned as missing. */
export async function findTemplates(db: Queryable, companyId: string, wanted: readonly string[]) {
  if (wanted.length === 0) {
    return { found: [], missing: [] };
  }
  const all = await listTemplates(db, companyId);
  const found = all.filter((t) => wanted.includes(t.templateId) || wanted.includes(t.name));
  const missing = wanted.filter((w) => !found.some((t) => t.templateId === w || t.name === w));
  return { found, missing };
}

export async function insertTemplate(db: Queryable, values: typeof templates.$inferInsert): Promise<string> {
  const [row] = await db.insert(templates).values(values).returning({ id: templates.id });
  if (!row) {
    throw new Error('template insert returned nothing');
  }
  return row.id;
}

export async function deleteTemplate(db: Queryable, companyId: string, id: string) {
  return db
    .delete(templates)
    .where(and(eq(templates.companyId, companyId), eq(templates.id, id)))
    .returning({ name: templates.name });
}
