// Sleepovers (SCHADS.md §4.9): the allowance for each night, and work during it at the overtime
// rate of the day it falls on (Mon–Sat 150% for the first 2 h then 200%, Sunday 200%, public
// holiday 250%), with a minimum of 1 h for all the work of the night together.
import type { WorkBands } from '../attendance/work-bands.ts';
import { daySegments } from './day-segments.ts';
import { type Decimal, decimal, times } from './decimal.ts';
import { PAY_LIMITS } from './pay-rules.ts';
import { cutSegment, type PayShift, type Segment, segmentMs } from './pay-shift.ts';
import type { PaySwitches } from './pay-switches.ts';
import type { WorkerPaySettings } from './pay-types.ts';
import type { PricedPiece } from './priced-piece.ts';
import type { RateBook } from './rate-book.ts';
import { durationText, HOUR_MS, wallDate } from './wall-clock.ts';

const NO_WORK =
  'No work recorded during the sleepover: the allowance only. Work during a sleepover is paid at the overtime rate of the day, 1 h minimum in total (cl 25.7(e))';

/** The overtime multiplier of a sleepover-work hour: [FT/PT, casual] by day and band. */
function multiplierOf(s: Segment, inBand: boolean, casual: boolean, switches: PaySwitches): Decimal {
  const casualRates = casual && switches.casualSleepoverWork === 'casual-overtime';
  const [permanent, withLoading] =
    s.day === 'holiday' ? ['2.5', '2.75'] : s.day === 'sunday' || !inBand ? ['2', '2.25'] : ['1.5', '1.75'];
  return decimal(casualRates ? withLoading : permanent);
}

/** The sleepover's allowance and work pieces, or none when a rate is missing (the book holds the problem). */
export function priceSleepover(
  shift: PayShift,
  settings: WorkerPaySettings,
  ctx: { book: RateBook; switches: PaySwitches; bands: WorkBands },
): PricedPiece[] {
  const part = shift.sleepover;
  if (!part) {
    return [];
  }
  const sleep = part.period;
  const date = wallDate(sleep.wallIn);
  const casual = settings.employmentType === 'CASUAL';
  const owner = { shiftKey: shift.key, periodKey: sleep.key, shiftRosterId: sleep.attendance.shiftRosterId };
  const segments = daySegments(sleep.worked, owner, ctx.bands);
  const workedMs = segments.reduce((sum, s) => sum + segmentMs(s), 0);
  const pieces: PricedPiece[] = [];
  const allowance = ctx.book.allowance('sleepover', date);
  if (allowance) {
    pieces.push({
      ...owner,
      category: 'sleepover-allowance',
      date,
      start: null,
      end: null,
      ms: null,
      units: decimal('1'),
      multiplier: null,
      casual: false,
      base: null,
      award: null,
      rate: allowance.rate,
      rateRowId: allowance.rowId,
      ote: false,
      ruleId: 'sleepover-allowance',
      note: null,
      warnings: workedMs === 0 ? [NO_WORK] : [],
      aggregated: false,
    });
  }
  const warnings = casual
    ? [
        'The casual rate for sleepover work is not stated by any source: paid at the company’s setting (SCHADS.md §11 #13)',
      ]
    : [];
  const minimumMs = PAY_LIMITS.sleepoverWorkMinimumHours * HOUR_MS;
  if (workedMs > 0 && workedMs < minimumMs) {
    const last = segments[segments.length - 1] as Segment;
    const hourly = ctx.book.hourly(shift, settings, last.date);
    if (hourly) {
      const multiplier = multiplierOf(last, true, casual, ctx.switches);
      pieces.push(workPiece(last, minimumMs, multiplier, hourly, ctx.switches, casual, warnings, owner));
      (pieces[pieces.length - 1] as PricedPiece).note =
        `${durationText(workedMs)} worked, paid the 1 h minimum`;
    }
    return pieces;
  }
  let band = PAY_LIMITS.overtime150BandHours * HOUR_MS;
  for (const s of segments) {
    const bandEnd = s.start + (s.day === 'holiday' || s.day === 'sunday' ? 0 : band);
    for (const piece of cutSegment(s, bandEnd)) {
      const inBand = piece.start < bandEnd;
      if (inBand) {
        band -= segmentMs(piece);
      }
      const hourly = ctx.book.hourly(shift, settings, piece.date);
      if (hourly) {
        const multiplier = multiplierOf(piece, inBand, casual, ctx.switches);
        pieces.push(
          workPiece(piece, segmentMs(piece), multiplier, hourly, ctx.switches, casual, warnings, owner),
        );
      }
    }
  }
  return pieces;
}

function workPiece(
  s: Segment,
  ms: number,
  multiplier: Decimal,
  hourly: { rate: Decimal; rowId: string; award: Decimal | null },
  switches: PaySwitches,
  casual: boolean,
  warnings: string[],
  owner: { shiftKey: string; periodKey: string; shiftRosterId: string | null },
): PricedPiece {
  return {
    ...owner,
    category: 'sleepover-work',
    date: s.date,
    start: s.start,
    end: s.end,
    ms,
    units: null,
    multiplier,
    casual,
    base: hourly.rate,
    award: hourly.award,
    rate: times(hourly.rate, multiplier),
    rateRowId: hourly.rowId,
    ote: switches.oteSleepoverWork,
    ruleId: 'sleepover-work',
    note: null,
    warnings,
    aggregated: false,
  };
}
