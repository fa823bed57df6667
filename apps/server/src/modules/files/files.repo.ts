import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Queryable, file: NewFile): Promise<string> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  if (!row) {
    throw new Error('file insert returned nothing');
  }
  return row.id;
}

export async function findFile(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id)))
    .limit(1);
  return rows[0];
}
