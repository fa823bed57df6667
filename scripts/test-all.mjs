// The README's test command after its quick checks: two lines of work side by side, because on a
// 2-core machine the end-to-end journeys spend most of their time waiting on the browser and leave a
// core idle. Line 1: the unit, integration and component suites (vitest). Line 2: types, the web
// build, then the journeys in Chromium (the types fill the idle core before the journeys start, so the
// two lines take about as long). The suites run at a slightly lower priority (nice 5) so that the
// browser's and the server's waits stay short; at nice 10 they were starved into their time limits.
// Each line's output is prefixed; the exit code fails if either line fails.
import { spawn } from 'node:child_process';

const lines = [
  // The domain's rules again with the process in Sydney's zone: they must read dates in the zone they
  // are given, never the machine's (the suites above run in the machine's zone, UTC on CI).
  {
    tag: 'unit',
    command: 'nice -n 5 npx vitest run && TZ=Australia/Sydney nice -n 5 npx vitest run --project domain',
  },
  { tag: 'e2e ', command: 'npm run typecheck && npm run test:e2e' },
];

function run({ tag, command }) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        process.stdout.write(`[${tag}] ${part}\n`);
      }
    });
    stream.on('end', () => rest && process.stdout.write(`[${tag}] ${rest}\n`));
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`[${tag}] finished with exit code ${code} after ${minutes} min\n`);
      resolve(code ?? 1);
    }),
  );
}

const codes = await Promise.all(lines.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
