// The invoicing tenant's month of shifts (bench/invoice-tenant.ts): each staff member one shift a day
// in a rotating slot (morning, day, afternoon into the evening, evening, active night, sleepover)
// and a short second shift on some days; every 8th shift has two clients; each worked shift has its
// attendance and its splits (the domain's splitAttendance, as recomputeSplits does), all Approved;
// a few more shifts cancelled by the client at short notice (billed as CANC lines).
import { randomUUID } from 'node:crypto';
import { addCalendarDays, splitAttendance, type WorkBands, zonedWallTimeToInstant } from '@care/domain';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  attendanceSplits,
  attendances,
  shiftRosterClients,
  shiftRosters,
} from '../apps/server/src/db/schema/index.ts';
import { INVOICE_TENANT } from './invoice-tenant.ts';
import { BENCH_USER, insertInBatches, type TenantPeople } from './roster-tenant-people.ts';

const ZONE = 'Australia/Sydney';
const DAYS = 30;
const CANCELLED = 60;
/** The company's default bands; November 2026 has no NSW public holiday. */
const BANDS: WorkBands = { zone: ZONE, dayStart: '06:00', eveningStart: '20:00', holidays: new Set() };
/** [start, hours, second shift's start, hours]: the second never overlaps the first. */
const SLOTS = [
  ['08:00', 3, '12:00', 2],
  ['09:00', 4, '14:00', 2],
  ['13:00', 3, '09:00', 2],
  ['15:00', 6, '10:00', 3],
  ['18:00', 4, '10:00', 3],
  ['21:00', 9, '14:00', 3],
  ['22:00', 10, '12:00', 2],
] as const;

interface Slot {
  start: string;
  hours: number;
  night: boolean;
  active: boolean;
}

export interface InvoiceShiftPlan {
  shifts: (typeof shiftRosters.$inferInsert)[];
  clients: (typeof shiftRosterClients.$inferInsert)[];
  rows: (typeof attendances.$inferInsert)[];
  splits: (typeof attendanceSplits.$inferInsert)[];
  twoClientShifts: number;
  cancelled: number;
}

/** The month's shifts: shift k is staff member (k / days) % staff on day k % days. */
export function planInvoiceShifts(people: TenantPeople, now: Date): InvoiceShiftPlan {
  const { companyId, staffIds, clientIds } = people;
  const audit = { userCreated: BENCH_USER, dateCreated: now };
  const plan: InvoiceShiftPlan = {
    shifts: [],
    clients: [],
    rows: [],
    splits: [],
    twoClientShifts: 0,
    cancelled: 0,
  };
  const total = INVOICE_TENANT.shifts + CANCELLED;
  for (let k = 0; k < total; k++) {
    const day = k % DAYS;
    const s = Math.floor(k / DAYS) % staffIds.length;
    const round = Math.floor(k / (DAYS * staffIds.length));
    const row = SLOTS[(s + day) % SLOTS.length] as (typeof SLOTS)[number];
    const slot: Slot =
      round === 0
        ? { start: row[0], hours: row[1], night: row[0] === '22:00', active: row[0] === '21:00' }
        : { start: row[2], hours: row[3], night: false, active: false };
    const date = addCalendarDays(INVOICE_TENANT.month.fromDate, day);
    const start = zonedWallTimeToInstant(`${date}T${slot.start}`, ZONE);
    const end = new Date(start.getTime() + slot.hours * 3_600_000);
    const shiftId = randomUUID();
    const staffId = staffIds[s] as string;
    const cancelled = k >= INVOICE_TENANT.shifts;
    plan.shifts.push({
      id: shiftId,
      companyId,
      staffId,
      dateFrom: start,
      dateTo: end,
      activities: 'Personal Support',
      isNightShift: slot.night,
      isExceptionalShift: slot.active,
      ...(cancelled
        ? {
            status: 'Cancelled',
            cancelledBy: 'Client',
            isShortNotice: true,
            noticeMinutes: 180,
            cancellationDate: new Date(start.getTime() - 3 * 3_600_000),
            cancellationReasonCode: 'NSDH',
            reason: 'Unwell',
          }
        : {}),
      ...audit,
    });
    const first = (s * 7 + day * 13 + round * 5) % clientIds.length;
    const group = k % 8 === 3 && !slot.night && !slot.active;
    const ids = group ? [first, (first + clientIds.length / 2) % clientIds.length] : [first];
    ids.forEach((c, position) => {
      plan.clients.push({ shiftRosterId: shiftId, profileId: clientIds[c] as string, companyId, position });
    });
    plan.twoClientShifts += group ? 1 : 0;
    if (cancelled) {
      plan.cancelled++;
      continue;
    }
    addAttendance(plan, { companyId, shiftId, staffId, start, end, slot, k, audit });
  }
  return plan;
}

/** The shift's attendance (clocked as rostered) and its Approved splits. */
function addAttendance(
  plan: InvoiceShiftPlan,
  a: {
    companyId: string;
    shiftId: string;
    staffId: string;
    start: Date;
    end: Date;
    slot: Slot;
    k: number;
    audit: { userCreated: string; dateCreated: Date };
  },
): void {
  const attendanceId = randomUUID();
  const km = (a.k % 9) * 3.7;
  plan.rows.push({
    id: attendanceId,
    companyId: a.companyId,
    shiftRosterId: a.shiftId,
    staffId: a.staffId,
    clockIn: a.start,
    clockOut: a.end,
    startKm: 1000,
    endKm: 1000 + km,
    clockInCheck: true,
    clockOutCheck: true,
    ...a.audit,
  });
  splitAttendance(
    { clockIn: a.start, clockOut: a.end, isNightShift: a.slot.night, isExceptionalShift: a.slot.active },
    BANDS,
  ).forEach((p, i) => {
    plan.splits.push({
      companyId: a.companyId,
      attendanceId,
      code: p.code,
      clockIn: p.clockIn,
      clockOut: p.clockOut,
      durationTicks: p.durationTicks,
      localDate: p.localDate,
      totalKm: i === 0 ? km : 0,
      status: 'Approved',
      ...a.audit,
    });
  });
}

/** Inserts the plan in multi-row INSERTs. */
export async function insertInvoiceShifts(db: Queryable, plan: InvoiceShiftPlan): Promise<void> {
  await insertInBatches(plan.shifts, (b) => db.insert(shiftRosters).values(b));
  await insertInBatches(plan.clients, (b) => db.insert(shiftRosterClients).values(b));
  await insertInBatches(plan.rows, (b) => db.insert(attendances).values(b));
  await insertInBatches(plan.splits, (b) => db.insert(attendanceSplits).values(b));
}
