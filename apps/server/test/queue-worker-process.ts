// A replica's queue worker in a process of its own, for the queue's crash test: it takes a job of
// QUEUE_NAME, says so on stdout, and holds it until the process is killed.
import { JobQueue } from '../src/jobs/job-queue.ts';

const queue = new JobQueue(
  { connectionString: process.env.DATABASE_URL ?? '' },
  { schema: process.env.QUEUE_SCHEMA, pollingSeconds: 0.5 },
);
await queue.start();
await queue.handle(
  process.env.QUEUE_NAME ?? '',
  async (data) => {
    process.stdout.write(`took ${JSON.stringify(data)}\n`);
    await new Promise(() => {});
  },
  JSON.parse(process.env.QUEUE_POLICY ?? '{}'),
);
process.stdout.write('working\n');
