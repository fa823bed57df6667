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

/** A screen this many CSS pixels wide: min-width queries in em (16 px) or px answer as a browser would. */
export function setScreenWidth(px: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const m = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const min = m ? Number(m[1]) * (m[2] === 'em' ? 16 : 1) : 0;
    return {
      matches: query === '' || (m !== null && px >= min),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
