import { type Action, REACH, type ReachKind, reachScope, seesOnlyAuditApproved } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { forbidden, notFound } from './errors.ts';
import type { OwnRecords } from './kernel-needs.ts';
import type { Principal } from './principal.ts';

/**
 * How far this request's caller reaches in the kind of record its route line names (`{ reach: … }`),
 * decided here once, before the handler, from the domain's REACH table:
 * - `all`: every record of the company (an auditor's `auditApproved` narrows it to the people
 *   approved for auditing, which the record rules apply);
 * - only their own: the records made by `userId`, or worked by their staff record `staffId`, or
 *   (a Client user) received by their client profile `clientId`. A Staff or Client user without a
 *   linked record has null there and reaches nothing.
 */
export type Reach =
  | { all: true; auditApproved: boolean }
  | { all: false; userId: string; staffId: string | null; clientId: string | null };

export async function resolveReach(
  db: Queryable,
  principal: Principal,
  kind: ReachKind,
  granted: readonly Action[],
  owners: OwnRecords,
): Promise<Reach> {
  const scope = reachScope(kind, granted);
  if (scope === 'all') {
    return { all: true, auditApproved: seesOnlyAuditApproved(principal.role) };
  }
  if (scope === null) {
    // The route line's permissions are the kind's actions (route-table.test.ts), so this is a line
    // that lists an action the kind does not: refused rather than guessed.
    throw forbidden();
  }
  const { ownedBy } = REACH[kind];
  const { companyId, uid } = principal;
  const asStaff = ownedBy === 'staff' || (ownedBy === 'person' && principal.role !== 'Client');
  const asClient = ownedBy === 'person' && principal.role === 'Client';
  return {
    all: false,
    userId: uid,
    staffId: asStaff ? ((await owners.staffOf(db, companyId, uid)) ?? null) : null,
    clientId: asClient ? ((await owners.clientOf(db, companyId, uid)) ?? null) : null,
  };
}

/** What a route's line names no reach for: reading `ctx.reach` there is a mistake in the route. */
export const NO_REACH: Reach = new Proxy({} as Reach, {
  get() {
    throw new Error('This route’s line names no reach: add `{ reach: … }` to it in its area’s routes file');
  },
});

/** The reach column of the route table: `reach:ticket`, or '-' for a route that names none. */
export const describeReach = (kind: ReachKind | undefined): string => (kind ? `reach:${kind}` : '-');

/**
 * The staff record a route reaches only its own of (null: all of them). A Staff user without a staff
 * record reaches nothing: 404, as for a record that is not there.
 */
export function reachedStaff(reach: Reach): string | null {
  if (reach.all) {
    return null;
  }
  if (!reach.staffId) {
    throw notFound();
  }
  return reach.staffId;
}
