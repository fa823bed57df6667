import { formatInZone, type ProgressNoteView } from '@care/domain';

/** A note's instant as the lists show it (DD/MM/YYYY h:mm A in the company's zone); '—' when none. */
export const noteTime = (value: string | null | undefined, zone: string) =>
  value ? formatInZone(value, 'listDateTime', zone) : '—';

/** The note's shift, "11/03/2026 10:00 AM – 2:00 PM" (the end's day only when it differs), or '' without one. */
export function shiftTimes(note: ProgressNoteView, zone: string): string {
  const s = note.shiftRoster;
  if (!s) {
    return '';
  }
  const from = noteTime(s.dateFrom, zone);
  const to = noteTime(s.dateTo, zone);
  const [fromDay] = from.split(' ');
  const [toDay, ...toTime] = to.split(' ');
  return `${from} – ${fromDay === toDay ? toTime.join(' ') : to}`;
}

/** The attendance's kilometres, "120 → 145 (25 km)", or '' when none were recorded. */
export function kmText(note: ProgressNoteView): string {
  const { startKm, endKm } = note;
  if (startKm === null && endKm === null) {
    return '';
  }
  if (startKm !== null && endKm !== null) {
    return `${startKm} → ${endKm} (${Math.round((endKm - startKm) * 100) / 100} km)`;
  }
  return `${startKm ?? '—'} → ${endKm ?? '—'}`;
}

/** Whether anything has been written in the note yet. */
export const isWritten = (note: ProgressNoteView) => Boolean(note.report || note.progress || note.followUp);
