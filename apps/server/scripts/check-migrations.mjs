// Fails when the Drizzle schema and the committed migrations have drifted apart: it generates into
// a scratch copy of the migrations folder and checks that nothing new came out.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratch = mkdtempSync(join(tmpdir(), 'drizzle-check-'));
try {
  cpSync('drizzle', scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  execFileSync('npx', ['drizzle-kit', 'generate'], {
    env: { ...process.env, DRIZZLE_OUT: scratch },
    stdio: 'pipe',
  });
  const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  if (after !== before) {
    console.error(
      'The Drizzle schema has changes without a migration: run `npm run db:generate -w apps/server` and commit it.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
