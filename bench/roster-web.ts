// The admin roster in Chromium on the large tenant (issue 12, Scale): an office laptop (1280×800,
// loopback, no throttling) signs in as the tenant's owner and opens /app/shift/roster, which shows
// this month in the company's zone. Measures:
//  - month usable: from navigation to the month grid showing its day counts and the selected day's
//    list showing cards;
//  - week switch: in the week view, from a click on "Next days" until the new 7 days' columns all
//    show counts and the last column its cards (each step fetches a week it has not seen).
// It generates the tenant around today, starts its own server on BENCH_PORT (default 3304) against
// PGlite in a fresh DATA_DIR or, with BENCH_DATABASE=postgres, the bench_roster database. The web
// app must be built first (under the lock: flock /tmp/web.lock npm run build -w apps/web).
//   npx tsx bench/roster-web.ts          BENCH_RUNS (page loads, default 3), BENCH_STEPS (default 6)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { calendarDateInZone } from '@care/domain';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { generateRosterTenant } from './roster-tenant.ts';

const ROOT = resolve(join(import.meta.dirname, '..'));
const PORT = Number(process.env.BENCH_PORT ?? 3304);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STEPS = Number(process.env.BENCH_STEPS ?? 6);
const POSTGRES_ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const usePostgres = process.env.BENCH_DATABASE === 'postgres';

async function prepareDatabase(dataDir: string): Promise<string | undefined> {
  let databaseUrl: string | undefined;
  if (usePostgres) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN });
    await admin.connect();
    await admin.query('drop database if exists bench_roster with (force)');
    await admin.query('create database bench_roster');
    await admin.end();
    const url = new URL(POSTGRES_ADMIN);
    url.pathname = '/bench_roster';
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const now = new Date();
  const t = await generateRosterTenant(database.db, {
    aroundDate: calendarDateInZone(now, 'Australia/Sydney'),
    now,
  });
  console.log(`${database.kind}: generated ${t.shifts} shifts in ${(t.ms / 1000).toFixed(1)} s`);
  await database.close();
  return databaseUrl;
}

async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
  if (await fetch(`${BASE}/api/health`).catch(() => null)) {
    throw new Error(`port ${PORT} is taken: stop that server first (BENCH_PORT picks another)`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function signIn(page: Page) {
  await page.goto(`${BASE}/auth/sign-in`);
  await page.getByRole('textbox', { name: 'Email' }).fill('owner@roster-bench.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('CarePlatform#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** The month grid shows counts and the selected day's list shows its cards. */
const monthUsable = () => {
  const grid = document.querySelector('[role="grid"][aria-label="Month"]');
  const counted =
    grid &&
    [...grid.querySelectorAll('button[aria-label]')].some((b) =>
      /: [1-9]\d* shifts?$/.test(b.getAttribute('aria-label') ?? ''),
    );
  const list = document.querySelector('section[aria-label^="Shifts on"]');
  return Boolean(counted && list?.querySelector('button[aria-label^="Shift "]'));
};

/** The week's 7 columns all show counts, none of them the days of `before`, and the last its cards. */
const weekShown = (before: string) => {
  const columns = [...document.querySelectorAll('[role="list"][aria-label="Week"] > [role="listitem"]')];
  const labels = columns.map((c) => c.getAttribute('aria-label') ?? '');
  return (
    columns.length === 7 &&
    labels.join('|') !== before &&
    labels.every((l) => !/: 0 shifts$/.test(l)) &&
    Boolean(columns[6]?.querySelector('button[aria-label^="Shift "]'))
  );
};
const weekLabels = () =>
  [...document.querySelectorAll('[role="list"][aria-label="Week"] > [role="listitem"]')]
    .map((c) => c.getAttribute('aria-label') ?? '')
    .join('|');

/** The roster call's timing as the browser saw it (the last one made). */
const rosterCall = () => {
  const entries = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('get_periodic_shift_rosters')) as PerformanceResourceTiming[];
  const e = entries.at(-1);
  return e
    ? {
        waitMs: Math.round(e.responseStart - e.requestStart),
        downloadMs: Math.round(e.responseEnd - e.responseStart),
        endMs: Math.round(e.responseEnd - e.startTime),
        transferKb: Math.round(e.transferSize / 1024),
        jsonKb: Math.round(e.decodedBodySize / 1024),
      }
    : null;
};

/** Resolves once the page has had no request in flight for 300 ms. */
async function quiet(page: Page): Promise<void> {
  let idleSince = Date.now();
  while (Date.now() - idleSince < 300) {
    await page.waitForTimeout(50);
    if (inFlight.get(page)) {
      idleSince = Date.now();
    }
  }
}
const inFlight = new Map<Page, number>();
function countRequests(page: Page) {
  inFlight.set(page, 0);
  const change = (d: number) => inFlight.set(page, (inFlight.get(page) ?? 0) + d);
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** Clicks `button` `count` times, each after `before`, timing each until the new week shows. */
async function weekSwitches(page: Page, button: string, count: number, before: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await before();
    const labels = await page.evaluate(weekLabels);
    const started = Date.now();
    await page.getByRole('button', { name: button }).click();
    await page.waitForFunction(weekShown, labels, { polling: 'raf', timeout: 60_000 });
    times.push(Date.now() - started);
    console.log(
      `week switch (${button}): ${times.at(-1)} ms; last roster call ${JSON.stringify(await page.evaluate(rosterCall))}`,
    );
  }
  return times;
}

/**
 * BENCH_PROFILE=<file>: a CPU profile of three week switches to weeks already loaded (rendering
 * only), written for DevTools, with the functions taking most time listed. Build the web app
 * unminified with source maps for names (vite build --minify false --sourcemap, WEB_DIST=...).
 */
async function profileSwitches(page: Page, file: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await weekSwitches(page, 'Next days', 3, () => quiet(page));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries()) {
    const f = byId.get(id)?.callFrame;
    const key = f ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}` : '?';
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, ms] of top) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'care-roster-web-'));
const databaseUrl = await prepareDatabase(dataDir);
const server = await startServer(dataDir, databaseUrl);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  countRequests(page);
  await signIn(page);
  const month: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${BASE}/app/dashboard`);
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await page.goto(`${BASE}/app/shift/roster`, { waitUntil: 'commit' });
    await page.waitForFunction(monthUsable, undefined, { polling: 'raf', timeout: 60_000 });
    month.push(Date.now() - started);
    console.log(
      `month usable: ${month.at(-1)} ms; roster call ${JSON.stringify(await page.evaluate(rosterCall))}`,
    );
  }

  await page
    .locator('label')
    .filter({ hasText: /^Week$/ })
    .click();
  await page.waitForFunction(weekShown, '', { polling: 'raf', timeout: 60_000 });
  // A user reads the week before moving on: the page may load the weeks either side meanwhile.
  const paused = await weekSwitches(page, 'Next days', STEPS, () => quiet(page));
  // Clicking on as soon as the week shows: what was loaded ahead may not be there yet.
  const rapid = await weekSwitches(page, 'Next days', STEPS, async () => undefined);
  const back = await weekSwitches(page, 'Previous days', 3, async () => undefined);
  if (process.env.BENCH_PROFILE) {
    await profileSwitches(page, process.env.BENCH_PROFILE);
  }
  console.log(
    `${usePostgres ? 'PostgreSQL' : 'PGlite'}: month usable median ${median(month)} ms (${month.join(', ')}); ` +
      `week switch after a pause median ${median(paused)} ms, max ${Math.max(...paused)} ms; ` +
      `rapid median ${median(rapid)} ms, max ${Math.max(...rapid)} ms; back to weeks seen median ${median(back)} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
