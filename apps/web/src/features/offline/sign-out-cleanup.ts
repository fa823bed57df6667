import { toasts } from '../../platform/toasts.ts';

/** The service worker's cache of the staff portal's replies (vite.config.ts runtimeCaching). */
export const API_SNAPSHOT_CACHE = 'care-api-snapshots';

/**
 * Before sign-out: forget the signed-out user's cached replies, but keep their unsent actions (they
 * are sent when they sign in again on this phone) and say so, since they have not reached the office.
 * The queue adds it to every sign-out when it starts (shift-day-queue.ts).
 */
export function forgetSignedOutUser(waiting: number): void {
  if (waiting > 0) {
    toasts.error(
      `${waiting === 1 ? '1 action is' : `${waiting} actions are`} still waiting to send on this phone. ` +
        'Sign in again with a signal to send them.',
      'Not sent yet',
    );
  }
  if (typeof caches !== 'undefined') {
    void caches.delete(API_SNAPSHOT_CACHE);
  }
}
