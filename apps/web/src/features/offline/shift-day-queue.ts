import { api } from '../../api/api.ts';
import type { ApiClient } from '../../api/client.ts';
import { queryClient } from '../../platform/query-client.ts';
import { addSignOutStep } from '../../platform/sign-out.ts';
import { getSession, subscribeSession } from '../../session/session-store.ts';
import { createActionQueue, type Sender } from './action-queue.ts';
import { toFormData } from './form-body.ts';
import { defaultQueueStorage } from './queue-storage.ts';
import { forgetSignedOutUser } from './sign-out-cleanup.ts';

/** How often waiting actions are tried again while the phone is online. */
export const REPLAY_EVERY_MS = 30_000;
const CHANNEL = 'care-shift-day';

/**
 * Sends with the phone's requestId and deviceTime. A replay is an action (a 200 "Error" reply is a
 * refusal) but toasts nothing: the card and the banner say what happened to it.
 */
export function apiSender(client: ApiClient): Sender {
  return (action, mode) => {
    const query = { ...action.query, requestId: action.requestId, deviceTime: action.deviceTime };
    const options =
      mode === 'replay' ? { query, action: true, toastSuccess: false, toastFailure: false } : { query };
    if (action.method === 'GET') {
      return client.get(action.path, options);
    }
    return client.post(action.path, action.form ? toFormData(action.form) : action.json, options);
  };
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

/** The app's one queue: IndexedDB, the app's API client, shared with the other tabs. */
export const shiftDayQueue = createActionQueue({
  storage: defaultQueueStorage(),
  send: apiSender(api),
  isOnline: () => navigator.onLine,
  currentUser: () => getSession()?.user.uid ?? null,
  onDelivered: () => void queryClient.invalidateQueries(),
  onStored: () => channel?.postMessage('changed'),
});

let started = false;

/**
 * Replays on the 'online' event, on start and on sign-in, and every 30 s while anything waits; a
 * sign-out warns about what still waits. Idempotent: main.tsx starts it, and so does the banner.
 */
export function startShiftDayQueue(): void {
  if (started) {
    return;
  }
  started = true;
  addSignOutStep(() => forgetSignedOutUser(shiftDayQueue.waitingCount()));
  const replay = () => {
    if (navigator.onLine && getSession()) {
      void shiftDayQueue.replay();
    }
  };
  channel?.addEventListener('message', () => void shiftDayQueue.reload());
  window.addEventListener('online', replay);
  subscribeSession(() => {
    shiftDayQueue.userChanged();
    replay();
  });
  window.setInterval(() => {
    if (shiftDayQueue.waitingCount() > 0) {
      replay();
    }
  }, REPLAY_EVERY_MS);
  void shiftDayQueue.ready().then(replay);
}
