import { Readable } from 'node:stream';
import { type Action, can, type ReachKind } from '@care/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/client.ts';
import { authenticateSession } from './authenticate.ts';
import { bindCaseInsensitive } from './case-insensitive.ts';
import type { AppDeps } from './deps.ts';
import { forbidden } from './errors.ts';
import { assertSafeInput } from './input-guard.ts';
import { readMultipart, type Upload } from './multipart.ts';
import type { Principal } from './principal.ts';
import { loadReachedRow, NO_REACH, NO_ROW, resolveReach } from './reach.ts';
import { assertRecordRule, type RecordRule, type RecordSource, valueAt } from './record-rules.ts';
import type { Actor, Infer, RouteSpec, Schema } from './route-spec.ts';
import { assertOwnCompany } from './tenancy.ts';
import { boundUploadedImages } from './upload-images.ts';
import { parseOrThrow } from './validation.ts';
import { writeTransaction } from './write-transaction.ts';

// The specs' shapes live in route-spec.ts; use cases import them from here as they always have.
export type { Actor, PrepareContext, RouteContext, RouteSpec } from './route-spec.ts';
export { publicRouteSpec, routeSpec } from './route-spec.ts';

const MEDIUM = 'Web';

/**
 * Where a read runs: a heavy read (`readsFrom: 'standby'`) on the standby when there is one, it is
 * within its lag, and the caller has not written within that lag (their own change must show);
 * everything else on the primary. The reply says which (`X-Read-From`).
 */
async function readDatabase(
  deps: AppDeps,
  heavyReader: Principal | null,
  now: Date,
  reply: FastifyReply,
): Promise<Queryable> {
  const standby = deps.database.standby;
  if (!standby || !heavyReader || !deps.recentWriters) {
    return deps.database.db;
  }
  const since = new Date(now.getTime() - standby.maxLagMs);
  const onStandby = standby.fresh() && !(await deps.recentWriters.wroteSince(heavyReader.uid, since));
  reply.header('X-Read-From', onStandby ? 'standby' : 'primary');
  return onStandby ? standby.db : deps.database.db;
}

/** Who may call a route: any of the listed actions (or no session at all), and the record it reaches. */
export interface RouteAccess {
  permissions: readonly Action[] | 'public';
  record?: RecordRule;
  /** The kind of record whose "all or only mine" the kernel decides before the handler. */
  reach?: ReachKind;
  /** Where a row route's row id is (`params.id`): the kernel loads the row and checks it is within reach. */
  row?: RecordSource;
}

/** Registers one route of an area's table: permission, tenancy, record rule, validation, transaction and activity log. */
export function registerRoute<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  Pr extends Principal | null,
  R,
>(app: FastifyInstance, deps: AppDeps, spec: RouteSpec<B, Q, P, Pr, R>, access: RouteAccess): void {
  const { permissions, record, reach: reachKind, row: rowSource } = access;
  const isPublic = permissions === 'public';
  const isWrite = spec.activity !== undefined;
  const changes = isWrite || spec.method !== 'GET';
  const principals = new WeakMap<FastifyRequest, Principal>();
  const sessionIds = new WeakMap<FastifyRequest, string>();
  // The rate-limit key of a signed-in request: the session id of its verified token (so any spelling
  // of the same token shares one bucket), else its address. The limiter runs after authentication.
  const sessionKey = (req: FastifyRequest): string => {
    const sessionId = sessionIds.get(req);
    return sessionId ? `session:${sessionId}` : `ip:${req.ip}`;
  };
  const rawInputs = new WeakMap<FastifyRequest, unknown[]>();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const keepRawBody = async (req: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    }
    const text = Buffer.concat(chunks).toString('utf8');
    rawBodies.set(req, text);
    return Readable.from([text]) as unknown as RequestPayload;
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    config: {
      // The first action alone is what older readers of the table expect; `permissions` is the whole list.
      permission: isPublic ? 'public' : permissions[0],
      permissions,
      ...(record ? { record } : {}),
      ...(reachKind ? { reach: reachKind } : {}),
      ...(rowSource ? { row: rowSource } : {}),
      ...(spec.rateLimit
        ? { rateLimit: isPublic ? spec.rateLimit : { ...spec.rateLimit, keyGenerator: sessionKey } }
        : {}),
      // A multipart route's fields and files, which its schema cannot show (tests over the route table read them).
      ...(spec.multipart ? { multipart: { files: spec.multipart.files, fields: spec.body } } : {}),
    },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.body && !spec.multipart ? { body: spec.body } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
    },
    // Typed loosely: the route overloads of the zod type provider do not take an async preParsing.
    ...(spec.rawBody ? { preParsing: keepRawBody as never } : {}),
    onRequest: async (req) => {
      if (isPublic) {
        return;
      }
      const { principal, sessionId } = await authenticateSession(req, deps, spec.cookieSession === true);
      sessionIds.set(req, sessionId);
      if (!(permissions as readonly Action[]).some((action) => can(principal, action))) {
        throw forbidden();
      }
      principals.set(req, principal);
    },
    preValidation: async (req) => {
      // NUL, lone surrogates and absurd dates are refused here for every route (multipart: as read).
      assertSafeInput(req.params, req.query, req.body);
      // Kept for the tenancy check: a second spelling of companyId, or one the schema strips, must not hide it.
      rawInputs.set(req, [req.query, req.body]);
      req.query = bindCaseInsensitive(spec.querystring, req.query) as typeof req.query;
      if (spec.body && req.body && !spec.multipart) {
        req.body = bindCaseInsensitive(spec.body, req.body) as typeof req.body;
      }
    },
    handler: async (req, reply) => {
      const now = deps.clock();
      const signedIn = principals.get(req);
      const principal = signedIn ? { ...signedIn, asOf: now } : null;
      if (principal) {
        assertOwnCompany(principal, req.query, req.params, req.body, ...(rawInputs.get(req) ?? []));
      }
      if (isWrite && spec.method === 'GET') {
        reply.header('Cache-Control', 'no-store');
      }
      let files: Record<string, Upload> = {};
      if (spec.multipart) {
        const form = req.isMultipart()
          ? await readMultipart(req, spec.multipart.files)
          : { fields: req.body, files: {} };
        files = form.files;
        const fields = bindCaseInsensitive(spec.body, form.fields ?? {});
        if (principal) {
          assertOwnCompany(principal, fields);
        }
        req.body = (spec.body ? parseOrThrow(spec.body, fields) : fields) as typeof req.body;
      }
      const routeInput = { params: req.params, query: req.query, body: req.body };
      if (principal && record) {
        await assertRecordRule(deps.database.db, principal, record, routeInput, deps.personFacts);
      }
      // Images are checked and scaled once, here, off the main thread and before any transaction.
      files = await boundUploadedImages(files);
      const granted = principal && !isPublic ? permissions.filter((action) => can(principal, action)) : [];
      const reach =
        principal && reachKind
          ? await resolveReach(deps.database.db, principal, reachKind, granted, deps.ownRecords)
          : NO_REACH;
      const input = {
        granted,
        reach,
        req,
        reply,
        principal: principal as Pr,
        body: req.body as Infer<B>,
        query: req.query as Infer<Q>,
        params: req.params as Infer<P>,
        files,
        now,
        deps,
      };
      const prepared = (spec.prepare ? await spec.prepare(input) : undefined) as R;
      const run = async (db: Queryable) => {
        const activities: { activity: string; actor: Actor }[] = [];
        // The row a row route reaches, read in the route's own transaction (404 when out of reach).
        const row =
          principal && reachKind && rowSource
            ? await loadReachedRow(
                db,
                principal,
                reachKind,
                reach,
                valueAt(routeInput, rowSource),
                deps.rowLoaders,
              )
            : NO_ROW;
        const ctx = {
          ...input,
          row,
          db,
          prepared,
          rawBody: rawBodies.get(req),
          recordActivity(activity: string, actor?: Actor) {
            const who =
              actor ??
              (principal && {
                companyId: principal.companyId,
                userId: principal.uid,
                user: principal.fullName,
              });
            if (who) {
              activities.push({ activity, actor: who });
            }
          },
        };
        const result = await spec.handler(ctx);
        if (isWrite && activities.length === 0 && principal) {
          ctx.recordActivity(spec.activity as string);
        }
        for (const { activity, actor } of activities) {
          await deps.writeActivity(db, { ...actor, activity, medium: MEDIUM, dateCreated: now });
        }
        return result;
      };
      // A write lost to a deadlock or serialization failure is run again from the start (its
      // activity lines were rolled back with it), a few times, then 409 (http/write-transaction.ts).
      const result = isWrite
        ? await writeTransaction(deps.database.db, run, {
            onRetry: (error, attempt) => req.log.warn({ err: error, attempt }, 'write transaction retried'),
          })
        : await run(await readDatabase(deps, spec.readsFrom === 'standby' ? principal : null, now, reply));
      if (changes && principal && deps.recentWriters) {
        await deps.recentWriters.mark(principal.uid, now);
      }
      if (changes) {
        // Any change may touch a user's state, role or claims, or a listed record: both are read afresh.
        // With Redis, every replica clears too (http/cache-invalidation.ts).
        await deps.invalidation.changed();
      }
      return reply.send(result);
    },
  });
}
