import {
  addCalendarDays,
  calendarDateInZone,
  SCREENING_DOCUMENTS,
  zonedWallTimeToInstant,
} from '@care/domain';
import { eq } from 'drizzle-orm';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { documents, files, profiles, shiftRosters, staffs } from '../../db/schema/index.ts';

export const ZONE = 'Australia/Sydney';
export const api = (path: string) => `/api/ShiftRosters/${path}`;
export { get, post };

/** The Sydney date `days` after the shared clock's date (other tests move the clock: never assume it). */
export const dayFromNow = (h: Harness, days: number) =>
  addCalendarDays(calendarDateInZone(h.clock.now(), ZONE), days);

/** A wall time on a local date, as the instant the server stores. */
export const at = (date: string, time: string) =>
  zonedWallTimeToInstant(`${date}T${time}`, ZONE).toISOString();

interface Person {
  id: string;
  firstName: string;
}

export interface RosterFixture {
  c: CompanyFixture;
  /** The Staff user's own staff record, and another staff member. */
  staff: Person;
  otherStaff: Person;
  /** The Client user's own record, and another client. */
  client: Person;
  otherClient: Person;
}

/** A company with the Staff and Client users linked to their records, and one more of each. */
export async function rosterCompany(
  h: Harness,
  claims: Parameters<typeof createCompany>[1] = {},
): Promise<RosterFixture> {
  const c = await createCompany(h, claims);
  const staff = await insertStaff(h, c.companyId);
  const otherStaff = await insertStaff(h, c.companyId);
  const client = await insertProfile(h, c.companyId);
  const otherClient = await insertProfile(h, c.companyId);
  await h.database.db.update(staffs).set({ userId: c.users.Staff.id }).where(eq(staffs.id, staff.id));
  await h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, client.id));
  return { c, staff, otherStaff, client, otherClient };
}

/** An Add Shift Roster form: 09:00-13:00 local on `date`, no repeat. */
export function shiftBody(
  date: string,
  o: Record<string, unknown> & { staffId?: string | null; clientsId?: string[] },
) {
  return {
    staffId: o.staffId ?? null,
    clientsId: o.clientsId ?? [],
    dateFrom: `${date}T09:00`,
    dateTo: `${date}T13:00`,
    activities: ['Personal Support'],
    isNightShift: false,
    isExceptionalShift: false,
    repeat: false,
    sunday: false,
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    stopDate: null,
    description: 'Morning support',
    appointment: '',
    ...o,
  };
}

/** Adds shifts through the API as the token's user; their ids. */
export async function addShifts(h: Harness, token: string, body: object): Promise<string[]> {
  const res = await post(h, api('add_multipleclient_shifts'), token, body);
  if (res.statusCode !== 200) {
    throw new Error(`add shift failed: ${res.statusCode} ${res.body}`);
  }
  return res.json().shiftRosterIds as string[];
}

/** Gives the staff member both screening documents, accepted and in date for years around the clock. */
export async function screen(h: Harness, companyId: string, staffId: string): Promise<void> {
  const db = h.database.db;
  const [file] = await db
    .insert(files)
    .values({
      companyId,
      storageKey: `test-${staffId}`,
      contentType: 'application/pdf',
      kind: 'pdf',
      size: 1,
      originalName: 'check.pdf',
    })
    .returning({ id: files.id });
  const today = dayFromNow(h, 0);
  for (const documentName of SCREENING_DOCUMENTS) {
    await db.insert(documents).values({
      companyId,
      documentName,
      fileId: file?.id as string,
      implementationDate: addCalendarDays(today, -400),
      expirationDate: addCalendarDays(today, 800),
      status: 'Accepted',
      userRole: 'Staff',
      userId: staffId,
      user: 'Test',
    });
  }
}

/** A company ready to roster: both staff screened, so a clean shift has no findings. */
export async function screenedRoster(h: Harness, claims: Parameters<typeof createCompany>[1] = {}) {
  const r = await rosterCompany(h, claims);
  await screen(h, r.c.companyId, r.staff.id);
  await screen(h, r.c.companyId, r.otherStaff.id);
  return r;
}

/** The company's shifts as stored, by start. */
export const shiftsOf = (h: Harness, companyId: string) =>
  h.database.db
    .select()
    .from(shiftRosters)
    .where(eq(shiftRosters.companyId, companyId))
    .orderBy(shiftRosters.dateFrom);
