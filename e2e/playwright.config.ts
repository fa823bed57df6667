import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Absolute, so the shell's rm and the server (which resolves DATA_DIR from the repository root) agree.
const DATA_DIR = fileURLToPath(new URL(`../.tmp/e2e-data-${PORT}`, import.meta.url));

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
  webServer: {
    command: `rm -rf "${DATA_DIR}" && npx tsx ../apps/server/src/main.ts`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The local fake of Xero (docs/xero.md §4) stands in for Xero: xero.spec.ts connects the demo company to it.
    // The local fake of Stripe (PAYMENTS_FAKE_STRIPE) takes the subscription journey's card payment and
    // sends its signed webhooks back; the operator key stays for confirming an offline invoice by hand.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ACCOUNTING_FAKE_XERO: '1',
      PAYMENTS_FAKE_STRIPE: '1',
      PAYMENTS_OPERATOR_KEY: 'e2e-operator-key',
    },
  },
});
