import { toasts } from '../../app/toasts.ts';
import { shiftDayQueue } from './shift-day-queue.ts';

/** The service worker's cache of the staff portal's replies (vite.config.ts runtimeCaching). */
export const API_SNAPSHOT_CACHE = 'care-api-snapshots';

/**
 * Before sign-out: forget the signed-out user's cached replies, but keep their unsent actions (they
 * are sent when they sign in again on this phone) and say so, since they have not reached the office.
 */
export function forgetSignedOutUser(): void {
  const waiting = shiftDayQueue.waitingCount();
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
