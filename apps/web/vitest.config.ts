import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page test renders the whole page in jsdom; on a loaded 2-core machine one takes 5–16 s
    // (the suites share the machine with the journeys in `npm test`), so the default 5 s made the
    // suite fail by load rather than by behaviour.
    testTimeout: 40_000,
    // Two files at a time even on a 2-core machine (Vitest's default there is one); after the
    // server's files (groupOrder 0, apps/server/vitest.config.ts), with the domain's.
    maxWorkers: 2,
    // Files share a worker: jsdom, React and Mantine load once per worker, not per file; each file
    // still starts with fresh modules and no mocks (src/test/fresh-file.ts).
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
