import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import { attendances, profiles, progressNotes, shiftRosters, staffs } from '../../db/schema/index.ts';
import type { StaffReader } from '../../http/reach.ts';
import { findPerson } from '../people/people.api.ts';

export interface NewNotes {
  companyId: string;
  shiftRosterId: string;
  attendanceId: string | null;
  staffId: string;
  profileIds: string[];
  date: Date;
  user: string | null;
  /** The creation time; the database's time without it. */
  now?: Date;
}

/**
 * One note per client of the shift. A note already there (a replay, the seed) is left as it is,
 * except that it takes the attendance when it has none (its attendance was removed, or it was
 * opened before one existed), and the worker too while nothing is written in it (the shift was
 * reassigned after an unmark). Returns how many notes were opened anew.
 */
export async function insertOpenNotes(db: Queryable, n: NewNotes): Promise<number> {
  if (n.profileIds.length === 0) {
    return 0;
  }
  const rows = await db
    .insert(progressNotes)
    .values(
      n.profileIds.map((profileId) => ({
        companyId: n.companyId,
        shiftRosterId: n.shiftRosterId,
        attendanceId: n.attendanceId,
        staffId: n.staffId,
        profileId,
        date: n.date,
        ...(n.now ? { dateCreated: n.now } : {}),
        userCreated: n.user,
      })),
    )
    .onConflictDoUpdate({
      target: [progressNotes.shiftRosterId, progressNotes.profileId],
      set: {
        attendanceId: sql`excluded.attendance_id`,
        staffId: sql`case when coalesce(${progressNotes.report}, ${progressNotes.progress}, ${progressNotes.followUp}) is null then excluded.staff_id else ${progressNotes.staffId} end`,
      },
      setWhere: sql`${progressNotes.attendanceId} is null and excluded.attendance_id is not null`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((r) => r.inserted).length;
}

/** Who reads notes: the whole company's, the audit-approved people's only, or one worker's own. */
/**
 * Whose progress notes the caller reads or edits, as the kernel decided from the route's line
 * (`reach: 'progressNote'`, http/reach.ts `staffReader`): the office the company's, an auditor those
 * whose worker and client are approved for auditing, a worker their own.
 */
export type NoteScope = StaffReader;

export interface NoteFilter {
  id?: string;
  staffId?: string;
  profileId?: string;
  from?: Date;
  to?: Date;
  /** A piece of the worker's or the client's name, any case. */
  name?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nameOf = personNameSql;

function scopeOf(scope: NoteScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'auditApproved':
      return and(eq(staffs.auditApproved, true), eq(profiles.auditApproved, true));
    case 'staff':
      return eq(progressNotes.staffId, scope.staffId);
  }
}

function filterOf(f: NoteFilter): SQL[] {
  const name = f.name?.trim();
  const pattern = name ? `%${escapeLike(name)}%` : undefined;
  return [
    f.id ? eq(progressNotes.id, f.id) : undefined,
    f.staffId ? eq(progressNotes.staffId, f.staffId) : undefined,
    f.profileId ? eq(progressNotes.profileId, f.profileId) : undefined,
    f.from ? gte(progressNotes.date, f.from) : undefined,
    f.to ? lt(progressNotes.date, f.to) : undefined,
    pattern ? or(ilike(nameOf(staffs), pattern), ilike(nameOf(profiles), pattern)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** The notes the scope reaches that match the filter, with their worker, client, attendance and shift; newest date first. */
export function noteRows(db: Queryable, companyId: string, scope: NoteScope, f: NoteFilter = {}) {
  return db
    .select({
      note: progressNotes,
      staffFirstName: staffs.firstName,
      staffMiddleName: staffs.middleName,
      staffSurName: staffs.surName,
      profileFirstName: profiles.firstName,
      profileMiddleName: profiles.middleName,
      profileSurName: profiles.surName,
      profileEmail: profiles.email,
      profilePhone: profiles.phoneNumber,
      profileGender: profiles.gender,
      startKm: attendances.startKm,
      endKm: attendances.endKm,
      inLatitude: attendances.inLatitude,
      inLongitude: attendances.inLongitude,
      shiftDateFrom: shiftRosters.dateFrom,
      shiftDateTo: shiftRosters.dateTo,
      shiftActivities: shiftRosters.activities,
    })
    .from(progressNotes)
    .innerJoin(staffs, eq(staffs.id, progressNotes.staffId))
    .innerJoin(profiles, eq(profiles.id, progressNotes.profileId))
    .leftJoin(attendances, eq(attendances.id, progressNotes.attendanceId))
    .leftJoin(shiftRosters, eq(shiftRosters.id, progressNotes.shiftRosterId))
    .where(and(eq(progressNotes.companyId, companyId), scopeOf(scope), ...filterOf(f)))
    .orderBy(desc(progressNotes.date), desc(progressNotes.dateCreated), desc(progressNotes.id));
}
export type NoteRow = Awaited<ReturnType<typeof noteRows>>[number];

export interface NoteEdit {
  report?: string | null;
  progress?: string | null;
  followUp?: string | null;
  isCompleted: boolean;
  dateModified: Date;
  userModified: string | null;
}

export async function updateNote(db: Queryable, companyId: string, id: string, edit: NoteEdit) {
  await db
    .update(progressNotes)
    .set(edit)
    .where(and(eq(progressNotes.companyId, companyId), eq(progressNotes.id, id)));
}

/** Whether the person record belongs to the company. */
export async function personExists(db: Queryable, companyId: string, kind: 'staff' | 'client', id: string) {
  return (await findPerson(db, kind, companyId, id)) !== undefined;
}

/** The progress notes of a shift (one per client), in the order they were opened. */
export function notesOfShift(db: Queryable, companyId: string, shiftRosterId: string) {
  return db
    .select({
      profileId: progressNotes.profileId,
      report: progressNotes.report,
      progress: progressNotes.progress,
      followUp: progressNotes.followUp,
    })
    .from(progressNotes)
    .where(and(eq(progressNotes.companyId, companyId), eq(progressNotes.shiftRosterId, shiftRosterId)))
    .orderBy(asc(progressNotes.id));
}
