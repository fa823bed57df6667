import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the server's integration suite, the web components.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // jsdom lays nothing out, so Mantine's focus trap finds no focusable element in a page test's
    // modal and logs the whole DOM node (hundreds of lines of React internals each time); the
    // journeys in Chromium cover focus. Every other log is kept.
    onConsoleLog: (log) => !log.includes('[@mantine/hooks/use-focus-trap]'),
  },
});
