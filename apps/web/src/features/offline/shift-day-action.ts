/** What the shift day sends that may be queued on the phone while offline (docs/workforce.md). */
export type QueuedKind = 'clockIn' | 'clockOut' | 'mileage' | 'shiftReport' | 'dailyReport';

/**
 * One call of the shift day. `sendOrQueue` adds the phone's `requestId` and `deviceTime` to its
 * query, so the server can answer a replay once and judge how late it came.
 */
export interface ShiftDayAction {
  kind: QueuedKind;
  /** The shift it belongs to (all but daily reports): the card shows "waiting to send" for it. */
  shiftId?: string;
  method: 'GET' | 'POST';
  /** Under /api, e.g. '/Attendances/clock_in'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body, or a multipart body given as its fields (files as Blobs with a name). */
  json?: unknown;
  form?: Record<string, string | { blob: Blob; name: string }>;
  /** How the waiting list names it: 'Clock-in, Mon 9:02 am'. */
  label: string;
}

/** A queued action as the phone keeps it until the server has it. */
export interface QueuedAction extends ShiftDayAction {
  id: string;
  requestId: string;
  deviceTime: string;
  /** waiting: not yet sent; refused: the server said no (see `refusal`). */
  state: 'waiting' | 'refused';
  refusal?: string;
}

export type SendResult<T> = { sent: true; reply: T } | { sent: false; queued: QueuedAction };
