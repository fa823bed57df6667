// Runs the journeys, by default in one line on port 3100. E2E_SHARDS=2 runs two shards side by side,
// each on its own server and fresh embedded database (ports 3100, 3101), sharing nothing but the
// machine: on a 2-core machine two Chromiums and two servers starve each other (journeys hit their
// time limits), so one line stays the default. The exit code fails if any shard fails; extra
// arguments go to every shard (a spec file, say).
import { spawn } from 'node:child_process';

const shards = Number(process.env.E2E_SHARDS ?? 1);
const extra = process.argv.slice(2);

function runShard(index) {
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
  const child = spawn('npx', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: String(3099 + index) },
  });
  const tag = shards > 1 ? `[shard ${index}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${tag}${line}\n`);
      }
    });
    stream.on('end', () => rest && process.stdout.write(`${tag}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (failed) {
  console.error(`${failed} of ${shards} end-to-end shard(s) failed`);
}
process.exit(failed ? 1 : 0);
