import { TICKS_PER_MS } from '../ticks.ts';
import { bandText, higherRateText, itemText, pricingText } from './explain-line.ts';
import type {
  BillableAttendance,
  BillableSplit,
  BuiltInvoiceLine,
  CatalogueIndex,
  LineContext,
  PricingRow,
} from './invoice-lines.ts';
import { lineAmountCents, lineQuantity, quoteFor } from './invoice-money.ts';
import type { InvoiceLineExplanation } from './invoice-view.ts';
import { highestCode, lineDescription, makeLine, priceCode, rosteredPieces, sum } from './line-draft.ts';

export { dayName, lineDescription } from './line-draft.ts';

/** The rows by item number, for chooseItem and the pre-flight. */
export function indexCatalogue(rows: readonly PricingRow[]): CatalogueIndex {
  const index = new Map<string, PricingRow[]>();
  for (const row of rows) {
    const list = index.get(row.itemNumber);
    if (list) {
      list.push(row);
    } else {
      index.set(row.itemNumber, [row]);
    }
  }
  return index;
}

/**
 * The lines of a client's worked attendances (docs/workforce.md): one per approved split under the
 * split rule (sleepover one N line), or one per fully approved attendance under the higher-rate
 * rule; agreed durations from the rostered shift's own split; group shifts divided.
 */
export function buildInvoiceLines(
  attendances: readonly BillableAttendance[],
  ctx: LineContext,
): BuiltInvoiceLine[] {
  return attendances.flatMap((attendance) =>
    ctx.client.boundaryRule === 'higherRate' ? higherRateLines(attendance, ctx) : splitLines(attendance, ctx),
  );
}

function splitLines(attendance: BillableAttendance, ctx: LineContext): BuiltInvoiceLine[] {
  const { shift } = attendance;
  const groupSize = Math.max(1, shift.clientIds.length);
  const rostered = rosteredPieces(shift, ctx);
  return attendance.splits
    .filter((split) => split.status === 'Approved')
    .map((split) => {
      const span = { from: split.clockIn, to: split.clockOut, localDate: split.localDate };
      const rule = split.code === 'N' ? 'sleepover' : 'split';
      return makeLine(
        {
          sourceKey: `split:${split.attendanceSplitId}`,
          shift,
          attendance,
          splits: [split],
          staffId: attendance.staffId,
          staffName: attendance.staffName,
          code: split.code,
          date: split.localDate,
          from: split.clockIn,
          to: split.clockOut,
          durationTicks: split.durationTicks,
          agreedTicks: sum(
            rostered
              .filter((p) => p.code === split.code && p.localDate === split.localDate)
              .map((p) => p.durationTicks),
          ),
          totalKm: split.totalKm,
          rule,
          bandText: bandText(split.code, span, ctx.bands, rule),
          priced: priceCode(split.code, split.localDate, ctx, groupSize),
          cancellation: null,
        },
        ctx,
      );
    });
}

function higherRateLines(attendance: BillableAttendance, ctx: LineContext): BuiltInvoiceLine[] {
  const { shift } = attendance;
  const splits = [...attendance.splits].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
  const first = splits[0];
  // Billed only once every split is approved: the line is the whole attendance.
  if (!first || splits.some((s) => s.status !== 'Approved') || !coversAttendance(splits, attendance)) {
    return [];
  }
  const groupSize = Math.max(1, shift.clientIds.length);
  const date = first.localDate;
  const span = { from: attendance.clockIn, to: attendance.clockOut, localDate: date };
  const sleepover = shift.isNightShift || splits.every((s) => s.code === 'N');
  const best = sleepover
    ? { code: 'N', priced: priceCode('N', date, ctx, groupSize) }
    : highestCode(
        splits.map((s) => s.code),
        date,
        ctx,
        groupSize,
      );
  if (!best) {
    return [];
  }
  return [
    makeLine(
      {
        sourceKey: `attendance:${attendance.attendanceId}`,
        shift,
        attendance,
        splits,
        staffId: attendance.staffId,
        staffName: attendance.staffName,
        code: best.code,
        date,
        from: attendance.clockIn,
        to: attendance.clockOut,
        durationTicks: sum(splits.map((s) => s.durationTicks)),
        agreedTicks: (shift.dateTo.getTime() - shift.dateFrom.getTime()) * TICKS_PER_MS,
        totalKm: sum(splits.map((s) => s.totalKm)),
        rule: sleepover ? 'sleepover' : 'higherRate',
        bandText: sleepover
          ? bandText('N', span, ctx.bands, 'sleepover')
          : higherRateText(
              best.code,
              splits.map((s) => s.code),
              span,
              ctx.bands,
            ),
        priced: best.priced,
        cancellation: null,
      },
      ctx,
    ),
  ];
}

/**
 * Whether the splits (in time order) are the whole attendance: splits are recomputed from its
 * times, so one left out (not approved, or dated outside the load's period) leaves a gap.
 */
function coversAttendance(splits: readonly BillableSplit[], attendance: BillableAttendance): boolean {
  let reached = attendance.clockIn.getTime();
  for (const split of splits) {
    if (split.clockIn.getTime() !== reached) {
      return false;
    }
    reached = split.clockOut.getTime();
  }
  return reached === attendance.clockOut.getTime();
}

/**
 * A line on another item (the Edit Invoice activity choice): unit price, amount, quantity and item
 * fields recomputed; the explanation's item and pricing say so and `edited` records who and when.
 * Throws nothing: the caller checks the row is in force and priced (invoice messages).
 */
export function repriceLine(
  line: {
    date: string;
    agreedDurationTicks: number;
    /** The time billed (agreed, or worked when short); the agreed time when not given. */
    billedDurationTicks?: number;
    itemNumber: string | null;
    explanation: InvoiceLineExplanation;
  },
  row: PricingRow,
  place: LineContext['client'],
  edit: { by: string; at: Date },
): Pick<
  BuiltInvoiceLine,
  | 'supportItemId'
  | 'itemNumber'
  | 'itemName'
  | 'supportCategoryNumber'
  | 'unit'
  | 'description'
  | 'unitPriceCents'
  | 'amountCents'
  | 'quantity'
  | 'explanation'
> {
  const old = line.explanation;
  const groupSize = Math.max(1, old.pricing.groupSize);
  const quote = quoteFor(row, place, groupSize);
  const unitPriceCents = quote.unitPriceCents ?? 0;
  const billed =
    row.unit === 'H' ? (line.billedDurationTicks ?? line.agreedDurationTicks) : line.agreedDurationTicks;
  const amountCents = lineAmountCents(unitPriceCents, billed, row.unit);
  const quantity = lineQuantity(billed, row.unit);
  const worked = old.splits.length > 0 ? sum(old.splits.map((s) => s.durationTicks)) : null;
  const explanation: InvoiceLineExplanation = {
    ...old,
    item: {
      source: 'edited',
      supportItemId: row.supportItemId,
      itemNumber: row.itemNumber,
      itemName: row.itemName,
      catalogueName: row.catalogueName,
      startDate: row.startDate,
      endDate: row.endDate,
      priceColumn: quote.column,
      limitCents: quote.limitCents,
      unit: row.unit,
      text: itemText(old.band.code, { source: 'edited', row }, quote),
    },
    pricing: {
      groupSize,
      unitPriceCents,
      agreedDurationTicks: line.agreedDurationTicks,
      quantity,
      amountCents,
      text: pricingText({
        limitCents: quote.limitCents,
        groupSize,
        unitPriceCents,
        unit: row.unit,
        agreedDurationTicks: line.agreedDurationTicks,
        billedTicks: billed,
        workedTicks: worked,
        amountCents,
      }),
    },
    edited: {
      by: edit.by,
      at: edit.at.toISOString(),
      fromItemNumber: line.itemNumber,
      toItemNumber: row.itemNumber,
    },
  };
  return {
    supportItemId: row.supportItemId,
    itemNumber: row.itemNumber,
    itemName: row.itemName,
    supportCategoryNumber: row.supportCategoryNumber,
    unit: row.unit,
    description: lineDescription(row.itemName, old.band.code, old.worker?.fullName ?? null),
    unitPriceCents,
    amountCents,
    quantity,
    explanation,
  };
}
