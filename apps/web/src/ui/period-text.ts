import { DATE_FORMATS, dayjs, formatInZone, WIRE_FORMATS } from '@care/domain';

// A timesheet or pay period as the office reads it; the timesheet screens and the payroll post
// dialog both show it (kept here, below the features, so neither imports the other).

/** A date-time as the timesheet screens show it: 'DD/MM/YYYY h:mm A' in the company zone. */
export const whenText = (value: string | null | undefined, zone: string) =>
  value ? formatInZone(value, 'listDateTime', zone) : '';

const atMidnight = (value: string, zone: string) =>
  dayjs(value).tz(zone).format(WIRE_FORMATS.time) === '00:00';

/** A period's start: its day ('DD/MM/YYYY') when it starts at midnight in the zone, else the date-time. */
export const periodFromText = (fromDate: string, zone: string) =>
  atMidnight(fromDate, zone)
    ? dayjs(fromDate).tz(zone).format(DATE_FORMATS.listDate)
    : whenText(fromDate, zone);

/**
 * A period's end: periods end before `toDate`, so one ending at midnight reads as its last whole day
 * (a fortnight 9–23 Nov 00:00 reads 09/11/2026 – 22/11/2026); otherwise the date-time.
 */
export const periodToText = (toDate: string, zone: string) =>
  atMidnight(toDate, zone)
    ? dayjs(toDate).tz(zone).subtract(1, 'day').format(DATE_FORMATS.listDate)
    : whenText(toDate, zone);

/** The period as one line: 'DD/MM/YYYY – DD/MM/YYYY' (or with times when it does not start and end at midnight). */
export const periodText = (fromDate: string, toDate: string, zone: string) =>
  `${periodFromText(fromDate, zone)} – ${periodToText(toDate, zone)}`;
