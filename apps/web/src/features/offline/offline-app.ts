/// <reference types="vite-plugin-pwa/client" />
import type { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../../platform/query-client.ts';
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
    // Offline, a read the service worker could not answer fails at once (no paused retry), so a
    // page can say it is offline; refetchOnReconnect asks again when the signal is back.
    queries: {
      ...defaults.queries,
      networkMode: 'offlineFirst',
      retry: (count, error) => navigator.onLine && shouldRetry(count, error),
    },
    mutations: { ...defaults.mutations, networkMode: 'always' },
  });
  startShiftDayQueue();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // autoUpdate: a new release's worker takes over at once; the next navigation gets the new shell.
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }
}
