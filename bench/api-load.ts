// API load benchmark: a real list route (sign-in check, claims, company filter, 24 clients) against
// the bare health route on the same server in the same run. Loopback only, bounded in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { LocalFileStore } from '../apps/server/src/ports/files/file-store.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'care-bench-'));
const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await database.migrate();
await seedDemoIfEmpty(database.db, new LocalFileStore(join(dataDir, 'files')));
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/Account/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@harbourside.demo', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };

async function measure(path: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    path,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bare = await measure('/api/health');
const list = await measure('/api/Profiles');
const detail = await measure('/api/Dashboard/summary');
// The document review screen: every staff document of the company with its displayed status.
const documents = await measure('/api/Documents/filter_documents?role=Staff&isArchive=false');
for (const r of [bare, list, detail, documents]) {
  console.log(
    `${r.path.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  errors ${r.errors}`,
  );
}
console.log(`list / bare throughput ratio: ${(list.rps / bare.rps).toFixed(2)}`);
console.log(`summary / bare throughput ratio: ${(detail.rps / bare.rps).toFixed(2)}`);
console.log(`documents / bare throughput ratio: ${(documents.rps / bare.rps).toFixed(2)}`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
