import { toasts } from '../platform/toasts.ts';
import { sessionEnded } from '../session/session-ended.ts';
import { getSession } from '../session/session-store.ts';
import { createApiClient } from './client.ts';

/** API calls give up after this long and toast "Request timeout. Please try again." */
export const API_TIMEOUT_MS = 30_000;

/** The app's one API client: same origin under /api, bearer token from the session cookie. */
export const api = createApiClient({
  baseUrl: '/api',
  timeoutMs: API_TIMEOUT_MS,
  fetch: (input, init) => window.fetch(input, init),
  notify: toasts,
  log: (message, detail) => console.warn(`[api] ${message}`, detail ?? ''),
  getToken: () => getSession()?.token ?? null,
  onSessionEnded: sessionEnded,
});
