import { ATTENDANCE_MESSAGES, DATE_FORMATS, dayjs, MESSAGES, periodListText } from '@care/domain';
import { isApiError } from '../../api/api-error.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import type { SendResult } from '../offline/shift-day-action.ts';
import { type ClockReply, signedInUserId } from './attendance-api.ts';

/** The phone's position as the clock calls send it; 0,0 is "no location" (spec 3 §8). */
export interface PhonePosition {
  lat: number;
  lng: number;
}
export const NO_POSITION: PhonePosition = { lat: 0, lng: 0 };

/** How the position is read (spec 3 §8): high accuracy, 10 s, a reading up to a minute old will do. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

/**
 * The phone's position; refused, unavailable or too slow reads as 0,0 with no message (spec 3
 * §8): the server then flags the clock-in, or refuses it in block mode with its own words.
 */
export function readPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<PhonePosition>((resolve) => {
    if (!geolocation) {
      resolve(NO_POSITION);
      return;
    }
    // Some browsers never call back when the prompt is dismissed: give up a little after the timeout.
    const guard = setTimeout(() => resolve(NO_POSITION), (POSITION_OPTIONS.timeout ?? 10_000) + 2_000);
    geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(guard);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => {
        clearTimeout(guard);
        resolve(NO_POSITION);
      },
      POSITION_OPTIONS,
    );
  });
}

/** A failure worth one more try: no reply at all, or the server fell over (not a refusal). */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** What the worker reads when a call failed: the server's words, else the catalogue's. */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.fromServer ? error.message : MESSAGES.unknown;
}

const when = () => dayjs().format(DATE_FORMATS.dayTime);

/**
 * Clock-In (spec 3 §4.3, §8): sent with the phone's position, or queued offline (sendOrQueue
 * queues a call that got no reply). A first attempt that failed without a refusal (the server
 * fell over) is tried once more; if that try finds the first had landed, the clock-in stands.
 */
export async function clockIn(shiftId: string, position: PhonePosition): Promise<SendResult<ClockReply>> {
  const send = () =>
    sendOrQueue<ClockReply>({
      kind: 'clockIn',
      shiftId,
      method: 'GET',
      path: '/Attendances/clock_in',
      query: { userId: signedInUserId(), shiftId, lat: position.lat, lng: position.lng },
      label: `Clock-in, ${when()}`,
    });
  try {
    return await send();
  } catch (error) {
    if (!isTransient(error)) {
      throw error;
    }
  }
  try {
    return await send();
  } catch (error) {
    if (isApiError(error) && error.message === ATTENDANCE_MESSAGES.alreadyClockedIn) {
      return { sent: true, reply: { status: 'Success', message: 'You are clocked in.' } };
    }
    throw error;
  }
}

/** The kilometres at clock-out or on the attendance page (fill_mileage), sent or queued. */
export function fillMileage(shiftId: string, km: { startKm: number; endKm: number }) {
  return sendOrQueue<{ status: string; message: string }>({
    kind: 'mileage',
    shiftId,
    method: 'GET',
    path: '/ShiftRosters/fill_mileage',
    query: { shiftId, startKm: km.startKm, endKm: km.endKm },
    label: `Mileage ${km.startKm}–${km.endKm} km, ${when()}`,
  });
}

/** What the worker tells at clock-out beside the position (each optional). */
export interface ClockOutFacts {
  leftEarlyReason?: string | null;
  /** The unpaid break taken, in minutes (issue 38). */
  unpaidBreakMinutes?: number | null;
  /** On a sleepover, the periods woken to work, as instants. */
  activePeriods?: readonly { start: string; end: string }[];
}

/**
 * Clock Out (spec 3 §4.3): with the position when the phone gave one, why when leaving early, the
 * unpaid break and the work inside a sleepover (issue 38).
 */
export function clockOut(shiftId: string, position: PhonePosition, facts: ClockOutFacts = {}) {
  const { leftEarlyReason = null, unpaidBreakMinutes = null, activePeriods = [] } = facts;
  const located = position.lat !== 0 || position.lng !== 0;
  return sendOrQueue<ClockReply>({
    kind: 'clockOut',
    shiftId,
    method: 'GET',
    path: '/Attendances/clock_out',
    query: {
      userId: signedInUserId(),
      shiftId,
      lat: located ? position.lat : undefined,
      lng: located ? position.lng : undefined,
      leftEarlyReason: leftEarlyReason ?? undefined,
      unpaidBreakMinutes: unpaidBreakMinutes ?? undefined,
      activePeriods: activePeriods.length > 0 ? periodListText(activePeriods) : undefined,
    },
    label: `Clock-out, ${when()}`,
  });
}
