import type { PersonFacts, PersonKind, ReachKind } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import type { Principal } from './principal.ts';

// What the kernel needs of the areas, as shapes it owns; app.ts hands it the areas' implementations
// through AppDeps, so the kernel imports no module (modules/module-doors.test.ts).

/** One line of the activity log (spec 2 §7), written in the route's own transaction. */
export interface ActivityEntry {
  companyId: string;
  userId: string | null;
  user: string;
  activity: string;
  medium: string;
  dateCreated: Date;
}

/** Writes an activity line (the activity-log area). */
export type ActivityWriter = (db: Queryable, entry: ActivityEntry) => Promise<void>;

/** The user a session token names, as authentication checks it. */
export interface SessionUser {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  sessionVersion: number;
}

/** Reads a session's user and their claims again when the session cache has none (the auth area). */
export interface SessionReader {
  user(db: Queryable, uid: string): Promise<SessionUser | undefined>;
  claims(db: Queryable, companyId: string, userId: string): Promise<string[]>;
}

/** One sign-in attempt that got past the throttle; it counts as a failure unless released. */
export interface SignInAttempt {
  /** The password was right: the attempt no longer counts against the e-mail or the address. */
  release(): void;
}

/** Where sign-in failures are counted: one process (the auth area's `SignInThrottle`), or Redis across replicas. */
export interface SignInCounter {
  /** A reserved attempt, or null when the e-mail from this address, or the address, failed too often lately. */
  begin(email: string, address: string): SignInAttempt | null | Promise<SignInAttempt | null>;
  /** A successful sign-in clears the e-mail's earlier failures from this address. */
  recordSuccess(email: string, address: string): void;
}

/** The staff record and client profile a signed-in user is, for "only their own" (the people area). */
export interface OwnRecords {
  staffOf(db: Queryable, companyId: string, userId: string): Promise<string | undefined>;
  clientOf(db: Queryable, companyId: string, userId: string): Promise<string | undefined>;
}

/**
 * What the record rules look at of one person of the company, as of the request's instant
 * (undefined when there is no such person): for a route line's record rule (the people area).
 */
export type PersonFactsReader = (
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  id: string,
  asOf?: Date,
) => Promise<PersonFacts | undefined>;

/** Whose a row is, as its kind's "own" is decided (http/reach.ts): its maker, its worker, its clients. */
export interface RowOwner {
  userId?: string | null;
  staffId?: string | null;
  clientIds?: readonly string[];
}

/** A row a route line names (`row: 'params.id'`), as its kind's loader read it, with whose it is. */
export interface LoadedRow {
  owner: RowOwner;
  row: unknown;
}

/**
 * Loads one row of a kind by its id for the caller (undefined: none in their company, or none their
 * record rules let them see). The owning area writes it; `src/reach-rows.ts` lists them by kind.
 */
export type RowLoader = (db: Queryable, principal: Principal, id: string) => Promise<LoadedRow | undefined>;

/** How a row route loads its row, for each kind of record that has row routes. */
export type RowLoaders = Partial<Record<ReachKind, RowLoader>>;
