import type { Action, ReachKind } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import type { Principal } from './principal.ts';
import type { RecordRule, RecordSource } from './record-rules.ts';
import { type RouteAccess, type RouteSpec, registerRoute } from './route.ts';

// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of every request shape
type AnySpec<Pr> = RouteSpec<any, any, any, Pr, any>;

/** One line of an area's route table: the route, who may call it, and the person's record it reaches. */
export interface RouteEntry extends RouteAccess {
  spec: AnySpec<Principal> | AnySpec<null>;
}

/** An area's routes: its page of who may call what (`<area>.routes.ts`). */
export type RouteTable = readonly RouteEntry[];

/** The third part of a route line: the person's record it reaches, and the kind of record whose "all or mine" it decides. */
export type RouteRules = RecordRule & { reach?: ReachKind; row?: RecordSource };

/**
 * A signed-in route, callable by anyone holding one of the actions; with a record rule, only on a
 * person they reach; with `reach`, the kernel tells the handler whether the caller reaches all of
 * that kind of record or only their own (http/reach.ts); with `row` beside it (`row: 'params.id'`),
 * the kernel loads that row by its kind's loader, answers 404 when it is out of reach, and hands it
 * to the handler as `ctx.row`.
 */
export const route = (
  spec: AnySpec<Principal>,
  permission: Action | readonly Action[],
  rules?: RouteRules,
): RouteEntry => {
  const { reach, row, ...record } = rules ?? {};
  if (row && !reach) {
    throw new Error(`${spec.method} ${spec.url}: a row names the reach whose loader reads it`);
  }
  return {
    spec,
    permissions: typeof permission === 'string' ? [permission] : permission,
    ...(Object.keys(record).length > 0 ? { record } : {}),
    ...(reach ? { reach } : {}),
    ...(row ? { row } : {}),
  };
};

/** A route open without a session. */
export const publicRoute = (spec: AnySpec<null>): RouteEntry => ({ spec, permissions: 'public' });

/** Registers every line of the tables; the kernel applies each line's permission and record rule. */
export function registerTables(app: FastifyInstance, deps: AppDeps, tables: readonly RouteTable[]): void {
  for (const table of tables) {
    for (const { spec, ...access } of table) {
      registerRoute(app, deps, spec, access);
    }
  }
}
