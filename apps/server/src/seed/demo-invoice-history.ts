import { randomUUID } from 'node:crypto';
import {
  addDays,
  cancellationNotice,
  todayIn,
  utcCalendarDate,
  weekdayOf,
  zonedWallTimeToInstant,
} from '@care/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  attendanceSplits,
  attendances,
  clientPlans,
  profiles,
  shiftRosterClients,
  shiftRosters,
  supportSchedules,
} from '../db/schema/index.ts';
import { recomputeSplits } from '../modules/attendance/attendance.api.ts';
import type { RosterPeople } from './demo-roster-people.ts';

const SEEDER = 'demo-seed';
const MIN = 60_000;
const HOUR = 60 * MIN;
/** The live roster covers three weeks back (demo-roster.ts); the history ends the day before it. */
const ROSTER_DAYS_BACK = 21;

/** The first day of the month `months` before the month of `date` (YYYY-MM-DD). */
export function monthStart(date: string, months = 0): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 - months;
  return utcCalendarDate(new Date(Date.UTC(y, m, 1)));
}

/** A client's weekly pattern in the history: weekdays (0 Sunday) and local times; `to` past 24:00 ends the next day. */
interface Pattern {
  days: number[];
  from: string;
  to: string;
  night?: boolean;
}

/**
 * The invoicing clients' weeks, by their place: personal care mornings, evenings over 8 pm (the
 * higher-rate client), a Friday sleepover, weekends, a group of two, afternoons, community access.
 */
const PATTERNS: Pattern[][] = [
  [{ days: [1, 3, 5], from: '09:00', to: '12:00' }],
  [{ days: [2, 4], from: '17:00', to: '21:00' }],
  [
    { days: [5], from: '22:00', to: '32:00', night: true },
    { days: [2], from: '10:00', to: '13:00' },
  ],
  [
    { days: [6], from: '10:00', to: '14:00' },
    { days: [0], from: '18:00', to: '22:00' },
  ],
  // Places 4 and 5 share one worker on Wednesdays: a group support (see GROUP below).
  [{ days: [1], from: '13:00', to: '15:30' }],
  [{ days: [4], from: '09:30', to: '12:30' }],
  [{ days: [1, 4], from: '13:00', to: '16:00' }],
  [{ days: [2], from: '09:00', to: '13:00' }],
];
const GROUP: Pattern = { days: [3], from: '10:00', to: '13:00' };

/** The clients the invoicing demo bills, in their places, and the first day of the history. */
export interface InvoiceHistory {
  historyStart: string;
  historyEnd: string;
  clients: { id: string; name: string }[];
  /** The client funded for community access only, whose early start has no item (fails pre-flight). */
  communityClientId: string | null;
  /** The client billed whole at the higher rate (agreed with the participant). */
  higherRateClientId: string | null;
}

const wall = (date: string, time: string, zone: string): Date => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedWallTimeToInstant(
    `${addDays(date, Math.floor(h / 24))}T${String(h % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    zone,
  );
};

/**
 * The worked history the invoices are made from: from the first of the month before last up to the
 * live roster, attended shifts of eight clients whose plans cover it, every split approved. One
 * community-access client's early start (05:00) falls in the weekday night band, which community
 * access has no item for; one short-notice cancellation by a client.
 */
export async function seedInvoiceHistory(
  db: Queryable,
  companyId: string,
  people: RosterPeople,
  now: Date,
): Promise<InvoiceHistory> {
  const zone = people.zone;
  const today = todayIn(now, zone);
  const historyStart = monthStart(today, 2);
  const historyEnd = addDays(today, -ROSTER_DAYS_BACK - 1);
  const chosen = await invoicingClients(db, companyId, people, historyStart, today);
  const staff = people.staff.length > 1 ? people.staff.slice(1) : people.staff;
  const shifts: { id: string; staffId: string; from: Date; to: Date; night: boolean; clients: string[] }[] =
    [];
  const add = (p: Pattern, date: string, clients: string[], k: number) => {
    const worker = staff[k % staff.length];
    if (worker) {
      shifts.push({
        id: randomUUID(),
        staffId: worker.id,
        from: wall(date, p.from, zone),
        to: wall(date, p.to, zone),
        night: p.night ?? false,
        clients,
      });
    }
  };
  for (let date = historyStart; date <= historyEnd; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const [place, client] of chosen.clients.entries()) {
      for (const p of PATTERNS[place] ?? []) {
        if (p.days.includes(weekday)) {
          add(p, date, [client.id], place);
        }
      }
    }
    const [a, b] = [chosen.clients[4], chosen.clients[5]];
    if (a && b && GROUP.days.includes(weekday)) {
      add(GROUP, date, [a.id, b.id], 4);
    }
  }
  // The community client's early start, once, in the last month: 05:00–08:00 on a weekday.
  const lastMonth = monthStart(today, 1);
  const community = chosen.communityClientId;
  if (community) {
    let date = addDays(lastMonth, 7);
    while (weekdayOf(date) === 0 || weekdayOf(date) === 6) {
      date = addDays(date, 1);
    }
    add({ days: [], from: '05:00', to: '08:00' }, date < historyEnd ? date : historyEnd, [community], 7);
  }
  await writeHistory(db, companyId, shifts, now);

  // A short-notice cancellation by the first client in the last month (billable as CANC).
  const first = chosen.clients[0];
  if (first) {
    let date = addDays(lastMonth, 9);
    while (weekdayOf(date) === 0 || weekdayOf(date) === 6) {
      date = addDays(date, 1);
    }
    const from = wall(date, '14:00', zone);
    const toldAt = new Date(from.getTime() - 30 * HOUR);
    const id = randomUUID();
    await db.insert(shiftRosters).values({
      id,
      companyId,
      staffId: staff[0]?.id ?? null,
      dateFrom: from,
      dateTo: new Date(from.getTime() + 2 * HOUR),
      activities: 'Personal Support',
      status: 'Cancelled',
      cancelledBy: 'Client',
      cancellationDate: toldAt,
      ...cancellationNotice(toldAt, from),
      cancellationReasonCode: 'NSDH',
      reason: 'Unwell; rang the office the afternoon before.',
      userCreated: SEEDER,
      dateCreated: new Date(from.getTime() - 14 * 24 * HOUR),
      dateModified: toldAt,
      userModified: SEEDER,
    });
    await db
      .insert(shiftRosterClients)
      .values({ shiftRosterId: id, profileId: first.id, companyId, position: 0 });
  }
  return { historyStart, historyEnd, ...chosen };
}

/**
 * Eight active clients whose plan covers the whole history (so their lines fall inside it), those
 * claimed from the NDIA first, community access last.
 */
async function invoicingClients(
  db: Queryable,
  companyId: string,
  people: RosterPeople,
  historyStart: string,
  today: string,
): Promise<Omit<InvoiceHistory, 'historyStart' | 'historyEnd'>> {
  const covered = await db
    .select({ id: clientPlans.profileId, management: clientPlans.management })
    .from(clientPlans)
    .where(
      and(
        eq(clientPlans.companyId, companyId),
        lte(clientPlans.startDate, historyStart),
        gte(clientPlans.endDate, today),
      ),
    );
  const coveredIds = new Set(covered.map((c) => c.id));
  const agency = new Set(covered.filter((c) => c.management === 'NDIA Managed').map((c) => c.id));
  const schedules = await db
    .select({ profileId: supportSchedules.profileId, itemNumber: supportSchedules.itemNumber })
    .from(supportSchedules)
    .where(eq(supportSchedules.companyId, companyId))
    .orderBy(asc(supportSchedules.dateCreated));
  const communityOnly = (id: string) => {
    const items = schedules.filter((s) => s.profileId === id).map((s) => s.itemNumber);
    return items.length > 0 && items.every((n) => n.startsWith('04_'));
  };
  const candidates = people.clients
    .filter((c) => coveredIds.has(c.id))
    .sort((a, b) => Number(agency.has(b.id)) - Number(agency.has(a.id)));
  const community = candidates.find((c) => communityOnly(c.id)) ?? null;
  const others = candidates.filter((c) => c.id !== community?.id).slice(0, 7);
  const clients = community ? [...others, community] : others;
  const higherRate = clients[1] ?? null;
  if (higherRate) {
    await db.update(profiles).set({ boundaryRule: 'higherRate' }).where(eq(profiles.id, higherRate.id));
  }
  return { clients, communityClientId: community?.id ?? null, higherRateClientId: higherRate?.id ?? null };
}

/** The shifts, their attendances as the phones recorded them (a few minutes either side), the splits approved. */
async function writeHistory(
  db: Queryable,
  companyId: string,
  shifts: { id: string; staffId: string; from: Date; to: Date; night: boolean; clients: string[] }[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < shifts.length; i += 200) {
    const chunk = shifts.slice(i, i + 200);
    await db.insert(shiftRosters).values(
      chunk.map((s) => ({
        id: s.id,
        companyId,
        staffId: s.staffId,
        dateFrom: s.from,
        dateTo: s.to,
        activities: 'Personal Support',
        isNightShift: s.night,
        userCreated: SEEDER,
        dateCreated: new Date(s.from.getTime() - 14 * 24 * HOUR),
      })),
    );
    await db
      .insert(shiftRosterClients)
      .values(
        chunk.flatMap((s) =>
          s.clients.map((profileId, position) => ({ shiftRosterId: s.id, profileId, companyId, position })),
        ),
      );
    const rows = await db
      .insert(attendances)
      .values(
        chunk.map((s, k) => {
          const n = i + k;
          const late = ((n * 7) % 9) - 4;
          const startKm = 20_000 + ((n * 7_919) % 30_000);
          return {
            companyId,
            shiftRosterId: s.id,
            staffId: s.staffId,
            clockIn: new Date(s.from.getTime() + late * MIN),
            clockOut: new Date(s.to.getTime() + (((n * 5) % 11) - 3) * MIN),
            startKm,
            endKm: startKm + 3 + ((n * 13) % 40),
            clockInCheck: true,
            clockOutCheck: true,
            source: 'clock',
            clockInLocation: 'inside',
            clockOutLocation: 'inside',
            userCreated: SEEDER,
            dateCreated: s.from,
          };
        }),
      )
      .returning({ id: attendances.id });
    const ids = rows.map((r) => r.id);
    await recomputeSplits(db, companyId, ids, null);
    await db
      .update(attendanceSplits)
      .set({ status: 'Approved', statusChangedAt: now, statusChangedBy: 'owner@harbourside.demo' })
      .where(inArray(attendanceSplits.attendanceId, ids));
  }
}
