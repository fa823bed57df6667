// The README's test command after its quick checks: two lines of work side by side, because on a
// 2-core machine the end-to-end journeys spend most of their time waiting on the browser and leave a
// core idle. Line 1: types, then the unit, integration and component suites (vitest). Line 2: the web
// build, then the journeys in Chromium. The suites run at a lower priority (nice) so that the
// browser's and the server's waits stay short; a journey's limits were set for a quiet machine.
// Each line's output is prefixed; the exit code fails if either line fails.
import { spawn } from 'node:child_process';

const lines = [
  { tag: 'unit', command: 'nice -n 10 sh -c "npm run typecheck && npx vitest run"' },
  { tag: 'e2e ', command: 'npm run test:e2e' },
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
