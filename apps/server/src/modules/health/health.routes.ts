import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { definePublicRoute } from '../../http/route.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  definePublicRoute(app, deps, {
    method: 'GET',
    url: '/health',
    permission: 'public',
    summary: 'Liveness and database check',
    tags: ['Health'],
    async handler({ reply }) {
      try {
        await deps.database.ping();
        return { status: 'ok', database: deps.database.kind };
      } catch {
        reply.status(503);
        return { status: 'unavailable', database: deps.database.kind };
      }
    },
  });
}
