// Step 6 of SCHADS.md §4.14, first half: minimum payments. Part-time and casual workers are paid at
// least 2 h a shift, or a period of a broken shift (cl 10.5); next to a sleepover at least 4 h for
// one of the periods before or after it (cl 25.7(f)). The top-up takes the rate of the last hour
// worked and is a line of its own (R1 rounds per line: E8). Top-ups are not worked hours.

import { PAY_LIMITS, type PayRuleId } from './pay-rules.ts';
import type { PayShift, WorkPeriod } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import { durationText, HOUR_MS } from './wall-clock.ts';

const MIXED_RATES =
  'The shift’s hours carry different rates: the top-up takes the rate of the last hour worked (SCHADS.md §11 #15)';

const workedOf = (pieces: readonly PricedPiece[], periodKey: string) =>
  pieces.filter((p) => p.periodKey === periodKey && p.ms !== null && p.category !== 'sleepover-work');

/** A top-up of one unit of work (a shift, or a period) up to `minimumHours`, or null. */
function topUp(
  worked: readonly PricedPiece[],
  minimumHours: number,
  alreadyMs: number,
  ruleId: PayRuleId,
  switches: PaySwitches,
): PricedPiece | null {
  const workedMs = worked.reduce((sum, p) => sum + (p.ms ?? 0), 0);
  const missing = minimumHours * HOUR_MS - workedMs - alreadyMs;
  const last = worked[worked.length - 1];
  if (!last || missing <= 0) {
    return null;
  }
  const mixed = new Set(worked.map((p) => p.rate)).size > 1;
  return {
    ...last,
    category: 'minimum-engagement-topup',
    start: null,
    end: null,
    ms: missing,
    ote: switches.oteMinimumTopup,
    ruleId,
    note: `${durationText(workedMs)} worked; ${minimumHours} h minimum`,
    warnings: mixed ? [MIXED_RATES] : [],
    aggregated: false,
  };
}

/** The minimum-payment top-ups of the period's shifts. */
export function minimumTopups(
  shifts: readonly PayShift[],
  pieces: readonly PricedPiece[],
  settingsOf: (shift: PayShift) => WorkerPaySettings,
  switches: PaySwitches,
): { pieces: PricedPiece[]; warnings: string[] } {
  const out: PricedPiece[] = [];
  const warnings: string[] = [];
  const toppedMs = new Map<string, number>();
  const add = (piece: PricedPiece | null) => {
    if (piece?.periodKey) {
      out.push(piece);
      toppedMs.set(piece.periodKey, (toppedMs.get(piece.periodKey) ?? 0) + (piece.ms ?? 0));
    }
  };
  for (const shift of shifts) {
    const settings = settingsOf(shift);
    if (settings.employmentType === 'FT' || shift.kind === 'sleepover') {
      continue;
    }
    if (shift.kind === 'broken') {
      for (const period of shift.periods) {
        add(
          topUp(workedOf(pieces, period.key), PAY_LIMITS.minimumPaymentHours, 0, 'minimum-payment', switches),
        );
      }
    } else {
      const worked = shift.periods.flatMap((p) => workedOf(pieces, p.key));
      add(topUp(worked, PAY_LIMITS.minimumPaymentHours, 0, 'minimum-payment', switches));
    }
  }
  for (const shift of shifts) {
    const part = shift.sleepover;
    if (!part) {
      continue;
    }
    const sides = [part.before, part.after].filter((p): p is WorkPeriod => p !== null);
    if (sides.length === 0) {
      warnings.push(
        `The sleepover of ${shift.startDate} has no period of work next to it: cl 25.7(f) asks for at least 4 h rostered or paid on one side; check the roster`,
      );
      continue;
    }
    const length = (p: WorkPeriod) => workedOf(pieces, p.key).reduce((sum, x) => sum + (x.ms ?? 0), 0);
    const longer = sides.reduce((a, b) => (length(b) > length(a) ? b : a));
    add(
      topUp(
        workedOf(pieces, longer.key),
        PAY_LIMITS.sleepoverAdjacentHours,
        toppedMs.get(longer.key) ?? 0,
        'sleepover-adjacent',
        switches,
      ),
    );
  }
  return { pieces: out, warnings };
}
