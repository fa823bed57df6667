// A replica's job queue in a process of its own (no test runner to catch what would end it), for the
// job-queue failover test. The queue reaches PostgreSQL through a relay this process can cut, as the
// primary killed under it. A job's handler says "running" and waits; told (a line on stdin), the relay
// is cut (every connection ended, new ones refused) and the handler returns, so pg-boss's completion of
// the job, which it does not await, fails. With the guard main.ts installs (unless GUARD=off) the
// process says "still running" two seconds later and exits 0.
import { connect, createServer, type Socket } from 'node:net';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { guardLostConnections } from '../src/start/lost-connection-guard.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const target = new URL(process.env.DATABASE_URL as string);
const sockets = new Set<Socket>();
const relay = createServer((client) => {
  const upstream = connect(Number(target.port || 5432), target.hostname);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  for (const socket of [client, upstream]) {
    sockets.add(socket);
    socket.on('error', end).on('close', end);
  }
  client.pipe(upstream);
  upstream.pipe(client);
});
await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
const relayed = new URL(target);
relayed.hostname = '127.0.0.1';
relayed.port = String((relay.address() as { port: number }).port);

if (process.env.GUARD !== 'off') {
  guardLostConnections(
    process,
    { warn: (message) => say(`warned: ${message}`), error: (message) => say(`error: ${message}`) },
    (code) => process.exit(code),
  );
}
const queue = new JobQueue(
  { connectionString: relayed.toString() },
  { schema: process.env.QUEUE_SCHEMA as string, pollingSeconds: 0.5, onError: () => {} },
);
await queue.start();
const told = new Promise((resolve) => process.stdin.once('data', resolve));
await queue.handle(
  'completion-lost',
  async () => {
    say('running');
    await told;
    relay.close();
    for (const socket of sockets) {
      socket.destroy();
    }
    await sleep(300);
  },
  { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 },
);
await queue.send('completion-lost', {});
await told;
await sleep(2_500);
say('still running');
process.exit(0);
