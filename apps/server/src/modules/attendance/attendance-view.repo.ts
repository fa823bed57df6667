import {
  type AttendanceSplitView,
  type AttendanceView,
  fullName,
  type LocationCheck,
  shiftCodeName,
  ticksFromMs,
} from '@care/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, companies, shiftRosters, staffs } from '../../db/schema/index.ts';
import { fileUrl } from '../files/files.api.ts';
import type { WorkRecordScope } from '../people/people.api.ts';
import { firstClientLocationSql, shiftClientIdsSql, shiftClientNamesSql } from '../roster/roster.api.ts';

const a = attendances;

/** Outside the radius or without a location at either end, or the phone's time off: the office reviews it. */
export const flaggedSql = sql<boolean>`(coalesce(${a.clockInLocation} in ('outside', 'noLocation'), false)
  or coalesce(${a.clockOutLocation} in ('outside', 'noLocation'), false) or ${a.deviceTimeOff})`;

/** The shift's clients, names and ids comma-separated in their order (of the attendance `a` in the query). */
export const clientNames = sql<string>`array_to_string(${shiftClientNamesSql(a.shiftRosterId)}, ', ')`;
const clientIds = sql<string>`array_to_string(${shiftClientIdsSql(a.shiftRosterId)}, ',')`;
/** The first client's address and map position (the centre of the clock-in check). */
const clientLocation = firstClientLocationSql(a.shiftRosterId) as SQL<AttendanceView['clientLocation']>;

const columns = {
  row: a,
  staffFirstName: staffs.firstName,
  staffMiddleName: staffs.middleName,
  staffSurName: staffs.surName,
  staffEmail: staffs.email,
  staffPhone: staffs.phoneNumber,
  staffEmployeeId: staffs.employeeId,
  staffGender: staffs.gender,
  dateFrom: shiftRosters.dateFrom,
  dateTo: shiftRosters.dateTo,
  activities: shiftRosters.activities,
  isNightShift: shiftRosters.isNightShift,
  isExceptionalShift: shiftRosters.isExceptionalShift,
  isBrokenShift: shiftRosters.isBrokenShift,
  clients: clientNames,
  clientsId: clientIds,
  clientLocation,
  radiusMetres: companies.clockInRadiusMetres,
  flagged: flaggedSql,
  isSplitted: sql<boolean>`exists (select 1 from attendance_splits s where s.attendance_id = ${a.id})`,
};

type Row = {
  row: typeof a.$inferSelect;
  staffFirstName: string;
  staffMiddleName: string | null;
  staffSurName: string;
  staffEmail: string;
  staffPhone: string | null;
  staffEmployeeId: string | null;
  staffGender: string | null;
  dateFrom: Date;
  dateTo: Date;
  activities: string | null;
  isNightShift: boolean;
  isExceptionalShift: boolean;
  isBrokenShift: boolean;
  clients: string;
  clientsId: string;
  clientLocation: AttendanceView['clientLocation'];
  radiusMetres: number;
  flagged: boolean;
  isSplitted: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toView(r: Row): AttendanceView {
  const x = r.row;
  return {
    attendanceId: x.id,
    shiftRosterId: x.shiftRosterId,
    companyId: x.companyId,
    clockIn: x.clockIn.toISOString(),
    clockOut: iso(x.clockOut),
    duration: x.clockOut ? ticksFromMs(x.clockOut.getTime() - x.clockIn.getTime()) : null,
    startKm: x.startKm,
    endKm: x.endKm,
    totalKm: x.startKm !== null && x.endKm !== null ? x.endKm - x.startKm : null,
    imageURL: x.imageFileId ? fileUrl(x.imageFileId) : null,
    inLatitude: x.inLatitude,
    inLongitude: x.inLongitude,
    outLatitude: x.outLatitude,
    outLongitude: x.outLongitude,
    isSplitted: r.isSplitted,
    report: x.report,
    clockInCheck: x.clockInCheck,
    clockOutCheck: x.clockOutCheck,
    source: x.source === 'marked' ? 'marked' : 'clock',
    clockInLocation: x.clockInLocation as LocationCheck | null,
    clockOutLocation: x.clockOutLocation as LocationCheck | null,
    clockInDistanceMetres: x.clockInDistanceMetres,
    clockOutDistanceMetres: x.clockOutDistanceMetres,
    clockInDeviceAt: iso(x.clockInDeviceAt),
    clockInReceivedAt: iso(x.clockInReceivedAt),
    clockOutDeviceAt: iso(x.clockOutDeviceAt),
    clockOutReceivedAt: iso(x.clockOutReceivedAt),
    deviceTimeOff: x.deviceTimeOff,
    flagged: r.flagged,
    leftEarlyReason: x.leftEarlyReason,
    unpaidBreakMinutes: x.unpaidBreakMinutes,
    unpaidBreaks: x.unpaidBreaks,
    activePeriods: x.activePeriods,
    staff: {
      staffId: x.staffId,
      fullName: fullName(r.staffFirstName, r.staffMiddleName, r.staffSurName),
      email: r.staffEmail,
      phoneNumber: r.staffPhone,
      employeeId: r.staffEmployeeId,
      firstName: r.staffFirstName,
      gender: r.staffGender,
    },
    shiftRoster: {
      shiftRosterId: x.shiftRosterId,
      dateFrom: r.dateFrom.toISOString(),
      dateTo: r.dateTo.toISOString(),
      clients: r.clients,
      clientsId: r.clientsId,
      activities: r.activities ?? '',
      isNightShift: r.isNightShift,
      isExceptionalShift: r.isExceptionalShift,
      isBrokenShift: r.isBrokenShift,
    },
    clientLocation: r.clientLocation,
    radiusMetres: r.radiusMetres,
    dateCreated: x.dateCreated.toISOString(),
    dateModified: iso(x.dateModified),
  };
}

/** What a list of attendances may be narrowed to. */
export interface AttendanceFilter {
  id?: string;
  staffId?: string;
  from?: Date;
  to?: Date;
  flagged?: boolean;
  /** The reader's record scope over attendances (record-rules `workRecordListScope`). */
  visible?: WorkRecordScope;
}

/** The company's attendances as AttendanceView, newest clock-in first. */
export async function attendanceViews(
  db: Queryable,
  companyId: string,
  f: AttendanceFilter = {},
): Promise<AttendanceView[]> {
  const where: (SQL | undefined)[] = [
    eq(a.companyId, companyId),
    f.id ? eq(a.id, f.id) : undefined,
    f.staffId ? eq(a.staffId, f.staffId) : undefined,
    f.from ? gte(a.clockIn, f.from) : undefined,
    f.to ? lt(a.clockIn, f.to) : undefined,
    f.flagged ? flaggedSql : undefined,
    f.visible?.(a.staffId, a.shiftRosterId),
  ];
  const rows = await db
    .select(columns)
    .from(a)
    .innerJoin(staffs, eq(staffs.id, a.staffId))
    .innerJoin(shiftRosters, eq(shiftRosters.id, a.shiftRosterId))
    .innerJoin(companies, eq(companies.id, a.companyId))
    .where(and(...where))
    .orderBy(desc(a.clockIn), a.id);
  return (rows as Row[]).map(toView);
}

/** One attendance of the company as AttendanceView (within `visible`, the reader's scope), or undefined. */
export async function attendanceView(
  db: Queryable,
  companyId: string,
  id: string,
  visible?: WorkRecordScope,
): Promise<AttendanceView | undefined> {
  const [view] = await attendanceViews(db, companyId, { id, visible });
  return view;
}

/** The attendance's splits in time order (spec 3 §3 split attendance row). */
export async function splitViews(
  db: Queryable,
  companyId: string,
  attendanceId: string,
): Promise<AttendanceSplitView[]> {
  const rows = await db
    .select({ s: attendanceSplits, clients: clientNames, shiftRosterId: a.shiftRosterId })
    .from(attendanceSplits)
    .innerJoin(a, eq(a.id, attendanceSplits.attendanceId))
    .where(and(eq(attendanceSplits.companyId, companyId), eq(attendanceSplits.attendanceId, attendanceId)))
    .orderBy(attendanceSplits.clockIn);
  return rows.map(({ s, clients, shiftRosterId }) => ({
    attendanceSplitId: s.id,
    attendanceId: s.attendanceId,
    clockIn: s.clockIn.toISOString(),
    clockOut: s.clockOut.toISOString(),
    duration: s.durationTicks,
    totalKm: s.totalKm,
    shift: s.code,
    shiftName: shiftCodeName(s.code),
    status: s.status,
    localDate: s.localDate,
    shiftRoster: { shiftRosterId, clients },
  }));
}

/** The attendance just written, as the reply carries it. */
export async function writtenAttendanceView(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<AttendanceView> {
  const view = await attendanceView(db, companyId, id);
  if (!view) {
    throw new Error(`attendance ${id} not readable after its write`);
  }
  return view;
}
