// Fails when the Drizzle schema and the committed migrations have drifted apart: it generates into
// a scratch copy of the migrations folder and checks that nothing new came out.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';

// drizzle-kit reads `out` relative to the working directory (an absolute path comes out as
// './/tmp/...' and is not found), and it exits 0 when it fails: so the scratch folder sits here, and
// its answer is read, not only its exit code.
const scratch = mkdtempSync('.drizzle-check-');
try {
  cpSync('drizzle', scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  const output = execFileSync('npx', ['drizzle-kit', 'generate'], {
    env: { ...process.env, DRIZZLE_OUT: scratch },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  if (after !== before) {
    console.error(
      'The Drizzle schema has changes without a migration: run `npm run db:generate -w apps/server` and commit it.',
    );
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    console.error(`drizzle-kit did not compare the schema with the migrations:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
