// Step 6 of SCHADS.md §4.14, second half: the broken shift allowance (per broken shift, by its
// number of unpaid breaks, at the rate in force when it starts) and the vehicle allowance per km.
import { type Decimal, decimal, decimalText, times } from './decimal.ts';
import type { PayShift, WorkPeriod } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import type { AllowanceRate, RateBook } from './rate-book.ts';
import { wallDate } from './wall-clock.ts';

function unitPiece(
  category: PricedPiece['category'],
  shift: PayShift,
  period: WorkPeriod,
  units: Decimal,
  rate: AllowanceRate,
  extra: Pick<PricedPiece, 'ote' | 'ruleId' | 'note' | 'warnings'>,
): PricedPiece {
  return {
    category,
    date: wallDate(period.wallIn),
    shiftKey: shift.key,
    periodKey: period.key,
    shiftRosterId: period.attendance.shiftRosterId,
    start: null,
    end: null,
    ms: null,
    units,
    multiplier: null,
    casual: false,
    base: null,
    award: null,
    rate: rate.rate,
    rateRowId: rate.rowId,
    aggregated: false,
    ...extra,
  };
}

/** The allowances of the period's shifts. */
export function allowancePieces(
  shifts: readonly PayShift[],
  settingsOf: (shift: PayShift) => WorkerPaySettings,
  book: RateBook,
  switches: PaySwitches,
): PricedPiece[] {
  const out: PricedPiece[] = [];
  for (const shift of shifts) {
    const casual = settingsOf(shift).employmentType === 'CASUAL';
    const first = shift.periods[0];
    if (shift.kind === 'broken' && first && (switches.casualBrokenShiftAllowance || !casual)) {
      const breaks = shift.periods.length - 1;
      const rate = book.allowance(breaks === 1 ? 'broken-shift-1' : 'broken-shift-2', shift.startDate);
      const warnings = [
        ...(breaks === 2
          ? [
              'Two unpaid breaks need the worker’s agreement each time, unless part of a part-time agreed pattern (cl 25.6)',
            ]
          : []),
        ...(casual
          ? [
              'Whether casuals get the broken shift allowance is UNCONFIRMED: paid by the company’s setting (SCHADS.md §11 #12)',
            ]
          : []),
      ];
      if (rate) {
        out.push(
          unitPiece(
            breaks === 1 ? 'broken-shift-allowance-1' : 'broken-shift-allowance-2',
            shift,
            first,
            decimal('1'),
            rate,
            {
              ote: switches.oteBrokenShiftAllowance,
              ruleId: 'broken-shift-allowance',
              note: `${breaks} unpaid break${breaks === 1 ? '' : 's'}`,
              warnings,
            },
          ),
        );
      }
    }
    const withKm = [...shift.periods, ...(shift.sleepover ? [shift.sleepover.period] : [])];
    for (const period of withKm) {
      if (period.km === null) {
        continue;
      }
      const rate = book.allowance('km', wallDate(period.wallIn));
      if (!rate) {
        continue;
      }
      const km = decimal(period.km);
      const warnings = rate.pending
        ? [
            `A temporary $${decimalText(rate.pending.rate)}/km from ${rate.pending.appliesFrom} to ${rate.pending.appliesTo} (cl 20.7(aa)) awaits an admin’s confirmation: paid at $${decimalText(rate.rate)}/km meanwhile; the difference would be $${decimalText(times(rate.pending.rate - rate.rate, km))} (SCHADS.md §11 #17)`,
          ]
        : [];
      out.push(
        unitPiece('km-allowance', shift, period, km, rate, {
          ote: false,
          ruleId: 'km-allowance',
          note: `${decimalText(km, 0)} km`,
          warnings,
        }),
      );
    }
  }
  return out;
}
