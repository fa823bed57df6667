import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  // Map tiles of the clock-in location dialog (OpenStreetMap).
  "img-src 'self' data: blob: https://tile.openstreetmap.org",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "frame-ancestors 'none'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Security headers on every reply (the API docs page keeps its own scripts, so no CSP there). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Stored files (PDF previews) may be framed by the app itself; nothing else may frame anything.
    const framable = req.url.startsWith('/api/Files/');
    reply.header('X-Frame-Options', framable ? 'SAMEORIGIN' : 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    if (!req.url.startsWith('/api/docs')) {
      reply.header(
        'Content-Security-Policy',
        framable ? CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : CSP,
      );
    }
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-cache');
    }
  });
}
