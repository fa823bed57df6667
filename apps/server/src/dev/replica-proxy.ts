import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A replica behind the proxy; `alive: false` takes it out of the rotation. */
export interface ProxyTarget {
  port: number;
  alive: boolean;
}

/**
 * How the proxy checks its replicas, as a load balancer does: GET `path` every `everyMs`; a replica
 * that does not answer 200 gets no new requests until it does. The replica proof checks readiness,
 * `/api/health/ready` (docs/scaling.md): liveness stays 200 while Redis is out of reach.
 */
export interface HealthCheck {
  path: string;
  everyMs: number;
  /** How long one check may take before it counts as not ready; 2 s by default, so a busy machine is not taken for a dead one. */
  timeoutMs?: number;
}

export interface ReplicaProxy {
  url: string;
  /** Reads that failed on one replica and were answered by another. */
  retriedReads(): number;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * The replica proof's load balancer (`scripts/replicas.mjs`): round robin over the live replicas.
 * A GET or HEAD is answered only once its upstream reply is whole (it is buffered), so any failure
 * before then (refused, reset, cut in the middle of the body, no answer within `readTimeoutMs`) is
 * tried again on another replica. A write is never tried twice: it is streamed, and a failure is a
 * 502 before the reply began or a cut reply after, which the caller does not take as acknowledged.
 */
export async function startReplicaProxy(
  targets: ProxyTarget[],
  options: { port?: number; readTimeoutMs?: number; writeTimeoutMs?: number; healthCheck?: HealthCheck } = {},
): Promise<ReplicaProxy> {
  let turn = 0;
  let retried = 0;
  const unready = new Set<ProxyTarget>();
  const inRotation = (t: ProxyTarget) => t.alive && !unready.has(t);
  const check = options.healthCheck;
  // Checks can overlap when one is slow; only the answer of the latest check sent to a target counts.
  const sent = new Map<ProxyTarget, number>();
  const applied = new Map<ProxyTarget, number>();
  const checker = check
    ? setInterval(() => {
        for (const target of targets) {
          const n = (sent.get(target) ?? 0) + 1;
          sent.set(target, n);
          void fetch(`http://127.0.0.1:${target.port}${check.path}`, {
            signal: AbortSignal.timeout(check.timeoutMs ?? 2_000),
          })
            .then((r) => r.status === 200)
            .catch(() => false)
            .then((ready) => {
              if (n < (applied.get(target) ?? 0)) {
                return;
              }
              applied.set(target, n);
              if (ready) {
                unready.delete(target);
              } else {
                unready.add(target);
              }
            });
        }
      }, check.everyMs)
    : undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const idempotent = IDEMPOTENT.has(req.method ?? '');
      const tried = new Set<ProxyTarget>();
      const tryOn = (target: ProxyTarget) => {
        tried.add(target);
        let settled = false;
        const fail = () => {
          if (settled) {
            return;
          }
          settled = true;
          const other = targets.find((t) => !tried.has(t) && inRotation(t));
          if (idempotent && other) {
            retried += 1;
            tryOn(other);
          } else if (!res.headersSent) {
            res.writeHead(502).end();
          } else {
            res.destroy();
          }
        };
        const out = http.request({
          host: '127.0.0.1',
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
          timeout: idempotent ? (options.readTimeoutMs ?? 5_000) : (options.writeTimeoutMs ?? 15_000),
        });
        out.on('timeout', () => out.destroy(new Error('the replica did not answer in time')));
        out.on('error', fail);
        out.on('response', (up) => {
          if (!idempotent) {
            settled = true;
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            up.on('error', () => res.destroy());
            up.on('aborted', () => res.destroy());
            return;
          }
          const parts: Buffer[] = [];
          up.on('data', (c: Buffer) => parts.push(c));
          up.on('error', fail);
          up.on('aborted', fail);
          up.on('close', () => {
            if (!up.complete) {
              fail();
            }
          });
          up.on('end', () => {
            if (settled || !up.complete) {
              return;
            }
            settled = true;
            res.writeHead(up.statusCode ?? 502, up.headers);
            res.end(Buffer.concat(parts));
          });
        });
        out.end(body);
      };
      const live = targets.filter(inRotation);
      const first = live[turn++ % Math.max(live.length, 1)];
      if (!first) {
        res.writeHead(502).end();
        return;
      }
      tryOn(first);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    retriedReads: () => retried,
    close: () =>
      new Promise((resolve) => {
        clearInterval(checker);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
