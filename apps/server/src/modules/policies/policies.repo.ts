import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { policyAcceptances, policyDocuments } from '../../db/schema/index.ts';

export type PolicyRow = typeof policyDocuments.$inferSelect;

/** Versions newer under the same code: a row is current when there is none. */
const isCurrent = sql<boolean>`not exists (select 1 from ${policyDocuments} newer
  where newer.company_id = "policy_documents"."company_id" and newer.code = "policy_documents"."code"
  and newer.version > "policy_documents"."version")`;

/** The current version of each policy of the company, by category then title. */
export function currentPolicies(db: Queryable, companyId: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policyDocuments)
    .where(and(eq(policyDocuments.companyId, companyId), isCurrent))
    .orderBy(policyDocuments.category, policyDocuments.title);
}

/** Every version of one policy (by code), newest first. */
export function policyVersions(db: Queryable, companyId: string, code: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policyDocuments)
    .where(
      and(eq(policyDocuments.companyId, companyId), sql`lower(${policyDocuments.code}) = lower(${code})`),
    )
    .orderBy(desc(policyDocuments.version));
}

export async function findPolicy(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ row: policyDocuments, current: isCurrent })
    .from(policyDocuments)
    .where(and(eq(policyDocuments.companyId, companyId), eq(policyDocuments.id, id)));
  return row ?? null;
}

export async function insertPolicy(db: Queryable, row: typeof policyDocuments.$inferInsert): Promise<string> {
  const [out] = await db.insert(policyDocuments).values(row).returning({ id: policyDocuments.id });
  return out?.id as string;
}

/** Records the acceptance; false when the user had already accepted that version. */
export async function insertAcceptance(
  db: Queryable,
  row: typeof policyAcceptances.$inferInsert,
): Promise<boolean> {
  const out = await db
    .insert(policyAcceptances)
    .values(row)
    .onConflictDoNothing({ target: [policyAcceptances.policyDocumentId, policyAcceptances.userId] })
    .returning({ id: policyAcceptances.id });
  return out.length > 0;
}

/** The acceptances of these policy versions: policy id → user id → when. */
export async function acceptancesOf(db: Queryable, companyId: string, policyIds: readonly string[]) {
  const out = new Map<string, Map<string, Date>>();
  if (policyIds.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      policyDocumentId: policyAcceptances.policyDocumentId,
      userId: policyAcceptances.userId,
      at: policyAcceptances.dateAccepted,
    })
    .from(policyAcceptances)
    .where(
      and(
        eq(policyAcceptances.companyId, companyId),
        inArray(policyAcceptances.policyDocumentId, [...policyIds]),
      ),
    );
  for (const r of rows) {
    const byUser = out.get(r.policyDocumentId) ?? new Map<string, Date>();
    byUser.set(r.userId, r.at);
    out.set(r.policyDocumentId, byUser);
  }
  return out;
}

/** The number of policies (current versions) of the company: the auditor's "policy modules". */
export async function countCurrentPolicies(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(policyDocuments)
    .where(and(eq(policyDocuments.companyId, companyId), isCurrent));
  return row?.n ?? 0;
}
