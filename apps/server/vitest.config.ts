import { defineConfig } from 'vitest/config';

// One worker, modules shared across files: the migrated database is opened once (PGlite takes
// seconds to create) and every test isolates itself with its own uniquely named company.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.int.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
