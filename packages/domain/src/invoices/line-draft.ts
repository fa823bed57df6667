// A line and its whole explanation from what it bills (the shared part of build-lines.ts).

import { SHIFT_CODES, type ShiftCode, shiftCodeName } from '../attendance/shift-codes.ts';
import { type SplitPiece, splitAttendance } from '../attendance/split-attendance.ts';
import { weekdayOf } from '../roster/calendar-grid.ts';
import { claimItemFor } from './claim-suffix.ts';
import { agreedOnly, deliveredAgainstAgreed } from './delivery.ts';
import { cancellationText, itemText, pricingText, ttpText } from './explain-line.ts';
import type {
  BillableAttendance,
  BillableCancellation,
  BillableShift,
  BillableSplit,
  BuiltInvoiceLine,
  ChosenItem,
  LineContext,
  PriceQuote,
  PricingRow,
} from './invoice-lines.ts';
import { lineAmountCents, lineQuantity, quoteFor } from './invoice-money.ts';
import type { BandRule, InvoiceLineExplanation } from './invoice-view.ts';
import { chooseItem } from './item-bands.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday name of a local date ('Monday'…). */
export const dayName = (date: string): string => DAY_NAMES[weekdayOf(date)] ?? '';

/** A line's short description; the explanation says the rest. */
export function lineDescription(itemName: string | null, code: string, staffName: string | null): string {
  return [itemName ?? 'No support item for this band', shiftCodeName(code), staffName]
    .filter((part) => part)
    .join(' · ');
}

const isShiftCode = (code: string): code is ShiftCode => (SHIFT_CODES as readonly string[]).includes(code);

export interface Priced {
  chosen: ChosenItem;
  quote: PriceQuote | null;
  unitPriceCents: number;
}

/** The item and price of a code on a date for the client and group. */
export function priceCode(code: string, date: string, ctx: LineContext, groupSize: number): Priced {
  const chosen: ChosenItem = isShiftCode(code)
    ? chooseItem(code, date, ctx.schedule, ctx.catalogue)
    : { source: 'none', row: null };
  const quote = chosen.row ? quoteFor(chosen.row, ctx.client, groupSize) : null;
  return { chosen, quote, unitPriceCents: quote?.unitPriceCents ?? 0 };
}

/** The code billed whole under the higher-rate rule: the highest unit price, ties to the later band. */
export function highestCode(codes: readonly string[], date: string, ctx: LineContext, groupSize: number) {
  let best: { code: string; priced: Priced } | null = null;
  for (const code of codes) {
    const priced = priceCode(code, date, ctx, groupSize);
    if (!best || priced.unitPriceCents >= best.priced.unitPriceCents) {
      best = { code, priced };
    }
  }
  return best;
}

/** The rostered shift split by band: the agreed time of each code and local date. */
export function rosteredPieces(shift: BillableShift, ctx: LineContext): SplitPiece[] {
  return splitAttendance(
    {
      clockIn: shift.dateFrom,
      clockOut: shift.dateTo,
      isNightShift: shift.isNightShift,
      isExceptionalShift: shift.isExceptionalShift,
    },
    ctx.bands,
  );
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

export interface LineDraft {
  sourceKey: string;
  shift: BillableShift;
  attendance: BillableAttendance | null;
  splits: readonly BillableSplit[];
  staffId: string | null;
  staffName: string | null;
  code: string;
  date: string;
  from: Date;
  to: Date;
  durationTicks: number;
  agreedTicks: number;
  totalKm: number;
  rule: BandRule;
  bandText: string;
  priced: Priced;
  cancellation: BillableCancellation | null;
}

/** A built line and its whole explanation from a draft. */
export function makeLine(d: LineDraft, ctx: LineContext): BuiltInvoiceLine {
  const groupSize = Math.max(1, d.shift.clientIds.length);
  // A cancellation on or after 1 July 2026 is claimed on the _CA item when the catalogue has it.
  const claim =
    d.cancellation && d.priced.chosen.row
      ? claimItemFor(d.priced.chosen.row, 'CANC', d.date, ctx.catalogue)
      : null;
  const priced: Priced =
    claim?.suffixed && claim.row !== d.priced.chosen.row
      ? suffixedPrice(claim.row, d.priced, ctx, groupSize)
      : d.priced;
  const row = priced.chosen.row;
  const unit = row?.unit ?? null;
  const unitPriceCents = priced.unitPriceCents;
  // Delivered against agreed: hourly lines of worked time; a cancellation or unit-E line bills agreed.
  const delivery =
    d.cancellation || (unit !== null && unit !== 'H')
      ? agreedOnly(d.agreedTicks)
      : deliveredAgainstAgreed(d.durationTicks, d.agreedTicks, ctx.toleranceMinutes);
  const billedTicks = delivery.billedTicks;
  const amountCents = unit ? lineAmountCents(unitPriceCents, billedTicks, unit) : 0;
  const quantity = unit ? lineQuantity(billedTicks, unit) : 0;
  const reasonCode = d.cancellation ? (d.cancellation.reasonCode ?? 'NSDO') : null;
  const explanation: InvoiceLineExplanation = {
    shift: {
      shiftRosterId: d.shift.shiftRosterId,
      dateFrom: d.shift.dateFrom.toISOString(),
      dateTo: d.shift.dateTo.toISOString(),
      clients: [...d.shift.clientNames],
      groupSize,
      isNightShift: d.shift.isNightShift,
      isExceptionalShift: d.shift.isExceptionalShift,
    },
    worker: d.staffId || d.staffName ? { staffId: d.staffId, fullName: d.staffName ?? '' } : null,
    attendance: d.attendance
      ? {
          attendanceId: d.attendance.attendanceId,
          clockIn: d.attendance.clockIn.toISOString(),
          clockOut: d.attendance.clockOut.toISOString(),
          source: d.attendance.source,
        }
      : null,
    splits: d.splits.map((s) => ({
      attendanceSplitId: s.attendanceSplitId,
      code: s.code,
      clockIn: s.clockIn.toISOString(),
      clockOut: s.clockOut.toISOString(),
      durationTicks: s.durationTicks,
      status: s.status,
    })),
    band: { code: d.code, name: shiftCodeName(d.code), rule: d.rule, text: d.bandText },
    item: {
      source: priced.chosen.source,
      supportItemId: row?.supportItemId ?? null,
      itemNumber: row?.itemNumber ?? null,
      itemName: row?.itemName ?? null,
      catalogueName: row?.catalogueName ?? null,
      startDate: row?.startDate ?? null,
      endDate: row?.endDate ?? null,
      priceColumn: priced.quote?.column ?? null,
      limitCents: priced.quote?.limitCents ?? null,
      unit,
      text: itemText(d.code, priced.chosen, priced.quote),
    },
    pricing: {
      groupSize,
      unitPriceCents,
      agreedDurationTicks: d.agreedTicks,
      quantity,
      amountCents,
      text: pricingText({
        limitCents: priced.quote?.limitCents ?? null,
        groupSize,
        unitPriceCents,
        unit,
        agreedDurationTicks: d.agreedTicks,
        billedTicks,
        workedTicks: d.cancellation ? null : d.durationTicks,
        amountCents,
      }),
    },
    cancellation:
      d.cancellation && reasonCode
        ? {
            cancellationDate: d.cancellation.cancellationDate.toISOString(),
            noticeMinutes: d.cancellation.noticeMinutes,
            reasonCode,
            reason: d.cancellation.reason,
            text: cancellationText(d.cancellation.noticeMinutes, reasonCode),
          }
        : null,
    ttp: ttpText(d.date, ctx.withTTP),
    delivery,
    claimRule: claim?.text ?? null,
    edited: null,
  };
  return {
    sourceKey: d.sourceKey,
    splitIds: d.splits.map((s) => s.attendanceSplitId),
    shiftRosterId: d.shift.shiftRosterId,
    attendanceId: d.attendance?.attendanceId ?? null,
    staffId: d.staffId,
    supportItemId: row?.supportItemId ?? null,
    itemNumber: row?.itemNumber ?? null,
    itemName: row?.itemName ?? null,
    supportCategoryNumber: row?.supportCategoryNumber ?? null,
    unit,
    description: lineDescription(row?.itemName ?? null, d.code, d.staffName),
    date: d.date,
    dateFrom: d.from,
    dateTo: d.to,
    durationTicks: d.durationTicks,
    agreedDurationTicks: d.agreedTicks,
    billedDurationTicks: billedTicks,
    shortDelivery: delivery.kind === 'short' ? 'Unconfirmed' : null,
    unitPriceCents,
    amountCents,
    quantity,
    totalKm: d.totalKm,
    shiftCode: d.code,
    shiftPeriod: shiftCodeName(d.code),
    day: dayName(d.date),
    claimType: d.cancellation && claim?.claimType !== null ? 'CANC' : null,
    cancellationReason: reasonCode,
    explanation,
  };
}

/** The suffixed row's price for the client and group, keeping where the base item came from. */
function suffixedPrice(row: PricingRow, base: Priced, ctx: LineContext, groupSize: number): Priced {
  const quote = quoteFor(row, ctx.client, groupSize);
  return { chosen: { source: base.chosen.source, row }, quote, unitPriceCents: quote.unitPriceCents ?? 0 };
}
