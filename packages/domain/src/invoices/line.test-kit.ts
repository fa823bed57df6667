import { splitAttendance } from '../attendance/split-attendance.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import { zonedWallTimeToInstant } from '../dates.ts';
import { type buildInvoiceLines, indexCatalogue } from './build-lines.ts';
import { TICKS_PER_HOUR } from './hours.ts';
import type {
  BillableAttendance,
  BillableShift,
  LineContext,
  PricingRow,
  ScheduledItem,
} from './invoice-lines.ts';
import { ROWS_2025 } from './pricing-rows.test-kit.ts';

// The line-building tests' shared context: Sydney bands, shifts and attendances split as the attendance module does.
export const ZONE = 'Australia/Sydney';
// NSW 2026: Monday 27 April is the additional Anzac Day holiday (docs/reference/NDIS.md).
const BANDS: WorkBands = {
  zone: ZONE,
  dayStart: '06:00',
  eveningStart: '20:00',
  holidays: new Set(['2026-04-27']),
};
export const at = (wall: string) => zonedWallTimeToInstant(wall, ZONE);
export const hours = (h: number) => h * TICKS_PER_HOUR;

export function ctx(
  over: Partial<LineContext['client']> = {},
  schedule: ScheduledItem[] = [],
  rows: PricingRow[] = ROWS_2025,
): LineContext {
  return {
    client: {
      profileId: 'c1',
      fullName: 'Ann Client',
      state: 'NSW',
      remoteness: null,
      boundaryRule: 'split',
      ...over,
    },
    bands: BANDS,
    schedule,
    catalogue: indexCatalogue(rows),
    withTTP: false,
    toleranceMinutes: 15,
  };
}

export function shift(from: string, to: string, extra: Partial<BillableShift> = {}): BillableShift {
  return {
    shiftRosterId: `s-${from}`,
    dateFrom: at(from),
    dateTo: at(to),
    isNightShift: false,
    isExceptionalShift: false,
    clientIds: ['c1'],
    clientNames: ['Ann Client'],
    ...extra,
  };
}

/** A worked attendance of the shift (rostered times unless given), split as the attendance module does. */
export function worked(s: BillableShift, from?: string, to?: string, km = 0): BillableAttendance {
  const clockIn = from ? at(from) : s.dateFrom;
  const clockOut = to ? at(to) : s.dateTo;
  const pieces = splitAttendance(
    { clockIn, clockOut, isNightShift: s.isNightShift, isExceptionalShift: s.isExceptionalShift },
    BANDS,
  );
  return {
    attendanceId: `a-${s.shiftRosterId}`,
    clockIn,
    clockOut,
    source: 'clock',
    staffId: 'w1',
    staffName: 'Wes Worker',
    shift: s,
    splits: pieces.map((p, i) => ({
      attendanceSplitId: `sp-${s.shiftRosterId}-${i}`,
      ...p,
      totalKm: i === 0 ? km : 0,
      status: 'Approved',
    })),
  };
}

export const money = (lines: ReturnType<typeof buildInvoiceLines>) =>
  lines.map((l) => [
    l.shiftCode,
    l.date,
    l.itemNumber,
    l.unitPriceCents,
    l.agreedDurationTicks / TICKS_PER_HOUR,
    l.amountCents,
  ]);
