import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { QueueState } from './action-queue.ts';
import type { QueuedAction, SendResult, ShiftDayAction } from './shift-day-action.ts';
import { shiftDayQueue } from './shift-day-queue.ts';

export { toFormData } from './form-body.ts';

/**
 * Sends a shift-day action now, or queues it on the phone when there is no network (it is sent
 * when the phone is back online). A refusal by the server is thrown as the ApiError it is.
 * The query gets the phone's `requestId` and `deviceTime`; a retry reuses both.
 */
export function sendOrQueue<T>(action: ShiftDayAction): Promise<SendResult<T>> {
  return shiftDayQueue.sendOrQueue<T>(action);
}

/** The queue's state (waiting and refused actions, sign-in notice), live across tabs. */
export function useQueueState(): QueueState {
  useEffect(() => {
    void shiftDayQueue.ready();
  }, []);
  return useSyncExternalStore(shiftDayQueue.subscribe, shiftDayQueue.getState, shiftDayQueue.getState);
}

/** The actions still waiting or refused on this phone (optionally for one shift), live. */
export function useQueuedActions(shiftId?: string): QueuedAction[] {
  const { actions } = useQueueState();
  return useMemo(
    () => (shiftId === undefined ? actions : actions.filter((action) => action.shiftId === shiftId)),
    [actions, shiftId],
  );
}

/** Sends what is waiting now (the banner's Send now). */
export function sendQueuedNow(): Promise<void> {
  return shiftDayQueue.replay();
}

/** Forgets a refused action (its Dismiss button). */
export function dismissQueued(id: string): Promise<void> {
  return shiftDayQueue.dismiss(id);
}
