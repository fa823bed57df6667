import { vi } from 'vitest';

// jsdom has no Element.scrollTo; mantine-datatable scrolls its viewport back to the top on a page change.
Element.prototype.scrollTo ??= () => undefined;

/** Screen width as Mantine's media queries see it: a wide screen answers every min-width query. */
export function setScreen(wide: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '' || (wide && query.includes('min-width')),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
