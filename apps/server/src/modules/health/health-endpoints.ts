import type { AppDeps } from '../../http/deps.ts';
import { publicRouteSpec } from '../../http/route.ts';

/** Liveness: the process answers and its database does. A load balancer restarts a replica on failure. */
export const healthRoute = publicRouteSpec({
  method: 'GET',
  url: '/health',
  summary: 'Liveness and database check',
  tags: ['Health'],
  async handler({ deps, reply }) {
    try {
      await deps.database.ping();
      // The server's time too: journeys on a server started at CLOCK_START set the browser's clock to it.
      return { status: 'ok', database: deps.database.kind, now: deps.clock().toISOString() };
    } catch {
      reply.status(503);
      return { status: 'unavailable', database: deps.database.kind };
    }
  },
});

/**
 * Readiness: whether this replica should be sent traffic. The database answers, Redis (when set)
 * answers and the change channel is subscribed, and the replica is not shutting down. A replica
 * without Redis still serves correctly (caches bypassed), but is reported not ready so the load
 * balancer prefers one that is linked.
 */
export const readyRoute = publicRouteSpec({
  method: 'GET',
  url: '/health/ready',
  summary: 'Readiness: database and Redis answer, not shutting down',
  tags: ['Health'],
  async handler({ deps, reply }) {
    const [database, redis] = await Promise.all([databaseState(deps), redisState(deps)]);
    const draining = deps.lifecycle.draining();
    const ready = database === 'ok' && redis !== 'unavailable' && !draining;
    if (!ready) {
      reply.status(503);
    }
    return { status: ready ? 'ready' : draining ? 'draining' : 'unavailable', database, redis };
  },
});

async function databaseState(deps: AppDeps): Promise<'ok' | 'unavailable'> {
  try {
    await deps.database.ping();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

async function redisState(deps: AppDeps): Promise<'ok' | 'unavailable' | 'not configured'> {
  if (!deps.redis) {
    return 'not configured';
  }
  return deps.invalidation.trusted() && (await deps.redis.answers()) ? 'ok' : 'unavailable';
}
