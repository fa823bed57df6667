import type { SplitPiece } from '../attendance/split-attendance.ts';
import { bandText, higherRateText } from './explain-line.ts';
import type { BillableCancellation, BuiltInvoiceLine, LineContext } from './invoice-lines.ts';
import { highestCode, makeLine, type Priced, priceCode, rosteredPieces, sum } from './line-draft.ts';

/** CANC lines of short-notice cancellations: the rostered time per band, worked 0, the agreed fee. */
export function buildCancellationLines(
  cancellations: readonly BillableCancellation[],
  ctx: LineContext,
): BuiltInvoiceLine[] {
  return cancellations.flatMap((cancellation) => {
    const { shift } = cancellation;
    const groupSize = Math.max(1, shift.clientIds.length);
    const pieces = rosteredPieces(shift, ctx);
    const first = pieces[0];
    if (!first) {
      return [];
    }
    const draft = (
      code: string,
      piece: SplitPiece,
      from: Date,
      to: Date,
      agreedTicks: number,
      text: string,
      priced: Priced,
    ) =>
      makeLine(
        {
          sourceKey: `cancel:${shift.shiftRosterId}:${code}:${piece.localDate}`,
          shift,
          attendance: null,
          splits: [],
          staffId: cancellation.staffId,
          staffName: cancellation.staffName,
          code,
          date: piece.localDate,
          from,
          to,
          durationTicks: 0,
          agreedTicks,
          totalKm: 0,
          rule: 'cancellation',
          bandText: text,
          priced,
          cancellation,
        },
        ctx,
      );
    if (ctx.client.boundaryRule === 'higherRate' && pieces.length > 1) {
      const best = highestCode(
        pieces.map((p) => p.code),
        first.localDate,
        ctx,
        groupSize,
      );
      if (!best) {
        return [];
      }
      const span = { from: shift.dateFrom, to: shift.dateTo, localDate: first.localDate };
      const agreed = sum(pieces.map((p) => p.durationTicks));
      const text = higherRateText(
        best.code,
        pieces.map((p) => p.code),
        span,
        ctx.bands,
      );
      return [draft(best.code, first, shift.dateFrom, shift.dateTo, agreed, text, best.priced)];
    }
    return pieces.map((piece) =>
      draft(
        piece.code,
        piece,
        piece.clockIn,
        piece.clockOut,
        piece.durationTicks,
        bandText(
          piece.code,
          { from: piece.clockIn, to: piece.clockOut, localDate: piece.localDate },
          ctx.bands,
          'cancellation',
        ),
        priceCode(piece.code, piece.localDate, ctx, groupSize),
      ),
    );
  });
}
