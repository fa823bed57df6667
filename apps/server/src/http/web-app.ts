import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_TITLES, MESSAGES } from '@care/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app, with the SPA fallback for every non-API path; unknown API paths get 404. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a 404, never the app's page (a stale tab would otherwise load HTML as script).
    if (req.url.startsWith('/api') || req.url.startsWith('/assets/') || req.method !== 'GET') {
      return reply
        .status(404)
        .send({ status: 'Error', title: ERROR_TITLES.notFound, message: MESSAGES.notFound });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build -w apps/web`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
