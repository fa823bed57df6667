import { api } from '../../api/api.ts';
import type { QueuedAction, SendResult, ShiftDayAction } from './shift-day-action.ts';

/**
 * Sends a shift-day action now, or queues it on the phone when there is no network (it is sent
 * when the phone is back online). A refusal by the server is thrown as the ApiError it is.
 *
 * Contract for the shift-day pages; the offline helper makes the queue real (IndexedDB, replay).
 */
export async function sendOrQueue<T>(action: ShiftDayAction): Promise<SendResult<T>> {
  const requestId = crypto.randomUUID();
  const deviceTime = new Date().toISOString();
  const query = { ...action.query, requestId, deviceTime };
  const body = action.form ? toFormData(action.form) : action.json;
  const reply =
    action.method === 'GET'
      ? await api.get<T>(action.path, { query })
      : await api.post<T>(action.path, body, { query });
  return { sent: true, reply };
}

export function toFormData(fields: NonNullable<ShiftDayAction['form']>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      form.append(key, value);
    } else {
      form.append(key, value.blob, value.name);
    }
  }
  return form;
}

/** The actions still waiting or refused on this phone (optionally for one shift), live. */
export function useQueuedActions(_shiftId?: string): QueuedAction[] {
  return [];
}
