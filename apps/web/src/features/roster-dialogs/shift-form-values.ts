import { type ShiftForm, type ShiftRosterView, WEEKDAY_FLAGS, type WeekdayFlags } from '@care/domain';
import type { UseFormReturn } from 'react-hook-form';
import { wallTimeOf } from '../../shelf/dialog-support.ts';
import type { ShiftFormValues } from './shift-actions-api.ts';

/** The form as held: the stop date '' when none (the date field's empty value). */
export type ShiftFormState = Omit<ShiftFormValues, 'stopDate' | 'overrideReason'> & { stopDate: string };

/** The shift form as its parts receive it. */
export type ShiftFormApi = UseFormReturn<ShiftFormState, unknown, ShiftForm>;

export const NO_DAYS: WeekdayFlags = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

/**
 * A new shift: on the day the roster was clicked, the working day's usual 9 to 5 (changeable); with
 * no day, or today once 9 am has passed, from the next half hour (issue 40 item 8:
 * `nextHalfHourShift` of the company's clock), when given.
 */
export function newShiftValues(date?: string, next?: { dateFrom: string; dateTo: string }): ShiftFormState {
  const [nextDay] = (next?.dateFrom ?? '').split('T');
  const fromNext = next !== undefined && (!date || (date === nextDay && next.dateFrom > `${date}T09:00`));
  return {
    staffId: null,
    clientsId: [],
    dateFrom: fromNext ? next.dateFrom : date ? `${date}T09:00` : '',
    dateTo: fromNext ? next.dateTo : date ? `${date}T17:00` : '',
    activities: [],
    isNightShift: false,
    isExceptionalShift: false,
    isBrokenShift: false,
    repeat: false,
    ...NO_DAYS,
    stopDate: '',
    description: '',
    appointment: '',
    applyTo: 'one',
    sahServiceId: null,
  };
}

/** The form for editing a shift: its times as wall-clock times in the company's zone. */
export function shiftValues(shift: ShiftRosterView, zone: string): ShiftFormState {
  const days = Object.fromEntries(WEEKDAY_FLAGS.map((f) => [f, shift[f]])) as WeekdayFlags;
  return {
    staffId: shift.staffId,
    clientsId: shift.clientsId.split(',').filter(Boolean),
    dateFrom: wallTimeOf(shift.dateFrom, zone),
    dateTo: wallTimeOf(shift.dateTo, zone),
    activities: shift.activities
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    isNightShift: shift.isNightShift,
    isExceptionalShift: shift.isExceptionalShift,
    isBrokenShift: shift.isBrokenShift,
    repeat: shift.repeat,
    ...days,
    stopDate: shift.stopDate?.slice(0, 10) ?? '',
    description: shift.description ?? '',
    appointment: shift.appointment ?? '',
    applyTo: 'one',
    sahServiceId: shift.sahServiceId ?? null,
  };
}

/** What is sent: no repeat days or stop date unless Repeat is on, and no stop date as null. */
export function valuesToSend(state: ShiftFormState, overrideReason?: string): ShiftFormValues {
  const days = state.repeat ? Object.fromEntries(WEEKDAY_FLAGS.map((f) => [f, state[f]])) : NO_DAYS;
  return {
    ...state,
    ...(days as WeekdayFlags),
    stopDate: state.repeat && state.stopDate ? state.stopDate : null,
    ...(overrideReason ? { overrideReason } : {}),
  };
}
