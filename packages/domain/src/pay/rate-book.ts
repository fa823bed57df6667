// Step 2 of SCHADS.md §4.14: the settings and rate rows each hour and allowance is priced with.
// Whatever is missing becomes a problem with a message that names it, never a fallback.
import { type Decimal, decimal, isDecimal, maxDecimal } from './decimal.ts';
import type { PayShift } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { AllowanceKind, PayCalendar, PayProblem, PayRateRow, WorkerPaySettings } from './pay-types.ts';
import { allowanceRate, classificationRate, periodStartOf, settingsOn } from './rates-in-force.ts';

/** An hourly rate for an hour of work: the higher of the award's and the worker's above-award rate. */
export interface HourlyRate {
  rate: Decimal;
  rowId: string;
  /** The award rate, when an above-award rate was higher and is used instead. */
  award: Decimal | null;
}

export interface AllowanceRate {
  rate: Decimal;
  rowId: string;
  /** A pending temporary row covering the date (SCHADS.md §4.10): paid at `rate` meanwhile. */
  pending: { rate: Decimal; rowId: string; appliesFrom: string; appliesTo: string } | null;
}

const STREAM_NAMES = {
  SACS_B: 'SACS (Schedule B)',
  HOME_CARE_DISABILITY_E: 'Home care – disability (Schedule E)',
  HOME_CARE_AGED_F: 'Home care – aged care (Schedule F)',
} as const;

/** The classification in words ('SACS (Schedule B) level 2 pay point 1'). */
export function classificationText(s: Pick<WorkerPaySettings, 'stream' | 'level' | 'payPoint'>): string {
  return `${STREAM_NAMES[s.stream]} level ${s.level} pay point ${s.payPoint}`;
}

export class RateBook {
  readonly problems: PayProblem[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly input: {
      settings: readonly WorkerPaySettings[];
      rates: readonly PayRateRow[];
      calendar: PayCalendar;
      switches: PaySwitches;
    },
  ) {}

  /** The settings in force on the shift's first day, or null (with a problem) when none or not priced. */
  settingsFor(shift: PayShift): WorkerPaySettings | null {
    const settings = settingsOn(this.input.settings, shift.startDate);
    if (!settings) {
      this.problem(
        'no-settings',
        shift.startDate,
        `The worker has no award settings in force on ${shift.startDate}: add them on the staff record’s Pay tab`,
      );
      return null;
    }
    if (settings.stream !== 'SACS_B') {
      this.problem(
        'not-priced',
        shift.startDate,
        `Not priced: ${STREAM_NAMES[settings.stream]} is not priced yet (SCHADS.md §1); the hours are exported without pay lines`,
      );
      return null;
    }
    if (settings.aboveAwardHourlyRate !== null && !isDecimal(settings.aboveAwardHourlyRate)) {
      this.problem(
        'no-settings',
        shift.startDate,
        `The above-award rate “${settings.aboveAwardHourlyRate}” is not an amount`,
      );
      return null;
    }
    return settings;
  }

  /** The hourly rate of an hour worked on `date` of a shift (by its own pay period, or its shift's start: §11 #20). */
  hourly(shift: PayShift, settings: WorkerPaySettings, date: string): HourlyRate | null {
    const day = this.input.switches.rateChange === 'whole-shift-by-start' ? shift.startDate : date;
    const periodStart = periodStartOf(this.input.calendar, day);
    const found = classificationRate(this.input.rates, settings, periodStart);
    if ('missing' in found) {
      const name = classificationText(settings);
      this.problem(
        found.missing === 'disabled' ? 'rate-disabled' : 'no-rate',
        date,
        found.missing === 'disabled'
          ? `The rate row of ${name} for the pay period starting ${periodStart} is disabled: an admin enables it after checking the FWO pay guide (SCHADS.md §3.5)`
          : `No rate row of ${name} is in force for the pay period starting ${periodStart}: enter the year’s rates on Setup → Pay rates`,
      );
      return null;
    }
    const award = decimal(found.row.hourlyRate);
    const above = settings.aboveAwardHourlyRate === null ? null : decimal(settings.aboveAwardHourlyRate);
    if (above !== null && above > award) {
      return { rate: maxDecimal(award, above), rowId: found.row.id, award };
    }
    return { rate: award, rowId: found.row.id, award: null };
  }

  /** An allowance's rate in force for the pay period holding `date`. */
  allowance(kind: AllowanceKind, date: string): AllowanceRate | null {
    const periodStart = periodStartOf(this.input.calendar, date);
    const found = allowanceRate(this.input.rates, kind, periodStart, date);
    if ('missing' in found) {
      this.problem(
        'no-allowance-rate',
        date,
        `No ${kind} allowance row is ${found.missing === 'disabled' ? 'enabled' : 'in force'} for the pay period starting ${periodStart}: enter it on Setup → Pay rates`,
      );
      return null;
    }
    const p = found.pending;
    return {
      rate: decimal(found.row.amount),
      rowId: found.row.id,
      pending: p
        ? {
            rate: decimal(p.amount),
            rowId: p.id,
            appliesFrom: p.appliesFrom,
            appliesTo: p.appliesTo ?? p.appliesFrom,
          }
        : null,
    };
  }

  problem(code: PayProblem['code'], date: string | null, message: string): void {
    if (!this.seen.has(message)) {
      this.seen.add(message);
      this.problems.push({ code, message, attendanceId: null, date });
    }
  }
}
