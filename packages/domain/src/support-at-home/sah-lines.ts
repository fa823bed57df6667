// Delivered Support at Home service lines (issue 39 item 4; SUPPORT-AT-HOME.md §5.3, §7, §8): each
// approved attendance split of a Support at Home client's shift that names a service becomes one line,
// billed with the same delivered-time rule as NDIS invoices (agreed time within the tolerance, worked
// time when short), priced at the provider's published price in force on the day, its contribution by
// the service's category and the client's rate in force, and the government amount = price − contribution.
import { type SplitPiece, splitAttendance } from '../attendance/split-attendance.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import { agreedOnly, deliveredAgainstAgreed } from '../invoices/delivery.ts';
import type { BillableAttendance } from '../invoices/invoice-lines.ts';
import { TICKS_PER_MINUTE } from '../ticks.ts';
import type { SahLifetimeCapRow } from './sah-budgets.data.ts';
import {
  contributionLine,
  contributionRateOn,
  lifetimeCapOn,
  lifetimeCapRoomCents,
} from './sah-contributions.ts';
import { dollars } from './sah-money.ts';
import {
  capRefusal,
  priceRowOn,
  quantityLabel,
  type SahPriceRow,
  type SahServiceUnit,
  serviceAmountCents,
  serviceQuantity,
} from './sah-services.ts';
import type { SahCategory, SahContributionRate, SahRounding } from './sah-types.ts';

/** The service a shift names, as a line reads it. */
export interface SahLineService {
  serviceId: string;
  category: SahCategory;
  serviceTypeCode: string | null;
  serviceType: string;
  serviceCode: string | null;
  name: string;
  unit: SahServiceUnit;
}

/** An approved attendance of a Support at Home client's shift, with the service the shift names. */
export interface SahAttendance extends BillableAttendance {
  service: SahLineService | null;
  /**
   * The attendance's other splits (any date) not approved yet. A visit is rounded once, over all of
   * its pieces, so none of it is claimed until all of it is approved (absent: none).
   */
  awaitingSplits?: number;
}

/** What a client's lines read of the client. */
export interface SahClientFacts {
  clientId: string;
  rates: readonly SahContributionRate[];
  grandfathered: boolean;
  /** Contributions paid towards the lifetime cap before these lines (Services Australia's figure wins). */
  contributionsPaidCents: number;
}

/** What every client's lines read the same. */
export interface SahLineContext {
  /** The company's zone and band edges; holidays may be empty (the splits' PH dates are added). */
  bands: WorkBands;
  toleranceMinutes: number;
  /** The service's PRICE and CAP rows by service id. */
  prices: ReadonlyMap<string, readonly SahPriceRow[]>;
  capRows: readonly SahLifetimeCapRow[];
  rounding: SahRounding;
}

/** One delivered line: an approved attendance split, never two lines of one split. */
export interface SahLine {
  /** 'split:<attendanceSplitId>': the line's identity (a line is claimed once). */
  sourceKey: string;
  attendanceSplitId: string;
  attendanceId: string;
  shiftRosterId: string;
  clientId: string;
  serviceDate: string;
  from: Date;
  to: Date;
  staffName: string;
  service: SahLineService | null;
  /** Hours in 0.25 steps, or units (meal, trip, each). */
  quantity: number;
  /** The quantity in hundredths (a quarter hour is 25). */
  quantityHundredths: number;
  /** The published price in force on the day; null when none. */
  unitPriceCents: number | null;
  grossCents: number;
  rateBp: number;
  /** Whether a rate row was in force (none: the no-assessment default, never claimed). */
  rateEntered: boolean;
  contributionCents: number;
  governmentCents: number;
  /** The cap refusal, when the price is above a cap in force on the day. */
  capProblem: string | null;
  /** The visit's pieces not approved yet: the line waits for them (the pre-flight's visitAwaiting). */
  awaitingPieces: number;
  explanation: string[];
  warnings: string[];
}

/** The rostered shift's own pieces: the agreed time of a split is its band's piece on its date. */
function agreedTicksOf(pieces: readonly SplitPiece[], code: string, localDate: string): number {
  return pieces
    .filter((p) => p.code === code && p.localDate === localDate)
    .reduce((sum, p) => sum + p.durationTicks, 0);
}

/**
 * A client's lines from their approved attendances, in time order: one per approved split (an
 * hourly service bills the split's delivered time; a meal, trip or item is one unit, on the
 * attendance's first split only). The lifetime cap's room is carried from line to line.
 */
export function sahLinesOf(
  attendances: readonly SahAttendance[],
  client: SahClientFacts,
  ctx: SahLineContext,
): SahLine[] {
  const lines: SahLine[] = [];
  const ordered = [...attendances].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
  let paidCents = client.contributionsPaidCents;
  for (const attendance of ordered) {
    const pieces = splitAttendance(
      {
        clockIn: attendance.shift.dateFrom,
        clockOut: attendance.shift.dateTo,
        isNightShift: attendance.shift.isNightShift,
        isExceptionalShift: attendance.shift.isExceptionalShift,
      },
      // A public holiday is known from the splits themselves (every split of that date is PH), so the
      // agreed pieces match them without the holiday table.
      {
        ...ctx.bands,
        holidays: new Set([
          ...ctx.bands.holidays,
          ...attendance.splits.filter((s) => s.code === 'PH').map((s) => s.localDate),
        ]),
      },
    );
    const splits = attendance.splits
      .filter((s) => s.status === 'Approved')
      .sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
    const service = attendance.service;
    const unit = service?.unit ?? 'HOUR';
    const delivered = splits.map((split) => {
      const agreedTicks = agreedTicksOf(pieces, split.code, split.localDate);
      const delivery =
        unit === 'HOUR'
          ? deliveredAgainstAgreed(split.durationTicks, agreedTicks, ctx.toleranceMinutes)
          : agreedOnly(agreedTicks);
      return { split, delivery, minutes: Math.floor(delivery.billedTicks / TICKS_PER_MINUTE) };
    });
    // One visit is rounded to the quarter hour once, not line by line: each line takes the visit's
    // rounded time so far less what its earlier lines took (a 19:50–20:10 visit split at 20:00 is
    // 0.25 h and 0 h, never 0.25 + 0.25), and a line left with nothing is not a line.
    const visitMinutes = delivered.reduce((sum, d) => sum + d.minutes, 0);
    const visitQuantity = serviceQuantity(unit, visitMinutes).quantity;
    let soFarMinutes = 0;
    let soFarHundredths = 0;
    const visit: SahLine[] = [];
    delivered.forEach(({ split, delivery, minutes }, index) => {
      soFarMinutes += minutes;
      const through = serviceQuantity(unit, soFarMinutes).hundredths;
      const hourly = { quantity: (through - soFarHundredths) / 100, hundredths: through - soFarHundredths };
      soFarHundredths = through;
      // A meal, trip or item is delivered once per attendance: its other splits claim nothing.
      const q =
        unit === 'HOUR'
          ? hourly
          : index === 0
            ? serviceQuantity(unit, minutes)
            : { quantity: 0, hundredths: 0 };
      const priceRows = service ? (ctx.prices.get(service.serviceId) ?? []) : [];
      const price = service ? priceRowOn(priceRows, 'PRICE', split.localDate) : null;
      const cap = service ? priceRowOn(priceRows, 'CAP', split.localDate) : null;
      const grossCents = price ? serviceAmountCents(price.amountCents, q.hundredths) : 0;
      const rate = contributionRateOn(client.rates, split.localDate);
      const capRow = lifetimeCapOn(ctx.capRows, client.grandfathered, split.localDate);
      const contribution = contributionLine({
        grossCents,
        category: service?.category ?? 'CLINICAL',
        rate,
        capRoomCents: capRow ? lifetimeCapRoomCents(capRow.amountCents, paidCents) : null,
        rounding: ctx.rounding,
      });
      paidCents += contribution.contributionCents;
      const explanation = [
        `${split.localDate} ${service ? service.name : 'no Support at Home service named on the shift'} · ${attendance.staffName}`,
        delivery.text,
        unit === 'HOUR'
          ? splits.length === 1
            ? `Quantity: ${minutes} minutes to the nearest quarter hour = ${quantityLabel(unit, q.quantity)}`
            : `Quantity: ${minutes} minutes here, of the visit's ${visitMinutes} minutes over ${splits.length} pieces (a band edge or midnight); the visit rounds once to the nearest quarter hour = ${quantityLabel(unit, visitQuantity)}, ${quantityLabel(unit, q.quantity)} of it on this line`
          : index === 0
            ? `Quantity: ${quantityLabel(unit, q.quantity)} a delivery`
            : 'Quantity: 0 (the unit is claimed on the attendance’s first split)',
        price
          ? `Price: ${quantityLabel(unit, q.quantity)} × ${dollars(price.amountCents)} published from ${price.effectiveFrom} = ${dollars(grossCents)}`
          : `Price: no published price in force on ${split.localDate}`,
        contribution.explanation,
      ];
      visit.push({
        sourceKey: `split:${split.attendanceSplitId}`,
        attendanceSplitId: split.attendanceSplitId,
        attendanceId: attendance.attendanceId,
        shiftRosterId: attendance.shift.shiftRosterId,
        clientId: client.clientId,
        serviceDate: split.localDate,
        from: split.clockIn,
        to: split.clockOut,
        staffName: attendance.staffName,
        service,
        quantity: q.quantity,
        quantityHundredths: q.hundredths,
        unitPriceCents: price?.amountCents ?? null,
        grossCents,
        rateBp: contribution.rateBp,
        rateEntered: rate !== null || service?.category === 'CLINICAL',
        contributionCents: contribution.contributionCents,
        governmentCents: contribution.governmentCents,
        capProblem: service && price ? capRefusal(price.amountCents, cap, unit) : null,
        awaitingPieces: attendance.awaitingSplits ?? 0,
        explanation,
        warnings: contribution.warnings,
      });
    });
    // A visit that rounds to nothing keeps its lines, so the pre-flight says so.
    const carrying = visit.filter((l) => l.quantityHundredths > 0);
    lines.push(...(carrying.length > 0 ? carrying : visit));
  }
  return lines;
}

/** Care management is drawn from the provider's care-management account, not the services budget (§8). */
export const isCareManagement = (service: SahLineService | null): boolean =>
  service !== null && /^care management$/i.test(service.serviceType.trim());
