import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the server's integration suite, the web components.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
