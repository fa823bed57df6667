import { notifications } from '@mantine/notifications';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startFileFresh } from './fresh-file';

startFileFresh();

// findBy… and waitFor give up after 1 s by default; on a loaded 2-core machine a closing popover or
// a page's second render can take longer, which failed tests by load rather than by behaviour. In
// `npm test` the page tests share the cores with the journeys (scripts/test-all.mjs): 15 s.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; Mantine asks it for breakpoints and the colour scheme.
// It answers true for the empty query, as mantine-datatable expects (docs/stack.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no font loading API; Mantine's autosizing text areas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      load: () => Promise.resolve([]),
    },
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) {
      // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests.
      document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Query's online and focus managers live in the package, which the files of a worker share
  // (src/test/fresh-file.ts): a test that went offline must not leave the next file offline.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // Mantine's notifications store is the package's too: a toast left by one file is not the next's.
  notifications.clean();
});
