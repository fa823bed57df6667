// Proof point 6 of the replicas script: `kill -9` of replica A under a write and read load through
// the proxy, and what it cost: acknowledged writes lost, errors, requests.
import pg from 'pg';
import { call, sleep } from './http.mjs';

/** Runs the load through the proxy `P`, kills A in the middle of it, and counts what happened. */
export async function killUnderLoad({ P, A, owner, dbUrl, proxy }) {
  const acknowledged = [];
  let requests = 0;
  let errors = 0;
  const refusedAsInput = { n: 0 };
  let stop = false;
  const writer = async (w) => {
    for (let i = 0; !stop; i++) {
      const n = w * 15000 + i;
      const day = new Date(Date.UTC(2000, 0, 1) + n * 86400000).toISOString().slice(0, 10);
      requests += 1;
      try {
        const r = await call(P, 'POST', '/api/SetUp/add_public_holiday', {
          token: owner,
          body: { date: day, name: `load-${n}` },
        });
        if (r.status === 200) {
          acknowledged.push(`load-${n}`);
        } else if (r.status === 400) {
          refusedAsInput.n += 1; // the date is already a state holiday: the write's own answer, not a failure
        } else {
          errors += 1;
        }
      } catch {
        errors += 1;
      }
    }
  };
  const reads = { requests: 0, errors: 0 };
  const reader = async () => {
    while (!stop) {
      reads.requests += 1;
      const r = await call(P, 'GET', '/api/Staffs', { token: owner }).catch(() => ({ status: 0 }));
      if (r.status !== 200) {
        reads.errors += 1;
      }
    }
  };
  const load = [writer(0), writer(1), reader(), reader()];
  await sleep(3000);
  // A burst of reads just before the kill, so that some are in flight on A when it dies: the proxy
  // must answer each of them from B. (A cached list is answered in about a millisecond on an idle
  // machine: 20 reads and 15 ms left none in flight there.)
  const burst = Array.from({ length: 40 }, async () => {
    reads.requests += 1;
    const r = await call(P, 'GET', '/api/Staffs', { token: owner }).catch(() => ({ status: 0 }));
    if (r.status !== 200) {
      reads.errors += 1;
    }
  });
  await sleep(3);
  process.kill(-A.child.pid, 'SIGKILL');
  A.alive = false;
  load.push(...burst);
  const killedAt = requests;
  await sleep(5000);
  stop = true;
  await Promise.all(load);
  const rows = new pg.Client({ connectionString: dbUrl.toString() });
  await rows.connect();
  const stored = new Set(
    (await rows.query(`select name from public_holidays where name like 'load-%'`)).rows.map((r) => r.name),
  );
  await rows.end();
  return {
    writeRequests: requests,
    writeRequestsBeforeKill: killedAt,
    writeErrors: errors,
    writesRefusedAsHolidayExists: refusedAsInput.n,
    acknowledgedWrites: acknowledged.length,
    acknowledgedWritesLost: acknowledged.filter((n) => !stored.has(n)).length,
    readRequests: reads.requests,
    readErrors: reads.errors,
    readsRetriedOnB: proxy.retriedReads(),
  };
}
