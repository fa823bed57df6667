import { describe, expect, it } from 'vitest';

// The route files as text: a page imported statically there would land in the first download.
const routeFiles = import.meta.glob<string>(
  ['./router.tsx', './route-tree.tsx', '../platform/route-kit.ts', '../features/*/routes.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

// Allowed: the root frame every page sits in, and the small page for an unknown path.
const STATIC_PAGE_IMPORT =
  /^import\s+(?!type\b)[^;]*from\s+'[^']*\/(?!RootLayout|NotFoundPage)\w*(Page|Pages|Layout)\.tsx';/m;

describe('route-level code splitting (docs/decisions/platform.md, "Every page loads on demand")', () => {
  it('reads every route file', () => {
    expect(Object.keys(routeFiles).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(routeFiles))('%s imports no page or layout statically', (_path, text) => {
    expect(text.match(STATIC_PAGE_IMPORT)?.[0]).toBeUndefined();
  });

  it('tells a static page import apart from a lazy one', () => {
    expect(STATIC_PAGE_IMPORT.test("import { XPage } from './XPage.tsx';")).toBe(true);
    expect(STATIC_PAGE_IMPORT.test("import { RootLayout } from './RootLayout.tsx';")).toBe(false);
    expect(STATIC_PAGE_IMPORT.test("lazyRouteComponent(() => import('./XPage.tsx'), 'XPage')")).toBe(false);
  });
});
