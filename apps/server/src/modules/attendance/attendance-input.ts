import {
  ATTENDANCE_MESSAGES as A,
  latitudeField,
  longitudeField,
  offlineStampSchema,
  payFactsFields,
  queuedActionTime,
} from '@care/domain';
import { z } from 'zod';
import { badRequest, fieldError } from '../../http/errors.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';

const shiftId = z.uuid('The shift id must be a UUID');

/** clock_in / clock_out: the shift, the phone's position, and the offline stamp of a queued action. */
export const clockQuery = offlineStampSchema.extend({
  userId: z.string().optional(),
  shiftId,
  // The domain's clock position (issue 24): plain decimals on the globe; empty reads as none and
  // the phone's 0,0 is "no location" too.
  lat: latitudeField(),
  lng: longitudeField(),
});
export type ClockQuery = z.infer<typeof clockQuery>;

/** clock_out: as clock_in, and why the worker leaves before the rostered end (asked past the tolerance). */
export const clockOutQuery = clockQuery.extend({
  leftEarlyReason: z.string().trim().max(500, A.leftEarlyReasonTooLong).optional(),
  // Issue 38: the unpaid break taken (minutes, or "start/end" times) and, on a sleepover, the work
  // inside it ("start/end,start/end"): checked against the attendance (pay-facts-input.ts).
  ...payFactsFields,
});

/** fill_mileage: the readings are checked in the handler (mileageSchema), so each gets its message. */
export const mileageQuery = offlineStampSchema.extend({
  shiftId,
  startKm: z.unknown().optional(),
  endKm: z.unknown().optional(),
});

/** mark_attendance / unmark_attendance. */
export const markQuery = z.object({ userId: z.string().optional(), shiftId });

export const idParams = z.object({ id: z.uuid('The id must be a UUID') });
export const userQuery = z.object({ userId: z.string().optional() });

/** When the action happened: the phone's time of a queued action (if the offline rules accept it), else now. */
export interface ActionTime {
  at: Date;
  deviceAt: Date | null;
  deviceTimeOff: boolean;
}

export function actionTime(deviceTime: string | undefined, now: Date): ActionTime {
  const time = queuedActionTime(deviceTime?.trim(), now, { zoneRequired: true });
  switch (time.kind) {
    case 'live':
      return { at: now, deviceAt: null, deviceTimeOff: false };
    case 'unreadable':
      throw fieldError('deviceTime', T.badDeviceTime);
    case 'refused':
      throw badRequest(time.message, { deviceTime: time.message });
    case 'queued':
      // The attendance keeps the phone's own time (within the tolerance ahead); the receipt is stored beside it.
      return { at: time.deviceAt, deviceAt: time.deviceAt, deviceTimeOff: time.deviceTimeOff };
  }
}
