import { type AvailabilitySlot, DEFAULT_TIME_ZONE, WEEKDAY_NAMES } from '@care/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, profiles, staffs } from '../db/schema/index.ts';
import { screeningByStaff } from '../modules/documents/documents.api.ts';
import { fullName } from '../modules/people/people.api.ts';

/** The demo sign-in of a staff member (demo.ts gives it to the first support worker). */
export const DEMO_STAFF_EMAIL = 'staff@harbourside.demo';

export interface RosterStaff {
  id: string;
  userId: string | null;
  name: string;
  /** The place in the list: picks the everyday pattern (times, days off, availability). */
  index: number;
}

export interface RosterPeople {
  zone: string;
  staff: RosterStaff[];
  /** The staff member behind the demo staff sign-in (first in the list). */
  demoStaff: RosterStaff;
  clients: { id: string; name: string }[];
}

/**
 * The active staff (the demo staff sign-in first, then by staff number) and active clients (by
 * contact id, as the plans seed orders them) of the company, and its time zone.
 */
export async function loadRosterPeople(db: Queryable, companyId: string): Promise<RosterPeople | null> {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const staffRows = await db
    .select({
      id: staffs.id,
      userId: staffs.userId,
      email: staffs.email,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.isActive, true)))
    .orderBy(sql`${staffs.maxStaffId} asc nulls last`, asc(staffs.dateCreated), asc(staffs.id));
  const clientRows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      surName: profiles.surName,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.isActive, true)))
    .orderBy(sql`${profiles.contactId} asc nulls last`, asc(profiles.dateCreated), asc(profiles.id));
  // The demo sign-in first; else the first staff member who can sign in.
  const demoAt = Math.max(
    0,
    staffRows.findIndex((s) => s.email?.toLowerCase() === DEMO_STAFF_EMAIL),
  );
  const signInAt = staffRows[demoAt]?.userId
    ? demoAt
    : Math.max(
        0,
        staffRows.findIndex((s) => s.userId),
      );
  const ordered = [staffRows[signInAt], ...staffRows.filter((_, i) => i !== signInAt)].filter((s) => !!s);
  if (ordered.length === 0 || clientRows.length === 0) {
    return null;
  }
  const staff = ordered.map((s, index) => ({ id: s.id, userId: s.userId, name: fullName(s), index }));
  return {
    zone: company?.timeZone ?? DEFAULT_TIME_ZONE,
    staff,
    demoStaff: staff[0] as RosterStaff,
    clients: clientRows.map((c) => ({ id: c.id, name: fullName(c) })),
  };
}

/** The newest of each screening document of each staff member (what the server's checks read). */
export const loadScreening = screeningByStaff;

/** The everyday pattern of a staff member: shift times, weekly days off, recorded availability. */
export interface WorkPattern {
  from: string;
  to: string;
  /** Their recorded weekly slots (HH:mm); none: no availability recorded. */
  slots: [string, string][];
}

const PATTERNS: WorkPattern[] = [
  {
    from: '07:00',
    to: '11:00',
    slots: [
      ['06:00', '14:00'],
      ['14:00', '22:00'],
    ],
  },
  { from: '09:00', to: '13:00', slots: [['07:00', '19:00']] },
  {
    from: '13:00',
    to: '17:00',
    slots: [
      ['08:00', '12:00'],
      ['12:00', '18:00'],
    ],
  },
  // Evenings and sleepovers: to midnight, and on from midnight the next morning.
  {
    from: '16:00',
    to: '20:00',
    slots: [
      ['12:00', '00:00'],
      ['00:00', '09:00'],
    ],
  },
  // No availability recorded: the check is skipped for them.
  { from: '10:00', to: '14:30', slots: [] },
];

/** The demo sign-in is available mornings and on into the evening, every day. */
const DEMO_SIGN_IN_SLOTS: [string, string][] = [
  ['06:00', '14:00'],
  ['14:00', '00:00'],
];

export const patternOf = (s: RosterStaff): WorkPattern => PATTERNS[s.index % PATTERNS.length] as WorkPattern;

/** Five working weekdays a week, the days off moving from one worker to the next. */
export const worksOn = (s: RosterStaff, weekday: number): boolean => (weekday + s.index) % 7 < 5;

/**
 * The staff member's weekly availability as stored rows would hold it: their slots on each working
 * weekday (every day for the demo sign-in, whose shifts follow the time the demo starts).
 */
export function availabilityOf(s: RosterStaff): AvailabilitySlot[] {
  const slots: [string, string][] = s.index === 0 ? DEMO_SIGN_IN_SLOTS : patternOf(s).slots;
  return WEEKDAY_NAMES.flatMap((days, weekday) =>
    s.index === 0 || worksOn(s, weekday)
      ? slots.map(([fromTimeOfDay, toTimeOfDay]) => ({ days, fromTimeOfDay, toTimeOfDay }))
      : [],
  );
}
