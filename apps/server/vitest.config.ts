import { defineConfig } from 'vitest/config';

// Two forks, each reusing its modules across the files it runs (isolate: false): each opens its own
// migrated database once (PGlite takes seconds to create; on PostgreSQL a database per fork, see
// test/harness.ts) and every test isolates itself with its own uniquely named company.
// groupOrder 0: the server files run first, on their own, so that a fork is never stopped to make
// room for a web file (a new fork would migrate a new database); the domain and web files follow.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.int.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
    // Generous: in `npm test` the suite shares 2 cores with the journeys (scripts/test-all.mjs).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
