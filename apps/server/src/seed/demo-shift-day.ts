import { randomUUID } from 'node:crypto';
import { addDays, checkLocation, todayIn, zonedWallTimeToInstant } from '@care/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  attendances,
  profiles,
  publicHolidays,
  shiftRosterClients,
  shiftRosters,
} from '../db/schema/index.ts';
import { recomputeSplits } from '../modules/attendance/attendance.api.ts';
import { ensureHolidayYears } from '../modules/work-settings/work-settings.api.ts';
import { loadRosterPeople, type RosterPeople } from './demo-roster-people.ts';
import { seedDemoDailyReports, seedDemoShiftReports } from './demo-shift-reports.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const SEEDER = 'demo-seed';

/**
 * The shift day of the demo company (issue 13), after the roster: its state's public holidays, a shift
 * the demo worker can clock into now, an attended public holiday and active night, the phone's
 * location on every attendance (mostly inside the client's area; some outside, one without a
 * location, one sent late from a phone that was offline, some marked by the office), the splits,
 * signed and unsigned shift reports, and daily reports of workers and administrators.
 */
export async function seedDemoShiftDay(db: Queryable, companyId: string, now: Date): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people) {
    return;
  }
  const year = Number(todayIn(now, people.zone).slice(0, 4));
  await ensureHolidayYears(db, companyId, [year - 1, year, year + 1]);
  await placeShiftDayCases(db, companyId, people, now);
  await placeLocations(db, companyId, now);
  const ended = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(eq(attendances.companyId, companyId));
  for (let i = 0; i < ended.length; i += 200) {
    await recomputeSplits(
      db,
      companyId,
      ended.slice(i, i + 200).map((a) => a.id),
      SEEDER,
    );
  }
  await seedDemoShiftReports(db, companyId, people, now);
  await seedDemoDailyReports(db, companyId, people, now);
}

interface ExtraShift {
  staffId: string;
  profileId: string;
  dateFrom: Date;
  dateTo: Date;
  activities: string;
  description: string;
  isExceptionalShift?: boolean;
  /** Attended: the clock-in and out (null while in shift). */
  attended?: { clockIn: Date; clockOut: Date | null };
}

async function placeShiftDayCases(db: Queryable, companyId: string, people: RosterPeople, now: Date) {
  const { zone, staff, clients, demoStaff } = people;
  const t = now.getTime();
  const today = todayIn(now, zone);
  const at = (date: string, time: string) => zonedWallTimeToInstant(`${date}T${time}:00`, zone);
  const client = (i: number) => (clients[i % clients.length] as { id: string }).id;
  const worker = (i: number) => (staff[i % staff.length] as { id: string }).id;
  const extras: ExtraShift[] = [];

  // The demo worker can clock in right away: a welfare check that started on the last quarter hour.
  const quarter = Math.floor(t / (15 * MIN)) * 15 * MIN;
  extras.push({
    staffId: demoStaff.id,
    profileId: client(0),
    dateFrom: new Date(quarter),
    dateTo: new Date(quarter + HOUR),
    activities: 'Welfare check, Medication Supervision',
    description: 'Morning check-in: medication prompt and a chat about the week.',
  });

  // The latest public holiday before today (within four months): a worker attended it.
  const holidays = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.removed, false)));
  const holidaySet = new Set(holidays.map((h) => h.date));
  const latest = [...holidaySet]
    .filter((d) => d <= addDays(today, -1))
    .sort()
    .pop();
  if (latest && latest >= addDays(today, -120)) {
    const from = at(latest, '09:00');
    const to = at(latest, '15:00');
    extras.push({
      staffId: worker(1),
      profileId: client(2),
      dateFrom: from,
      dateTo: to,
      activities: 'Personal Support, Domestic Social Support',
      description: 'Public holiday outing and lunch with family.',
      attended: { clockIn: new Date(from.getTime() + 2 * MIN), clockOut: new Date(to.getTime() + 4 * MIN) },
    });
  }

  // An active night attended last week: awake all night on a weekday.
  // A Monday-to-Thursday night 5 to 12 days back, neither day a public holiday.
  const weeknight = (d: string) => {
    const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
    return wd >= 1 && wd <= 4 && !holidaySet.has(d) && !holidaySet.has(addDays(d, 1));
  };
  const night =
    [5, 6, 7, 8, 9, 10, 11, 12].map((n) => addDays(today, -n)).find(weeknight) ?? addDays(today, -6);
  const nightFrom = at(night, '22:00');
  const nightTo = at(addDays(night, 1), '06:00');
  extras.push({
    staffId: worker(4),
    profileId: client(5),
    dateFrom: nightFrom,
    dateTo: nightTo,
    activities: 'Personal Support, Welfare check',
    description: 'Active night: awake throughout, two-hourly checks and repositioning.',
    isExceptionalShift: true,
    attended: {
      clockIn: new Date(nightFrom.getTime() - 3 * MIN),
      clockOut: new Date(nightTo.getTime() + MIN),
    },
  });

  for (const x of extras) {
    const id = randomUUID();
    await db.insert(shiftRosters).values({
      id,
      companyId,
      staffId: x.staffId,
      dateFrom: x.dateFrom,
      dateTo: x.dateTo,
      activities: x.activities,
      description: x.description,
      isExceptionalShift: x.isExceptionalShift ?? false,
      userCreated: SEEDER,
      dateCreated: new Date(Math.min(t, x.dateFrom.getTime() - 7 * 24 * HOUR)),
    });
    await db
      .insert(shiftRosterClients)
      .values({ shiftRosterId: id, profileId: x.profileId, companyId, position: 0 });
    if (x.attended) {
      await db.insert(attendances).values({
        companyId,
        shiftRosterId: id,
        staffId: x.staffId,
        clockIn: x.attended.clockIn,
        clockOut: x.attended.clockOut,
        startKm: 31_200,
        endKm: 31_246,
        clockInCheck: true,
        clockOutCheck: true,
        source: 'clock',
        userCreated: SEEDER,
        dateCreated: x.attended.clockIn,
      });
    }
  }
}

/** Metres north and east as degrees near Sydney (good to a metre at these distances). */
function offset(lat: number, lng: number, northMetres: number, eastMetres: number) {
  const latitude = lat + northMetres / 111_320;
  const longitude = lng + eastMetres / (111_320 * Math.cos((lat * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/**
 * Where the phones were: most clock-ins within 40-260 m of the client's address; every 11th 1.4 km
 * away (flagged); one with no location; one sent 2 hours late from an offline phone; a few late
 * arrivals. The office-marked ones have no location.
 */
async function placeLocations(db: Queryable, companyId: string, now: Date) {
  const rows = await db
    .select({
      id: attendances.id,
      clockIn: attendances.clockIn,
      clockOut: attendances.clockOut,
      source: attendances.source,
      shiftRosterId: attendances.shiftRosterId,
      dateFrom: shiftRosters.dateFrom,
    })
    .from(attendances)
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .where(eq(attendances.companyId, companyId))
    .orderBy(asc(attendances.clockIn));
  const firstClients = await db
    .select({
      shiftRosterId: shiftRosterClients.shiftRosterId,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(shiftRosterClients)
    .innerJoin(profiles, eq(profiles.id, shiftRosterClients.profileId))
    .where(
      and(
        eq(shiftRosterClients.companyId, companyId),
        eq(shiftRosterClients.position, 0),
        inArray(
          shiftRosterClients.shiftRosterId,
          rows.map((r) => r.shiftRosterId),
        ),
      ),
    );
  const place = new Map(firstClients.map((c) => [c.shiftRosterId, c]));
  const settings = { radiusMetres: 500, mode: 'warn' as const };
  for (const [i, r] of rows.entries()) {
    if (r.source === 'marked') {
      continue;
    }
    const home = place.get(r.shiftRosterId);
    const hasHome = home?.latitude != null && home?.longitude != null;
    const noLocation = i === 7;
    const away = i % 11 === 5;
    const near = (k: number) =>
      hasHome
        ? offset(
            home.latitude as number,
            home.longitude as number,
            40 + ((i * 37 + k) % 220),
            (i * 53 + k) % 90,
          )
        : null;
    const inAt = noLocation
      ? null
      : hasHome && away
        ? offset(home.latitude as number, home.longitude as number, 1_100, 870)
        : near(0);
    const outAt = r.clockOut ? near(17) : null;
    const inCheck = checkLocation(inAt, home, settings);
    const outCheck = r.clockOut ? checkLocation(outAt, home, settings) : null;
    // A couple arrived late (a bus missed); one phone was offline and sent its clock-in 2 hours later.
    const late = i % 13 === 3 && r.clockOut !== null;
    const clockIn = late ? new Date(r.dateFrom.getTime() + 17 * MIN) : r.clockIn;
    const offline = i === 9 && r.clockOut !== null;
    await db
      .update(attendances)
      .set({
        clockIn,
        inLatitude: inAt?.latitude ?? 0,
        inLongitude: inAt?.longitude ?? 0,
        outLatitude: outAt?.latitude ?? null,
        outLongitude: outAt?.longitude ?? null,
        clockInLocation: inCheck.check,
        clockInDistanceMetres: inCheck.distanceMetres,
        clockOutLocation: outCheck?.check ?? null,
        clockOutDistanceMetres: outCheck?.distanceMetres ?? null,
        clockInDeviceAt: clockIn,
        clockInReceivedAt: offline
          ? new Date(Math.min(now.getTime(), clockIn.getTime() + 2 * HOUR))
          : clockIn,
        clockOutDeviceAt: r.clockOut,
        clockOutReceivedAt: r.clockOut,
        deviceTimeOff: offline,
      })
      .where(eq(attendances.id, r.id));
  }
}
