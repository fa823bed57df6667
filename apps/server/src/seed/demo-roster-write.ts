import { WEEKDAY_FLAGS } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import {
  attendances,
  openShiftRequests,
  shiftRosterClients,
  shiftRosters,
  staffAvailabilities,
  userNotices,
} from '../db/schema/index.ts';
import type { PlannedShift } from './demo-roster-planner.ts';

const SEEDER = 'demo-seed';
const MIN = 60_000;
const DAY = 86_400_000;
const CHUNK = 200;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await write(rows.slice(i, i + CHUNK));
  }
}

/** The shifts and their clients, in the order chosen. */
export async function writeShifts(
  db: Queryable,
  companyId: string,
  shifts: readonly PlannedShift[],
  now: Date,
): Promise<void> {
  const rows = shifts.map((s) => {
    const from = new Date(s.dateFrom);
    // Rostered a fortnight ahead, and never after the demo's now.
    const created = new Date(Math.min(now.getTime(), from.getTime() - 14 * DAY));
    const flags = Object.fromEntries(WEEKDAY_FLAGS.map((f) => [f, s.days?.[f] ?? false]));
    return {
      id: s.id,
      companyId,
      staffId: s.staffId,
      dateFrom: from,
      dateTo: new Date(s.dateTo),
      activities: s.activities,
      description: s.description ?? null,
      appointment: s.appointment ?? null,
      isNightShift: s.isNightShift ?? false,
      isExceptionalShift: s.isExceptionalShift ?? false,
      status: s.status ?? null,
      reason: s.reason ?? null,
      seriesId: s.seriesId ?? null,
      repeat: s.repeat ?? false,
      ...flags,
      stopDate: s.stopDate ?? null,
      cancellationRequestedBy: s.cancellationRequestedBy ?? null,
      cancellationRequestedAt: s.cancellationRequestedAt ?? null,
      cancelledBy: s.cancelledBy ?? null,
      cancellationDate: s.cancellationDate ?? null,
      noticeMinutes: s.noticeMinutes ?? null,
      isShortNotice: s.isShortNotice ?? null,
      cancellationReasonCode: s.cancellationReasonCode ?? null,
      overriddenFindings: s.overriddenFindings ?? null,
      overrideReason: s.overrideReason ?? null,
      userCreated: SEEDER,
      dateCreated: created,
      dateModified: s.status ? (s.cancellationDate ?? s.cancellationRequestedAt ?? now) : null,
      userModified: s.status ? SEEDER : null,
    };
  });
  await inChunks(rows, (chunk) => db.insert(shiftRosters).values(chunk));
  const clients = shifts.flatMap((s) =>
    s.profileIds.map((profileId, position) => ({ shiftRosterId: s.id, profileId, companyId, position })),
  );
  await inChunks(clients, (chunk) => db.insert(shiftRosterClients).values(chunk));
}

/**
 * Attendance as the phone would have recorded it: every started shift that is not cancelled or
 * awaiting a cancellation decision, except the absences; clocked out when the shift is over, still
 * clocked in when it is under way. A few were marked by the office instead.
 */
export async function writeAttendances(
  db: Queryable,
  companyId: string,
  shifts: readonly PlannedShift[],
  now: Date,
): Promise<void> {
  const t = now.getTime();
  const rows = shifts
    .filter((s) => s.staffId && !s.status && !s.absent && Date.parse(s.dateFrom) <= t)
    .map((s, i) => {
      const from = Date.parse(s.dateFrom);
      const to = Date.parse(s.dateTo);
      // A few minutes either side of the rostered times, varied but the same on every run.
      const clockIn = new Date(Math.min(t, from + (((i * 7) % 9) - 4) * MIN));
      const over = to <= t;
      const marked = over && i % 9 === 4;
      const startKm = 12_000 + ((i * 7_919) % 40_000);
      return {
        companyId,
        shiftRosterId: s.id,
        staffId: s.staffId as string,
        clockIn: marked ? new Date(from) : clockIn,
        clockOut: over ? new Date(marked ? to : to + (((i * 5) % 11) - 3) * MIN) : null,
        startKm: over && !marked ? startKm : null,
        endKm: over && !marked ? startKm + 4 + ((i * 13) % 56) : null,
        clockInCheck: !marked,
        clockOutCheck: over && !marked,
        source: marked ? 'marked' : 'clock',
        userCreated: SEEDER,
        dateCreated: new Date(Math.min(t, from)),
      };
    });
  await inChunks(rows, (chunk) => db.insert(attendances).values(chunk));
}

export async function writeAvailability(
  db: Queryable,
  companyId: string,
  rows: { staffId: string; days: string; fromTimeOfDay: string; toTimeOfDay: string }[],
  now: Date,
): Promise<void> {
  const values = rows.map((r) => ({
    ...r,
    companyId,
    userCreated: SEEDER,
    dateCreated: new Date(now.getTime() - 60 * DAY),
  }));
  await inChunks(values, (chunk) => db.insert(staffAvailabilities).values(chunk));
}

export async function writeOpenShiftRequest(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  staffId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(openShiftRequests)
    .values({ companyId, shiftRosterId, staffId, status: 'Pending', userCreated: SEEDER, dateCreated: at });
}

export async function writeNotice(
  db: Queryable,
  notice: {
    companyId: string;
    userId: string;
    kind: string;
    message: string;
    shiftRosterId: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(userNotices).values({
    companyId: notice.companyId,
    userId: notice.userId,
    kind: notice.kind,
    message: notice.message,
    shiftRosterId: notice.shiftRosterId,
    dateCreated: notice.at,
  });
}
