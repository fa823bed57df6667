import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A named export loaded on first render (React.lazy takes default exports only). Used for the
 * dialogs that bring a library of their own (crop, signature): render them only once opened, under
 * a Suspense, so the library downloads when the action is used (docs/decisions/platform.md, "A
 * library used by one action loads with the action").
 */
// biome-ignore lint/suspicious/noExplicitAny: a component's props are whatever the export declares.
export function lazyComponent<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  importer: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => importer().then((m) => ({ default: m[name] })));
}
