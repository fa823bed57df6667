import {
  type CandidateShift,
  formatInZone,
  type RosterFinding,
  type ShiftForm,
  type ShiftTimes,
  WEEKDAY_FLAGS,
  type WeekdayFlags,
} from '@care/domain';
import type { Principal } from '../../http/principal.ts';
import type { NewShift, ShiftRow } from './shift-write.repo.ts';

const noDays = Object.fromEntries(WEEKDAY_FLAGS.map((d) => [d, false])) as WeekdayFlags;

/** What a shift's form decides, beside its times: who, what, and the repeat it belongs to. */
export function formFields(
  form: ShiftForm,
  repeat: { days: WeekdayFlags; stopDate: string } | null,
): Omit<NewShift, 'companyId' | 'dateFrom' | 'dateTo'> {
  return {
    staffId: form.staffId,
    activities: form.activities.join(','),
    description: form.description,
    appointment: form.appointment,
    isNightShift: form.isNightShift,
    isExceptionalShift: form.isExceptionalShift,
    isBrokenShift: form.isBrokenShift,
    repeat: repeat !== null,
    ...(repeat?.days ?? noDays),
    stopDate: repeat?.stopDate ?? null,
    sahServiceId: form.sahServiceId ?? null,
  };
}

/** The fields a copy of a stored shift keeps (duplicate, repeat): not its state, attendance or overrides. */
export function copiedFields(row: ShiftRow): Omit<NewShift, 'dateFrom' | 'dateTo'> {
  return {
    companyId: row.companyId,
    staffId: row.staffId,
    activities: row.activities,
    description: row.description,
    appointment: row.appointment,
    isNightShift: row.isNightShift,
    isExceptionalShift: row.isExceptionalShift,
    isBrokenShift: row.isBrokenShift,
    sahServiceId: row.sahServiceId,
  };
}

/** The findings of one resulting shift (those naming another start are another shift's). */
export const findingsOfShift = (findings: readonly RosterFinding[], dateFrom: string) =>
  findings.filter((f) => !f.dateFrom || Date.parse(f.dateFrom) === Date.parse(dateFrom));

/** The override stored with a shift: the findings it was saved despite, and why; or none. */
export function overrideFields(
  findings: readonly RosterFinding[],
  dateFrom: string,
  overrideReason: string | null | undefined,
): Pick<NewShift, 'overriddenFindings' | 'overrideReason'> {
  const own = findingsOfShift(findings, dateFrom);
  return own.length > 0 && overrideReason
    ? { overriddenFindings: own, overrideReason }
    : { overriddenFindings: null, overrideReason: null };
}

/** The candidates of the checks for resulting shifts of one staff member and set of clients. */
export const candidatesOf = (
  times: readonly (ShiftTimes & { shiftRosterId?: string })[],
  staffId: string | null,
  profileIds: readonly string[],
): CandidateShift[] => times.map((t) => ({ ...t, staffId, profileIds }));

/** The activity-log note of a write saved despite the checks. */
export const overrideNote = (findings: readonly RosterFinding[], reason: string | null | undefined) =>
  findings.length > 0 && reason ? `; saved despite ${findings.length} rostering warning(s): ${reason}` : '';

/** A shift's start as people read it in the company's zone. */
export const whenOf = (dateFrom: string | Date, zone: string) => formatInZone(dateFrom, 'listDateTime', zone);

/** Who changed a row, and when. */
export const createdBy = (principal: Principal, now: Date) => ({
  userCreated: principal.uid,
  dateCreated: now,
});
export const modifiedBy = (principal: Principal, now: Date) => ({
  userModified: principal.uid,
  dateModified: now,
});
