import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /(password|token|secret|code)/i;

/** The request URL with the values of secret-looking query parameters blanked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) {
    return url;
  }
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, '[redacted]');
    }
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Request logs hold method, path and caller only: never bodies, passwords or the bearer token. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
  },
};
