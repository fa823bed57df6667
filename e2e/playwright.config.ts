import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Absolute, so the shell's rm and the server (which resolves DATA_DIR from the repository root) agree.
const dataDir = (port: number) => fileURLToPath(new URL(`../.tmp/e2e-data-${port}`, import.meta.url));
// The journeys that must happen on given days (a Saturday and the Friday evening before it; a month
// that has ended) run on a second server whose clock starts on Saturday 1 August 2026 at 13:00 in Sydney
// (CLOCK_START; e2e/tests/set-clock.ts). Their browsers' clocks are set to the server's.
const CLOCK_PORT = PORT + 1000;
const CLOCK_START = '2026-08-01T13:00:00+10:00';
const ON_THE_SET_CLOCK = /\/(pay|sah-journey)\.spec\.ts$/;

// The real server on a fresh embedded database, serving the already-built web app (npm run build -w apps/web).
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `../.tmp/e2e-results-${PORT}`,
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    // The browser in the demo company's zone, as its office and workers are: a picker's "today" and
    // month are then Sydney's, whatever zone the machine running the journeys is in.
    timezoneId: 'Australia/Sydney',
    // As a user who asked for less motion (the theme's respectReducedMotion): no transition frames to
    // paint in software, and no waiting for a modal or menu to finish opening or closing.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    { name: 'today', testIgnore: ON_THE_SET_CLOCK },
    {
      name: 'saturday-1-august-2026',
      testMatch: ON_THE_SET_CLOCK,
      use: { baseURL: `http://127.0.0.1:${CLOCK_PORT}` },
    },
  ],
  webServer: [serverOn(PORT), serverOn(CLOCK_PORT, { CLOCK_START })],
});

function serverOn(port: number, env: Record<string, string> = {}) {
  const DATA_DIR = dataDir(port);
  return {
    command: `rm -rf "${DATA_DIR}" && npx tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The local fake of Xero (docs/xero.md §4) stands in for Xero: xero.spec.ts connects the demo company to it.
    // The local fake of Stripe (PAYMENTS_FAKE_STRIPE) takes the subscription journey's card payment and
    // sends its signed webhooks back; the operator key stays for confirming an offline invoice by hand.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ACCOUNTING_FAKE_XERO: '1',
      PAYMENTS_FAKE_STRIPE: '1',
      PAYMENTS_OPERATOR_KEY: 'e2e-operator-key',
      ...env,
    },
  } as const;
}
