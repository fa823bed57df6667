// Two replicas on one PostgreSQL and Redis behind a small Node proxy, and the issue-30 proof points:
// deactivation on A refused on B (time), a change through A in B's list at the next read, wrong
// passwords over both throttled as one, mail queued once delivered once (local SMTP sink), a file
// uploaded through A downloaded through B (one bucket on the tests' local S3 fake), and `kill -9` of
// A under a write load through the proxy: acknowledged writes lost, errors, requests.
// Needs PostgreSQL (POSTGRES_ADMIN_URL) and Redis (REDIS_TEST_URL) as the tests do. One command:
//   node scripts/replicas.mjs
// Every call has a time limit and so has the whole run (RUN_LIMIT_MS): the script always ends, and
// exits 1 when a proof point does not hold.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { CALL_LIMIT_MS, call, signIn, sleep } from './replicas/http.mjs';
import { killUnderLoad } from './replicas/kill-under-load.mjs';
import { startMailSink } from './replicas/mail-sink.mjs';
import { failedProofPoints } from './replicas/proof-points.mjs';
import { startReplica, untilReady } from './replicas/replica.mjs';

const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const BASE_PORT = Number(process.env.REPLICAS_PORT ?? 3150);
const RUN_LIMIT_MS = Number(process.env.RUN_LIMIT_MS ?? 180_000);
const log = (line) => process.stdout.write(`${line}\n`);
const startedAt = performance.now();
const seconds = () => Math.round((performance.now() - startedAt) / 100) / 10;

const replicas = {};
const dbName = `care_replicas_${Date.now()}`;
/** On failure: the replicas are killed, the database dropped, and the proof counts as failed. */
let abandoning = false;
const abandon = async (why) => {
  if (abandoning) {
    return;
  }
  abandoning = true;
  log(`FAILED: ${why}`);
  for (const r of Object.values(replicas)) {
    try {
      process.kill(-r.child.pid, 'SIGKILL');
    } catch {}
  }
  const cleaner = new pg.Client({ connectionString: ADMIN_URL });
  await cleaner
    .connect()
    .then(() => cleaner.query(`drop database if exists ${dbName} with (force)`))
    .catch(() => undefined);
  await cleaner.end().catch(() => undefined);
  process.exit(1);
};
// Whatever hangs, the run ends.
setTimeout(
  () => void abandon(`the run did not finish within ${RUN_LIMIT_MS / 1000} s`),
  RUN_LIMIT_MS,
).unref();
process.on('uncaughtException', (error) => void abandon(error?.stack ?? error));

// One fresh database.
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;

// The SMTP sink: keeps each message with its recipient.
const { sink, mails } = await startMailSink(BASE_PORT + 9);
const delivered = mails.delivered;

// The bucket both replicas store files in: the S3-compatible fake the adapter's tests use.
const { startFakeS3 } = await tsImport('../apps/server/src/ports/files/fake-s3-server.ts', import.meta.url);
const s3 = await startFakeS3();

const shared = {
  ...process.env,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL,
  REDIS_PREFIX: `care-replicas:${randomUUID()}:`,
  JWT_SECRET: randomUUID() + randomUUID(),
  ACCOUNTING_TOKEN_KEY: randomUUID() + randomUUID(),
  SMTP_URL: `smtp://127.0.0.1:${BASE_PORT + 9}`,
  FILES_S3_ENDPOINT: s3.url,
  FILES_S3_BUCKET: s3.bucket,
  FILES_S3_REGION: 'ap-southeast-2',
  FILES_S3_ACCESS_KEY_ID: s3.accessKeyId,
  FILES_S3_SECRET_ACCESS_KEY: 'fake-secret',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};
// Both start at once, as replicas do: the migrations take a lock (B waits for A's, then has nothing
// to do), and A loads the demo company.
const A = startReplica(replicas, shared, 'A', BASE_PORT + 1, true);
const B = startReplica(replicas, shared, 'B', BASE_PORT + 2, false);
await Promise.all([untilReady(A), untilReady(B)]);
const startupSeconds = seconds();
log(`replicas ready after ${startupSeconds} s: A ${A.url}, B ${B.url}`);

// The proxy (apps/server/src/dev/replica-proxy.ts): round robin over the live replicas whose
// /api/health/ready answers 200 (checked every second, as a load balancer); a GET or HEAD
// is sent on only once its reply is whole, so any failure before then is tried on the other replica;
// a write is never tried twice.
const { startReplicaProxy } = await tsImport('../apps/server/src/dev/replica-proxy.ts', import.meta.url);
const proxy = await startReplicaProxy([A, B], {
  port: BASE_PORT,
  writeTimeoutMs: CALL_LIMIT_MS,
  // As a load balancer: readiness, not liveness (docs/scaling.md).
  healthCheck: { path: '/api/health/ready', everyMs: 1_000 },
});
const P = { url: proxy.url };

const results = {};
const owner = await signIn(A, 'owner@harbourside.demo');

// 1. Deactivation through A, refused on B: how long.
const staffToken = await signIn(B, 'staff@harbourside.demo');
await call(B, 'GET', '/api/Account/me', { token: staffToken });
const staffList = (await call(B, 'GET', '/api/Staffs', { token: owner })).json;
const staff = staffList.find((s) => s.email === 'staff@harbourside.demo');
const t0 = performance.now();
await call(A, 'GET', `/api/Staffs/deactivate_staff?staffId=${staff.staffId}`, { token: owner });
const afterWrite = performance.now();
let refusedAfter = null;
while (performance.now() - t0 < 5_000) {
  if ((await call(B, 'GET', '/api/Account/me', { token: staffToken })).status === 401) {
    refusedAfter = performance.now() - t0;
    break;
  }
}
results.deactivationRefusedOnBWithinMs = refusedAfter === null ? 'never' : Math.round(refusedAfter);
results.deactivationWriteMs = Math.round(afterWrite - t0);
// 2. The change in B's list at the next read.
const again = (await call(B, 'GET', '/api/Staffs', { token: owner })).json.find(
  (s) => s.staffId === staff.staffId,
);
results.changeInBListAtNextRead = again?.isActive === false;

// 3. Wrong passwords over A and B: how many are checked before the 429.
let checked = 0;
for (let i = 0; i < 12; i++) {
  const r = await call(i % 2 ? A : B, 'POST', '/api/Account/login', {
    body: { email: 'auditor@harbourside.demo', password: `Wrong-${i}` },
  });
  if (r.status === 401) {
    checked += 1;
  }
}
results.wrongPasswordsCheckedOverBoth = checked;

// 4. A file uploaded through A downloads through B: a client's photo, stored in the bucket.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const client = (await call(A, 'GET', '/api/Profiles', { token: owner })).json[0];
const form = new FormData();
form.append('phoneNumber', '0400111222');
form.append('imageFile', new Blob([new Uint8Array(photo)]), 'replica-photo.png');
const putsBefore = s3.seen.filter((s) => s.method === 'PUT' && s.status === 200).length;
const clientId = ['profileId', 'clientId', 'id']
  .map((key) => client?.[key])
  .find((v) => /^[0-9a-f-]{36}$/.test(String(v)));
const upload = await call(A, 'POST', `/api/Profiles/edit/${clientId}`, { token: owner, form });
const download = upload.json?.imageUrl
  ? await call(B, 'GET', upload.json.imageUrl, { token: owner })
  : { status: 0, bytes: Buffer.alloc(0) };
results.fileUploadedThroughA = upload.status;
if (upload.status !== 200) {
  results.fileUploadAnswer = { answer: upload.json, clientKeys: Object.keys(client ?? {}) };
}
results.fileStoredInBucket =
  s3.seen.filter((s) => s.method === 'PUT' && s.status === 200).length > putsBefore;
results.fileDownloadedThroughB = download.status;
results.fileSameBytesOnB = download.status === 200 && download.bytes.equals(photo);

// 5. Mail queued once is delivered once: 10 reset mails through both replicas, both delivering.
const resets = ['admin@harbourside.demo', 'manager@harbourside.demo'];
for (let i = 0; i < 10; i++) {
  await call(i % 2 ? A : B, 'GET', `/api/Account/reset_user_password?email=${resets[i % 2]}`, {
    token: owner,
  });
}
// Every message the sink received must be one outbox row marked Sent (the seed's mails included).
// A batch's rows turn Sent when its transaction commits, after its messages reached the sink: the
// counts are compared once nothing is pending, the sink has been quiet for over one delivery slot
// (5 s) and they agree (a duplicate would keep the sink ahead for good).
const outbox = new pg.Client({ connectionString: dbUrl.toString() });
await outbox.connect();
const counts = async () => {
  const { rows } = await outbox.query(
    `select count(*) filter (where status = 'Sent') as sent, count(*) filter (where status = 'Pending') as pending from mail_outbox`,
  );
  return { sent: Number(rows[0].sent), pending: Number(rows[0].pending) };
};
let mail = await counts();
const mailFrom = performance.now();
while (performance.now() - mailFrom < 60_000) {
  await sleep(500);
  mail = await counts();
  if (
    mail.pending === 0 &&
    delivered.length === mail.sent &&
    performance.now() - mails.lastDeliveryAt > 6_000
  ) {
    break;
  }
}
await outbox.end();
results.resetMailsQueued = 10;
results.outboxRowsSent = mail.sent;
results.outboxRowsPending = mail.pending;
results.messagesDelivered = delivered.length;
results.duplicateMails = delivered.length - mail.sent;

// 6. kill -9 of A under a write load through the proxy.
Object.assign(results, await killUnderLoad({ P, A, owner, dbUrl, proxy }));
results.bServesAfterKill =
  (await call(B, 'GET', '/api/health/ready').catch(() => ({ status: 0 }))).status === 200;
results.startupSeconds = startupSeconds;
results.runSeconds = seconds();

log(JSON.stringify(results, null, 2));

// Clean up: B, the proxy, the sink, the bucket, the database.
process.kill(-B.child.pid, 'SIGTERM');
for (let i = 0; i < 20 && B.child.exitCode === null && B.child.signalCode === null; i++) {
  await sleep(250);
}
try {
  process.kill(-B.child.pid, 'SIGKILL'); // if SIGTERM's drain took longer than 5 s
} catch {}
await proxy.close();
sink.close();
await s3.close();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.end();

// The proof points as checks, so CI (.ci/run) fails when one does not hold.
const failed = failedProofPoints(results);
for (const [, claim] of failed) {
  log(`FAILED: ${claim}`);
}
log(
  failed.length === 0
    ? `All proof points held (${seconds()} s).`
    : `${failed.length} proof point(s) failed (${seconds()} s).`,
);
process.exit(failed.length === 0 ? 0 : 1);
