import { defineConfig } from 'vitest/config';

// Runs with the web files, after the server's (see apps/server/vitest.config.ts).
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 1 } },
});
