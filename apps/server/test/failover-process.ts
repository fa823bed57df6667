// A replica's database pool in a process of its own, for the failover test (no test runner to catch
// what would end it): it opens a transaction and says its backend's pid; told (a line on stdin), it
// tries the transaction's next statement, then a fresh query, says what came of each, and exits 0.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  onConnectionError: (error) => process.stdout.write(`lost: ${error.message}\n`),
});
const told = new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
const outcome = await database.db
  .transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    process.stdout.write(`pid ${result.rows[0]?.pid}\n`);
    await told;
    await tx.execute(sql`select 1`);
  })
  .then(
    () => 'committed',
    (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `failed: ${String(error)}`),
  );
process.stdout.write(`transaction ${outcome}\n`);
await database.ping();
process.stdout.write('next query answered\n');
await database.close();
process.stdin.destroy();
