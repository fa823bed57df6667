import type { BoundaryRule, PersonKind } from '@care/domain';
import { nextSequenceId } from '@care/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { PEOPLE, tableOf } from './people-tables.repo.ts';

export { findPerson, findPersonByUser } from './people-reads.repo.ts';

export async function insertPerson(
  db: Queryable,
  kind: PersonKind,
  values: Record<string, unknown>,
): Promise<string> {
  const t = tableOf(kind);
  const [row] = await db
    .insert(t)
    .values(values as typeof t.$inferInsert)
    .returning({ id: t.id });
  if (!row) {
    throw new Error('person insert returned nothing');
  }
  return row.id;
}

export async function updatePerson(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const t = tableOf(kind);
  await db
    .update(t)
    .set(values as Partial<typeof t.$inferInsert>)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

/**
 * The next staff, admin or client number of the company (ADM-004, STF-013, CL-0025). Takes a lock
 * on the company's numbering of that kind until the transaction ends, so that two creates at once
 * cannot read the same highest number: call it before inserting anything.
 */
export async function nextNumber(db: Queryable, kind: PersonKind, companyId: string): Promise<string> {
  const { prefix, sequence } = PEOPLE[kind];
  const t = PEOPLE[kind].table;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${companyId}`}, 0))`);
  const column = (t as unknown as Record<string, typeof t.companyId>)[sequence];
  const rows = await db
    .select({ value: sql<string | null>`${column}` })
    .from(t)
    .where(eq(t.companyId, companyId));
  return nextSequenceId(
    prefix,
    rows.map((r) => r.value),
  );
}

// A sign-in is the users module's to write.
export { setUserActive } from '../users/users.api.ts';

/** Links a sign-in to the person of the company with the same e-mail and no sign-in yet. */
export async function linkUserToPerson(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  email: string,
  userId: string,
) {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({ userId })
    .where(
      and(eq(t.companyId, companyId), sql`lower(${t.email}) = lower(${email})`, sql`${t.userId} is null`),
    );
}

/** How a support across a band edge is billed for the client ('split' or 'higherRate'). */
export async function setBoundaryRule(
  db: Queryable,
  companyId: string,
  profileId: string,
  boundaryRule: BoundaryRule,
  now: Date,
  userId: string,
): Promise<void> {
  const t = tableOf('client');
  await db
    .update(t)
    .set({ boundaryRule, dateModified: now, userModified: userId })
    .where(and(eq(t.companyId, companyId), eq(t.id, profileId)));
}

/**
 * Links a client or staff record to its accounting record (issue 28): a client's contact id
 * (clientId), a staff member's or administrator's payroll employee id (employeeId), and the link;
 * both null unlink it (issue 37).
 */
export async function setAccountingLink(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  id: string,
  externalId: string | null,
  link: string | null,
): Promise<void> {
  await updatePerson(
    db,
    kind,
    companyId,
    id,
    kind === 'client' ? { clientId: externalId, xerolink: link } : { employeeId: externalId, xerolink: link },
  );
}

/** Sets who funds a client (issue 39 item 1): the Support at Home area's save of the program. */
export async function setFundingProgram(
  db: Queryable,
  companyId: string,
  profileId: string,
  fundingProgram: string,
  now: Date,
  userId: string,
): Promise<void> {
  const t = tableOf('client');
  await db
    .update(t)
    .set({ fundingProgram, dateModified: now, userModified: userId })
    .where(and(eq(t.companyId, companyId), eq(t.id, profileId)));
}
