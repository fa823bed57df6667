// Runs the journeys as if the machine's clock read the given instant: the server, the test runner
// and Chromium all see the same shifted time, flowing from there. The unit and integration suites
// inject their clock; the journeys run a real server and browser, so this is how they are checked
// on a month end, 31 December or a Sydney daylight-saving change (docs/decisions/platform.md).
// Needs Debian's faketime (`apt-get install -y faketime`) and a built web app (npm run build -w apps/web).
//   node scripts/e2e-at.mjs 2026-12-31T13:20:00Z [playwright arguments…]
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [instant, ...extra] = process.argv.slice(2);
const target = Date.parse(instant ?? '');
if (!instant || Number.isNaN(target)) {
  console.error('Give the instant to run at, e.g. node scripts/e2e-at.mjs 2026-12-31T13:20:00Z');
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.error('faketime is not installed: apt-get install -y faketime');
  process.exit(2);
}
// An offset, not a start time: every process (server, runner, each browser process) then agrees,
// whenever it starts.
const offset = Math.round((target - Date.now()) / 1000);
const shown = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'full',
  timeStyle: 'long',
}).format(target);
console.log(`Journeys at ${new Date(target).toISOString()} (${shown} in Sydney)`);
const child = spawn(
  'faketime',
  ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, 'npx', 'playwright', 'test', ...extra],
  {
    cwd: fileURLToPath(new URL('../e2e', import.meta.url)),
    stdio: 'inherit',
  },
);
child.on('close', (code) => process.exit(code ?? 1));
