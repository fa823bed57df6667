import { randomUUID } from 'node:crypto';
import {
  localDateOf,
  repeatQuery,
  type ShiftTimes,
  type StatusReply,
  seriesTimes,
  shiftDateQuery,
  timesOnDate,
} from '@care/domain';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { enforceChecks } from './rostering-checks.ts';
import { seriesWhere } from './shift-filters.repo.ts';
import { shiftFor } from './shift-guards.ts';
import { anyDay, assertShiftTimes, assertStopDate, daysOf, NO_REPEAT_DAY } from './shift-input.ts';
import { shiftViews } from './shift-reads.repo.ts';
import {
  candidatesOf,
  copiedFields,
  createdBy,
  modifiedBy,
  overrideFields,
  overrideNote,
  whenOf,
} from './shift-values.ts';
import { insertShifts, shiftProfileIds, updateShift } from './shift-write.repo.ts';

const tags = ['ShiftRosters'];
/** Moving a shift someone attended would leave the attendance on another day than its shift. */
export const ATTENDED_NOT_MOVED = 'A shift with attendance cannot be moved';

const timesOf = (row: { dateFrom: Date; dateTo: Date }): ShiftTimes => ({
  dateFrom: row.dateFrom.toISOString(),
  dateTo: row.dateTo.toISOString(),
});

/** The date a shift goes to: a local date (YYYY-MM-DD), its times kept, checked as any shift. */
function timesOnLocalDate(shift: ShiftTimes, date: string, isNightShift: boolean, zone: string): ShiftTimes {
  const day = date.slice(0, 10);
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw fieldError('date', 'Enter a valid date');
  }
  const times = timesOnDate(shift, day, zone);
  assertShiftTimes(times, isNightShift, zone);
  return times;
}

/** Repeating, duplicating and moving a shift (spec 3 §7.1): each resulting shift passes the checks. */
export const repeatShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/repeat_shift',
  summary:
    'Repeat a shift on the chosen weekdays up to the stop date: new shifts of its series, same local times',
  tags,
  querystring: repeatQuery,
  activity: 'Repeated a shift',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const { row } = await shiftFor(db, companyId, query.shiftId, 'repeat', now);
    if (!anyDay(query)) {
      throw fieldError('stopDate', NO_REPEAT_DAY);
    }
    const zone = await companyZone(db, companyId);
    const stopDate = query.stopDate.slice(0, 10);
    assertStopDate(timesOf(row), stopDate, zone);
    const days = daysOf(query);
    const seriesId = row.seriesId ?? randomUUID();
    const taken = new Set(
      (row.seriesId ? await shiftViews(db, companyId, seriesWhere(row.seriesId)) : []).map((v) =>
        localDateOf(v.dateFrom, zone),
      ),
    );
    taken.add(localDateOf(row.dateFrom, zone));
    const added = seriesTimes(timesOf(row), days, stopDate, zone).filter(
      (t) => !taken.has(localDateOf(t.dateFrom, zone)),
    );
    if (added.length === 0) {
      return {
        status: 'Success',
        message: 'No shift added: the series already has a shift on each chosen day.',
      };
    }
    const profileIds = await shiftProfileIds(db, companyId, row.id);
    const { findings } = await enforceChecks(
      db,
      companyId,
      zone,
      candidatesOf(added, row.staffId, profileIds),
      query.overrideReason,
    );
    await updateShift(db, companyId, row.id, {
      seriesId,
      repeat: true,
      ...days,
      stopDate,
      ...modifiedBy(principal, now),
    });
    await insertShifts(
      db,
      added.map((t) => ({
        ...copiedFields(row),
        dateFrom: new Date(t.dateFrom),
        dateTo: new Date(t.dateTo),
        seriesId,
        repeat: true,
        ...days,
        stopDate,
        ...overrideFields(findings, t.dateFrom, query.overrideReason),
        ...createdBy(principal, now),
      })),
      profileIds,
    );
    recordActivity(
      `Repeated the shift of ${whenOf(row.dateFrom, zone)} until ${stopDate}: ${added.length} shift(s) added${overrideNote(findings, query.overrideReason)}`,
    );
    return { status: 'Success', message: `Shift repeated: ${added.length} shift(s) added.` };
  },
});

export const duplicateShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/duplicate_shift',
  summary: 'Copy a shift to another local date at the same local times',
  tags,
  querystring: shiftDateQuery,
  activity: 'Duplicated a shift',
  async handler({
    db,
    principal,
    query,
    now,
    recordActivity,
  }): Promise<StatusReply & { shiftRosterId: string }> {
    const { companyId } = principal;
    const { row } = await shiftFor(db, companyId, query.shiftId, 'duplicate', now);
    const zone = await companyZone(db, companyId);
    const times = timesOnLocalDate(timesOf(row), query.date, row.isNightShift, zone);
    const profileIds = await shiftProfileIds(db, companyId, row.id);
    const { findings } = await enforceChecks(
      db,
      companyId,
      zone,
      candidatesOf([times], row.staffId, profileIds),
      query.overrideReason,
    );
    const [shiftRosterId] = await insertShifts(
      db,
      [
        {
          ...copiedFields(row),
          dateFrom: new Date(times.dateFrom),
          dateTo: new Date(times.dateTo),
          ...overrideFields(findings, times.dateFrom, query.overrideReason),
          ...createdBy(principal, now),
        },
      ],
      profileIds,
    );
    recordActivity(
      `Duplicated the shift of ${whenOf(row.dateFrom, zone)} to ${whenOf(times.dateFrom, zone)}${overrideNote(findings, query.overrideReason)}`,
    );
    return { status: 'Success', message: 'Shift duplicated.', shiftRosterId: shiftRosterId as string };
  },
});

export const moveShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/move_shift',
  summary: 'Move a shift to another local date at the same local times',
  tags,
  querystring: shiftDateQuery,
  activity: 'Moved a shift',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const { row, view } = await shiftFor(db, companyId, query.shiftId, 'move', now);
    if (view.attendance) {
      throw badRequest(ATTENDED_NOT_MOVED);
    }
    const zone = await companyZone(db, companyId);
    const times = timesOnLocalDate(timesOf(row), query.date, row.isNightShift, zone);
    const profileIds = await shiftProfileIds(db, companyId, row.id);
    const { findings } = await enforceChecks(
      db,
      companyId,
      zone,
      candidatesOf([{ shiftRosterId: row.id, ...times }], row.staffId, profileIds),
      query.overrideReason,
    );
    await updateShift(db, companyId, row.id, {
      dateFrom: new Date(times.dateFrom),
      dateTo: new Date(times.dateTo),
      ...overrideFields(findings, times.dateFrom, query.overrideReason),
      ...modifiedBy(principal, now),
    });
    recordActivity(
      `Moved the shift of ${whenOf(row.dateFrom, zone)} to ${whenOf(times.dateFrom, zone)}${overrideNote(findings, query.overrideReason)}`,
    );
    return { status: 'Success', message: 'Shift moved.' };
  },
});
