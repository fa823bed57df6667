import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReplicaProxy, startReplicaProxy } from './replica-proxy.ts';

type Behaviour = 'answers' | 'dies mid-body' | 'dies before answering' | 'never answers';

/** A stand-in replica: how it treats each request, and every request it saw. */
async function replica(behaviour: Behaviour) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.method ?? '');
    req.resume();
    req.on('end', () => {
      if (behaviour === 'answers') {
        res.end(`whole reply to ${req.method}`);
      } else if (behaviour === 'dies mid-body') {
        res.writeHead(200, { 'content-length': '1000' });
        res.write('the first part');
        setTimeout(() => req.socket.destroy(), 20);
      } else if (behaviour === 'dies before answering') {
        req.socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  opened.push(server);
  return { target: { port, alive: true }, seen };
}

/** A port nothing listens on: the connection is refused, as to a killed replica. */
async function refusedPort() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, alive: true };
}

const opened: http.Server[] = [];
let proxy: ReplicaProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  for (const server of opened.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const call = (method: string) =>
  fetch(`${proxy?.url}/api/Staffs`, {
    method,
    body: method === 'POST' ? '{}' : undefined,
    signal: AbortSignal.timeout(5_000),
  });

describe('the replica proof proxy', () => {
  it('answers a read from the other replica when the first dies in the middle of its reply', async () => {
    const dying = await replica('dies mid-body');
    const healthy = await replica('answers');
    proxy = await startReplicaProxy([dying.target, healthy.target]);
    const res = await call('GET');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('whole reply to GET');
    expect(dying.seen).toEqual(['GET']);
    expect(proxy.retriedReads()).toBe(1);
  });

  it('answers a read from the other replica when the first refuses the connection', async () => {
    const healthy = await replica('answers');
    proxy = await startReplicaProxy([await refusedPort(), healthy.target]);
    const res = await call('GET');
    expect(await res.text()).toBe('whole reply to GET');
  });

  it('answers a read from the other replica when the first does not answer in time', async () => {
    const silent = await replica('never answers');
    const healthy = await replica('answers');
    proxy = await startReplicaProxy([silent.target, healthy.target], { readTimeoutMs: 200 });
    const res = await call('GET');
    expect(await res.text()).toBe('whole reply to GET');
  });

  it('never sends a write twice: a replica dying before its answer is a 502', async () => {
    const dying = await replica('dies before answering');
    const healthy = await replica('answers');
    proxy = await startReplicaProxy([dying.target, healthy.target]);
    expect((await call('POST')).status).toBe(502);
    expect(healthy.seen).toEqual([]);
  });

  it('never sends a write twice: a reply cut in the middle reaches the caller cut', async () => {
    const dying = await replica('dies mid-body');
    const healthy = await replica('answers');
    proxy = await startReplicaProxy([dying.target, healthy.target]);
    await expect(call('POST').then((res) => res.text())).rejects.toThrow();
    expect(healthy.seen).toEqual([]);
  });

  it('takes turns over the live replicas only', async () => {
    const a = await replica('answers');
    const b = await replica('answers');
    proxy = await startReplicaProxy([a.target, b.target]);
    await (await call('GET')).text();
    await (await call('GET')).text();
    expect([a.seen, b.seen]).toEqual([['GET'], ['GET']]);
    a.target.alive = false;
    await (await call('POST')).text();
    await (await call('POST')).text();
    expect(b.seen).toEqual(['GET', 'POST', 'POST']);
  });
});

/** A stand-in replica that counts its calls and answers its readiness as told (503 while `ready` is false). */
async function checkedReplica() {
  const state = { ready: true, calls: 0, checks: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/api/health/ready') {
      state.checks += 1;
      res.writeHead(state.ready ? 200 : 503).end(state.ready ? 'ready' : 'not ready');
      return;
    }
    state.calls += 1;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  opened.push(server);
  return { target: { port, alive: true }, state };
}

// Issue 37 item 17: the replica proof's balancer checks readiness, as docs/scaling.md tells a load
// balancer to: a replica whose Redis is out of reach answers /api/health 200 but readiness 503.
describe('the replica proof proxy checks readiness', () => {
  it('sends no request to a replica whose /api/health/ready answers 503, and takes it back when ready', async () => {
    const a = await checkedReplica();
    const b = await checkedReplica();
    a.state.ready = false;
    proxy = await startReplicaProxy([a.target, b.target], {
      healthCheck: { path: '/api/health/ready', everyMs: 50 },
    });
    await expect.poll(() => a.state.checks).toBeGreaterThan(1);
    for (let i = 0; i < 4; i++) {
      await (await call('GET')).text();
    }
    expect([a.state.calls, b.state.calls]).toEqual([0, 4]);
    a.state.ready = true;
    // Taken back once a check has answered 200: calls then alternate again.
    await expect
      .poll(async () => {
        await (await call('GET')).text();
        return a.state.calls;
      })
      .toBeGreaterThan(0);
    const [aBefore, bBefore] = [a.state.calls, b.state.calls];
    for (let i = 0; i < 4; i++) {
      await (await call('GET')).text();
    }
    expect([a.state.calls - aBefore, b.state.calls - bBefore]).toEqual([2, 2]);
  });
});
