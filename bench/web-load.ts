// Web-load benchmark: a phone on a slow 4G link (150 ms round trip, 1.6 Mbit/s down) opens the
// sign-in page from a clean start, signs in as the demo support worker, then comes back later.
// Reports bytes transferred and the time to a usable form and dashboard. Loopback only.
//   npm run bench:web -w bench            (BENCH_ROOT=<another checkout> measures that one's build)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright-core';

const ROOT = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '..'));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function startServer(dataDir: string): Promise<ChildProcess> {
  if (await fetch(`${BASE}/api/health`).catch(() => null)) {
    throw new Error(`port ${PORT} is taken: stop that server first (BENCH_PORT picks another)`);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

/** Counts the bytes that came over the network (compressed, headers included), and of them the assets'. */
function countBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const totals = { all: 0, assets: 0 };
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `  ${String(e.encodedDataLength).padStart(7)} B  ${urls.get(e.requestId)?.replace(BASE, '')}`,
      );
    }
    totals.all += e.encodedDataLength;
    if (urls.get(e.requestId)?.includes('/assets/')) {
      totals.assets += e.encodedDataLength;
    }
  });
  return totals;
}

async function usableSignIn(page: Page): Promise<number> {
  const start = Date.now();
  await page.goto(`${BASE}/auth/sign-in`, { waitUntil: 'commit' });
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
  return Date.now() - start;
}

async function usableDashboard(page: Page): Promise<number> {
  await page.getByLabel('Email').fill('staff@harbourside.demo');
  await page.getByLabel('Password', { exact: true }).fill('CarePlatform#2026');
  const start = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/app/staff/dashboard');
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  return Date.now() - start;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const dataDir = mkdtempSync(join(tmpdir(), 'care-web-bench-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const first = countBytes(cdp);
  const signInMs = await usableSignIn(page);
  const signInBytes = first.all;
  const dashboardMs = await usableDashboard(page);
  const dashboardBytes = first.all - signInBytes;

  // The next visit: same phone, cache on, the app opened again from its address.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const before = { ...first };
  const repeatStart = Date.now();
  await page.goto(`${BASE}/app/staff/dashboard`, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: /Welcome/ }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const repeatMs = Date.now() - repeatStart;

  console.log(`root: ${ROOT}`);
  console.log(
    `sign-in form usable:        ${(signInMs / 1000).toFixed(2)} s, ${kb(signInBytes)} transferred`,
  );
  console.log(`dashboard usable (sign-in): ${(dashboardMs / 1000).toFixed(2)} s, ${kb(dashboardBytes)} more`);
  console.log(
    `repeat visit:               ${(repeatMs / 1000).toFixed(2)} s, ${kb(first.all - before.all)} transferred, of it assets ${kb(first.assets - before.assets)}`,
  );
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
