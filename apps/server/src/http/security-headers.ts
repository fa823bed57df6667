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

/** HSTS: a year, subdomains included; sent only on a reply to a request that came over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every reply (the API docs page keeps its own scripts, so no CSP there).
 * HSTS only over HTTPS: `req.protocol` is 'https' for a TLS request, or behind a proxy that
 * TRUST_PROXY trusts and that says X-Forwarded-Proto: https (browsers ignore HSTS over plain http,
 * and sending it there would pin a host that may not serve HTTPS at all).
 */
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
    if (req.protocol === 'https') {
      reply.header('Strict-Transport-Security', HSTS);
    }
    if (req.url.startsWith('/api/')) {
      // Every API reply is someone's data: never kept in a browser's or a proxy's cache, where it
      // would outlive the sign-out on a shared computer. A file (a PDF, a photo, a claim file:
      // whatever carries Content-Disposition) is no-store whatever its route set.
      if (reply.hasHeader('Content-Disposition') || !reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', 'no-store');
      }
    }
  });
}
