import { publicRouteSpec } from '../../http/route.ts';

export const healthRoute = publicRouteSpec({
  method: 'GET',
  url: '/health',
  summary: 'Liveness and database check',
  tags: ['Health'],
  async handler({ deps, reply }) {
    try {
      await deps.database.ping();
      return { status: 'ok', database: deps.database.kind };
    } catch {
      reply.status(503);
      return { status: 'unavailable', database: deps.database.kind };
    }
  },
});
