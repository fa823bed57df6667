// The shifts of the large roster tenant: a year of them around a date, spread evenly over the days.
// Each staff member works the same weekdays each week at the same local time (at most one shift a
// day, so no overlaps); a fifth of the shifts are weekly series of twelve weeks; one in ten is a
// group support; one in fifty is open (a third of the upcoming ones asked for); some are cancelled by the client or awaiting a staff
// cancellation decision; past shifts mostly have an attendance. Deterministic for a given input.
import { randomUUID } from 'node:crypto';
import { addCalendarDays, SHIFT_ACTIVITIES, WEEKDAY_FLAGS, zonedWallTimeToInstant } from '@care/domain';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  attendances,
  openShiftRequests,
  shiftRosterClients,
  shiftRosters,
} from '../apps/server/src/db/schema/index.ts';
import { BENCH_USER, insertInBatches, type TenantPeople } from './roster-tenant-people.ts';

const ZONE = 'Australia/Sydney';
/** Local start time and length of a shift by its slot of the day; sleepovers and active nights apart. */
const SLOTS = [
  ['07:00', 2],
  ['08:30', 3],
  ['09:00', 4],
  ['10:00', 2],
  ['13:00', 3],
  ['15:00', 5],
  ['17:00', 3],
  ['19:00', 4],
] as const;
const SERIES_WEEKS = 12;

type ShiftRow = typeof shiftRosters.$inferInsert;
type ClientRow = typeof shiftRosterClients.$inferInsert;
type AttendanceRow = typeof attendances.$inferInsert;

type RequestRow = typeof openShiftRequests.$inferInsert;

export interface ShiftPlan {
  shifts: ShiftRow[];
  clients: ClientRow[];
  attendances: AttendanceRow[];
  openShiftRequests: RequestRow[];
}

/** Shifts on `days` local days centred on `aroundDate`, `total` in all. */
export function planShifts(
  people: TenantPeople,
  o: { total: number; aroundDate: string; days: number; now: Date },
): ShiftPlan {
  const { companyId, staffIds, clientIds } = people;
  const first = addCalendarDays(o.aroundDate, -Math.floor(o.days / 2));
  const instants = new Map<string, Date>();
  const at = (date: string, time: string) => {
    const key = `${date}T${time}`;
    let d = instants.get(key);
    if (!d) {
      d = zonedWallTimeToInstant(key, ZONE);
      instants.set(key, d);
    }
    return d;
  };
  const plan: ShiftPlan = { shifts: [], clients: [], attendances: [], openShiftRequests: [] };
  const series = new Map<string, { id: string; rows: ShiftRow[]; lastDate: string }>();
  const audit = { userCreated: BENCH_USER, dateCreated: o.now };
  const perDay = Math.ceil(o.total / o.days);

  for (let d = 0; d < o.days; d++) {
    const date = addCalendarDays(first, d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const week = Math.floor(d / 7);
    const count = Math.floor(((d + 1) * o.total) / o.days) - Math.floor((d * o.total) / o.days);
    for (let k = 0; k < count; k++) {
      const lane = k + perDay * weekday; // the same staff and client on this weekday each week
      const staffId = k % 50 === 7 ? null : (staffIds[lane % staffIds.length] as string);
      const block = Math.floor(week / SERIES_WEEKS);
      const clientAt = (n: number) =>
        clientIds[(lane + 1151 * block + n * 1000) % clientIds.length] as string;
      const group = k % 20 === 3 ? 3 : k % 10 === 3 ? 2 : 1;
      let from: Date;
      let to: Date;
      const isNightShift = k % 40 === 11;
      const isExceptionalShift = k % 40 === 21;
      if (isNightShift || isExceptionalShift) {
        from = at(date, '22:00');
        to = at(addCalendarDays(date, 1), isNightShift ? '08:00' : '06:00');
      } else {
        const [start, hours] = SLOTS[k % SLOTS.length] as (typeof SLOTS)[number];
        from = at(date, start);
        to = new Date(from.getTime() + hours * 3_600_000);
      }
      const id = randomUUID();
      const row: ShiftRow = {
        id,
        companyId,
        staffId,
        dateFrom: from,
        dateTo: to,
        activities: [
          SHIFT_ACTIVITIES[k % SHIFT_ACTIVITIES.length],
          SHIFT_ACTIVITIES[(k + 5) % SHIFT_ACTIVITIES.length],
        ].join(','),
        description: k % 3 === 0 ? 'Morning routine, meals and a walk to the shops.' : null,
        appointment: k % 17 === 0 ? 'GP at 11:00, Parramatta Medical Centre' : null,
        isNightShift,
        isExceptionalShift,
        ...audit,
      };
      if (k % 5 === 0) {
        // A weekly series: the rows of one weekday lane in one twelve-week block.
        const key = `${k}:${weekday}:${block}`;
        let s = series.get(key);
        if (!s) {
          s = { id: randomUUID(), rows: [], lastDate: date };
          series.set(key, s);
        }
        s.rows.push(row);
        s.lastDate = date;
        Object.assign(row, { seriesId: s.id, repeat: true, [WEEKDAY_FLAGS[weekday] as string]: true });
      }
      const ended = to.getTime() <= o.now.getTime();
      if (k % 97 === 5) {
        const noticeMinutes = (k % 3) * 3 * 24 * 60 + 600;
        Object.assign(row, {
          status: 'Cancelled',
          cancelledBy: 'Client',
          reason: 'In hospital',
          cancellationDate: new Date(from.getTime() - noticeMinutes * 60_000),
          noticeMinutes,
          isShortNotice: noticeMinutes < 7 * 24 * 60,
          cancellationReasonCode: 'NSDH',
        });
      } else if (!staffId && !ended && d % 3 === 0) {
        // A third of the upcoming open shifts have a staff member asking to take them.
        plan.openShiftRequests.push({
          companyId,
          shiftRosterId: id,
          staffId: staffIds[(lane + 1) % staffIds.length] as string,
          ...audit,
        });
      } else if (!ended && staffId && k % 151 === 9) {
        Object.assign(row, {
          status: 'Pending',
          reason: 'Family commitment',
          cancellationRequestedBy: staffId,
          cancellationRequestedAt: new Date(from.getTime() - 3 * 24 * 3_600_000),
        });
      } else if (staffId && from.getTime() <= o.now.getTime() && (d + k) % 10 !== 0) {
        plan.attendances.push({
          companyId,
          shiftRosterId: id,
          staffId,
          clockIn: new Date(from.getTime() + ((k % 7) - 3) * 60_000),
          clockOut: ended ? new Date(to.getTime() + (k % 5) * 60_000) : null,
          startKm: 1000 + k,
          endKm: ended ? 1012 + k + (k % 9) : null,
          clockInCheck: true,
          clockOutCheck: ended,
          ...audit,
        });
      }
      plan.shifts.push(row);
      for (let n = 0; n < group; n++) {
        plan.clients.push({ shiftRosterId: id, profileId: clientAt(n), companyId, position: n });
      }
    }
  }
  for (const s of series.values()) {
    for (const row of s.rows) {
      row.stopDate = s.lastDate;
    }
  }
  return plan;
}

export async function insertShifts(db: Queryable, plan: ShiftPlan): Promise<void> {
  await insertInBatches(plan.shifts, (b) => db.insert(shiftRosters).values(b));
  await insertInBatches(plan.clients, (b) => db.insert(shiftRosterClients).values(b));
  await insertInBatches(plan.attendances, (b) => db.insert(attendances).values(b));
  await insertInBatches(plan.openShiftRequests, (b) => db.insert(openShiftRequests).values(b));
}
