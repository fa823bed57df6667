// Starting a replica of the server for the replicas script, and waiting until it answers ready.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './http.mjs';

export const untilReady = async ({ name, url, child }) => {
  for (let i = 0; i < 240; i++) {
    await sleep(500);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`replica ${name} ended while starting (exit ${child.exitCode ?? child.signalCode})`);
    }
    const ok = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return;
    }
  }
  throw new Error(`replica ${name} did not become ready`);
};

/** One replica in its own process group (so a kill takes its children too), kept in `replicas` by name. */
export function startReplica(replicas, shared, name, port, seed) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...shared,
      PORT: String(port),
      SEED_DEMO: String(seed),
      DATA_DIR: mkdtempSync(join(tmpdir(), `rep-${name}-`)),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  replicas[name] = { name, child, port, url: `http://127.0.0.1:${port}`, alive: true };
  return replicas[name];
}
