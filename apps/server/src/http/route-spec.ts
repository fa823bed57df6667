import type { Action } from '@care/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import type { AppDeps } from './deps.ts';
import type { Upload } from './multipart.ts';
import type { Principal } from './principal.ts';
import type { Reach } from './reach.ts';

// What a use case declares of its route (the spec's path, its schemas, its handler) and what its
// handler is given; http/route.ts registers it.

export type Schema = z.ZodType | undefined;
export type Infer<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

/** Who did an activity when no one is signed in yet (sign-in, public pages). */
export interface Actor {
  companyId: string;
  userId: string | null;
  user: string;
}

export interface RouteContext<B extends Schema, Q extends Schema, P extends Schema, Pr, R = undefined> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The request's transaction when the route writes, else the database. */
  db: Queryable;
  principal: Pr;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  /** Files of a multipart request, by the field names the route lists. */
  files: Record<string, Upload>;
  now: Date;
  deps: AppDeps;
  /** Adds an activity-log line, written in the same transaction as the change it describes. */
  recordActivity(activity: string, actor?: Actor): void;
  /** What the route's `prepare` step returned (undefined without one). */
  prepared: R;
  /** The request body exactly as received, for a route with `rawBody` (a signed webhook); else undefined. */
  rawBody: string | undefined;
  /**
   * The actions of the route's table line that the caller holds (at least one): a route open to
   * several kinds of caller reads here which kind it serves (all records, or only the caller's own).
   */
  granted: readonly Action[];
  /** How far the caller reaches in the kind of record the route's line names (http/reach.ts). */
  reach: Reach;
  /**
   * The row a row route reaches (its line names `row: 'params.id'` beside its reach), as its kind's
   * loader read it (src/reach-rows.ts), already checked to be within reach.
   */
  row: unknown;
}

/** The context of a route's `prepare` step: the request read and checked, no database yet. */
export type PrepareContext<B extends Schema, Q extends Schema, P extends Schema, Pr> = Omit<
  RouteContext<B, Q, P, Pr>,
  'db' | 'recordActivity' | 'prepared' | 'rawBody' | 'row'
>;

export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema, Pr, R = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  tags?: string[];
  body?: B;
  querystring?: Q;
  params?: P;
  /**
   * The activity-log text of a route that changes data. Its presence makes the route a write: one
   * transaction, an activity-log entry, and `Cache-Control: no-store` when the spec makes it a GET.
   */
  activity?: string;
  /**
   * A heavy read (a report, an invoice or claim load, a timesheet or pay period, an export, the
   * month roster) that may run on the streaming standby (DATABASE_READ_URL; docs/scaling.md).
   */
  readsFrom?: 'standby';
  /**
   * A multipart/form-data request: `body` then validates its text fields (null sent as ''), and
   * these file fields are read into `ctx.files`.
   */
  multipart?: { files: readonly string[] };
  /**
   * Requests allowed within the window, beyond which 429: per caller address on public pages, per
   * session on signed-in routes (one office shares an address; a person's typing is what is limited).
   */
  rateLimit?: { max: number; timeWindow: string };
  /** A smaller body cap than the app's, in bytes. */
  bodyLimit?: number;
  /** Also accept the session from the `token` cookie (file downloads opened by the browser). */
  cookieSession?: boolean;
  /** Keep the body's exact text as `ctx.rawBody`: a signature over the bytes must be checked on those bytes. */
  rawBody?: boolean;
  /**
   * Slow work on the request's input done before its transaction opens (reading an uploaded
   * spreadsheet on a worker thread), so that the transaction, and on PGlite the database, is not
   * held meanwhile. What it returns is `ctx.prepared`.
   */
  prepare?(ctx: PrepareContext<B, Q, P, Pr>): Promise<R>;
  handler(ctx: RouteContext<B, Q, P, Pr, R>): Promise<unknown>;
}

/** A signed-in route's spec; who may call it is said in its area's route table (`route-table.ts`). */
export function routeSpec<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R = undefined,
>(spec: RouteSpec<B, Q, P, Principal, R>): RouteSpec<B, Q, P, Principal, R> {
  return spec;
}

/** The spec of one of the few routes open without a session (sign-in, health, the public referral page). */
export function publicRouteSpec<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R = undefined,
>(spec: RouteSpec<B, Q, P, null, R>): RouteSpec<B, Q, P, null, R> {
  return spec;
}
