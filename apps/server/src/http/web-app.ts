import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ERROR_TITLES, MESSAGES } from '@care/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: always revalidated, so a release shows at once. */
export const REVALIDATE = 'no-cache';

const ASSETS_DIR = `${sep}assets${sep}`;
/** Workbox's runtime, named by its content hash beside sw.js. */
const WORKBOX_RUNTIME = /[\\/]workbox-[0-9a-f]{8}\.js$/;

/**
 * How long a browser may keep a built file. The service worker (sw.js) and the manifest are
 * revalidated every time, or a phone could keep an old worker, and so an old app, for as long as
 * its cache says (browsers cap a worker's at 24 h, but no-cache makes a release show at once).
 */
export function cacheControlFor(path: string): string {
  return path.includes(ASSETS_DIR) || WORKBOX_RUNTIME.test(path) ? IMMUTABLE_ASSET : REVALIDATE;
}

/**
 * Serves the built web app, with the SPA fallback for every non-API path; unknown API paths get 404.
 * The build writes .br and .gz beside each file (vite.config.ts); they are sent as they are.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
    app.get('/', (_req, reply) => sendIndex(reply));
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
    return sendIndex(reply);
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
}
