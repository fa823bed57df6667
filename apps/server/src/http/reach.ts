import { type Action, REACH, type ReachKind, reachScope, seesOnlyAuditApproved } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { forbidden, notFound } from './errors.ts';
import type { OwnRecords, RowLoaders, RowOwner } from './kernel-needs.ts';
import type { Principal } from './principal.ts';
import type { RecordSource } from './record-rules.ts';

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

/** What a route's line names no row for: reading `ctx.row` there is a mistake in the route. */
export const NO_ROW: unknown = new Proxy(
  {},
  {
    get() {
      throw new Error(
        'This route’s line names no row: add `row: …` beside its reach in its area’s routes file',
      );
    },
  },
);

/**
 * The reach column of the route table: `reach:ticket`, with the row a row route loads
 * (`reach:ticket row:params.id`), or '-' for a route that names none.
 */
export const describeReach = (kind: ReachKind | undefined, row?: RecordSource): string =>
  kind ? `reach:${kind}${row ? ` row:${row}` : ''}` : '-';

/** Whether a row is the caller's own, as its kind says whose a record is (the domain's `ownedBy`). */
export function ownsRow(kind: ReachKind, reach: Reach, owner: RowOwner): boolean {
  if (reach.all) {
    return true;
  }
  const sameStaff =
    reach.staffId !== null &&
    typeof owner.staffId === 'string' &&
    owner.staffId.toLowerCase() === reach.staffId;
  switch (REACH[kind].ownedBy) {
    case 'user':
      return typeof owner.userId === 'string' && owner.userId === reach.userId;
    case 'staff':
      return sameStaff;
    case 'person':
      return sameStaff || (reach.clientId !== null && (owner.clientIds ?? []).includes(reach.clientId));
  }
}

/**
 * The row a row route reaches (its line names `row: 'params.id'`), loaded by its kind's loader: 404
 * when there is none, or it is not the caller's own and they reach only their own.
 */
export async function loadReachedRow(
  db: Queryable,
  principal: Principal,
  kind: ReachKind,
  reach: Reach,
  id: unknown,
  loaders: RowLoaders,
): Promise<unknown> {
  const load = loaders[kind];
  if (!load) {
    throw new Error(`No row loader for reach:${kind}: add the owning area's loader to src/reach-rows.ts`);
  }
  const loaded = typeof id === 'string' && id !== '' ? await load(db, principal, id) : undefined;
  if (!loaded || !ownsRow(kind, reach, loaded.owner)) {
    throw notFound();
  }
  return loaded.row;
}

/**
 * A staff member's records named by id in the request (a list of one worker's): anyone's for the
 * office, only their own for a worker (someone else's, or none without a staff record, is a 404).
 */
export function assertOwnStaff(reach: Reach, staffId: string): void {
  const own = reachedStaff(reach);
  if (own !== null && own !== staffId.toLowerCase()) {
    throw notFound();
  }
}

/** A record id no row has: an "only mine" reader without a linked record matches nothing. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * Whose records of a staff-owned kind a list reads: all of the company's, an auditor's
 * audit-approved ones, or one worker's. Without a staff record a worker reads none (`missing:
 * 'none'`) or is told 404 (`'notFound'`), as each area did.
 */
export type StaffReader = { kind: 'all' } | { kind: 'auditApproved' } | { kind: 'staff'; staffId: string };

export function staffReader(reach: Reach, missing: 'none' | 'notFound' = 'none'): StaffReader {
  if (reach.all) {
    return reach.auditApproved ? { kind: 'auditApproved' } : { kind: 'all' };
  }
  const staffId = missing === 'notFound' ? (reachedStaff(reach) as string) : (reach.staffId ?? NO_RECORD);
  return { kind: 'staff', staffId };
}

/**
 * Whose records of a person-owned kind (the roster) a list reads: as `StaffReader`, and a Client
 * user those they receive (none without a client profile).
 */
export type PersonReader = StaffReader | { kind: 'client'; profileId: string };

export function personReader(principal: Principal, reach: Reach): PersonReader {
  if (reach.all || principal.role === 'Staff') {
    return staffReader(reach);
  }
  return { kind: 'client', profileId: reach.clientId ?? NO_RECORD };
}

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
