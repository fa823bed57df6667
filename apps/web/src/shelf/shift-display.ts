import {
  CANCELLATION_REASON_CODES,
  DATE_FORMATS,
  dayjs,
  type ShiftRosterView,
  WEEKDAY_FLAGS,
  WEEKDAY_NAMES,
  WIRE_FORMATS,
} from '@care/domain';

/** The shift's date and times in the company's zone: 'Tuesday 24 November, 2026 · 9:00 AM – 5:00 PM' (the end's date too when it falls on another day). */
export function shiftWhen(shift: Pick<ShiftRosterView, 'dateFrom' | 'dateTo'>, zone: string): string {
  const from = dayjs(shift.dateFrom).tz(zone);
  const to = dayjs(shift.dateTo).tz(zone);
  const sameDay = from.format(WIRE_FORMATS.date) === to.format(WIRE_FORMATS.date);
  const end = sameDay ? to.format(DATE_FORMATS.time) : to.format(DATE_FORMATS.shortDayTime);
  return `${from.format(DATE_FORMATS.longDate)} · ${from.format(DATE_FORMATS.time)} – ${end}`;
}

/** How much notice a client gave, in days, hours and minutes ('6 days 23 hours'). */
export function noticeText(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts = [
    days ? `${days} day${days === 1 ? '' : 's'}` : '',
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    !days && mins ? `${mins} minute${mins === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'none';
}

/** The NDIS cancellation reason's label ('NSDH' → 'No show due to health reasons'). */
export function reasonCodeLabel(code: string | null): string {
  return CANCELLATION_REASON_CODES.find((c) => c.code === code)?.label ?? code ?? '';
}

/** The weekday names a repeat runs on, Sunday first ('Monday, Wednesday'). */
export function repeatDaysText(shift: Pick<ShiftRosterView, (typeof WEEKDAY_FLAGS)[number]>): string {
  return WEEKDAY_FLAGS.map((flag, i) => (shift[flag] ? WEEKDAY_NAMES[i] : ''))
    .filter(Boolean)
    .join(', ');
}

/** A finding's key in a list: findings are distinct by kind, message, shift and the other shift. */
export function findingKey(f: {
  kind: string;
  message: string;
  dateFrom?: string;
  shiftRosterId?: string;
}): string {
  return `${f.kind}|${f.message}|${f.dateFrom ?? ''}|${f.shiftRosterId ?? ''}`;
}
