/// <reference types="vite-plugin-pwa/client" />
import type { QueryClient } from '@tanstack/react-query';
import { startShiftDayQueue } from './shift-day-queue.ts';

/**
 * The app's offline side, started once by main.tsx: the service worker (production builds only;
 * dev and vitest have none), the queue's replay, and TanStack Query told to try without a signal.
 * By default it pauses queries and mutations while the browser is offline, so a reload would never
 * ask the service worker for the day's shifts and a clock-out would never reach the queue.
 */
export function startOfflineApp(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, networkMode: 'offlineFirst' },
    mutations: { ...defaults.mutations, networkMode: 'always' },
  });
  startShiftDayQueue();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // autoUpdate: a new release's worker takes over at once; the next navigation gets the new shell.
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }
}
