// The explanation stored with an invoice line: what it bills, the band rule, the catalogue row
// and the arithmetic (docs/workforce.md "Boundary rule for billing").
import type { Delivery } from './delivery.ts';

/** How the band of a line was chosen (docs/workforce.md "Boundary rule for billing"). */
export const BAND_RULES = ['split', 'higherRate', 'sleepover', 'cancellation'] as const;
export type BandRule = (typeof BAND_RULES)[number];

/**
 * Where a line's support item came from: the client's support schedule (an item naming the band),
 * the same family as a scheduled item (its name with another band), the company default (self-care
 * 0107), none (the band has no item for this client: fails pre-flight), or an administrator's edit.
 */
export const ITEM_SOURCES = ['schedule', 'family', 'default', 'none', 'edited'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];

/**
 * Why a line says what it says: the shift, worker, attendance and splits it bills, the band rule,
 * the catalogue row (item, price column, version) and the arithmetic. Stored with the line as a
 * snapshot; shown in the invoice screen's expanded row and the PDF's appendix. Each `text` is a
 * sentence a plan manager can read.
 */
export interface InvoiceLineExplanation {
  shift: {
    shiftRosterId: string | null;
    dateFrom: string;
    dateTo: string;
    clients: string[];
    /** Clients on the shift: 2 or more is a group support. */
    groupSize: number;
    isNightShift: boolean;
    isExceptionalShift: boolean;
  };
  worker: { staffId: string | null; fullName: string } | null;
  attendance: { attendanceId: string; clockIn: string; clockOut: string; source: string } | null;
  splits: {
    attendanceSplitId: string;
    code: string;
    clockIn: string;
    clockOut: string;
    durationTicks: number;
    status: string;
  }[];
  band: { code: string; name: string; rule: BandRule; text: string };
  item: {
    source: ItemSource;
    supportItemId: string | null;
    itemNumber: string | null;
    itemName: string | null;
    /** The imported catalogue's name, e.g. 'NDIS Support Catalogue 2025-26 v1.1'. */
    catalogueName: string | null;
    startDate: string | null;
    endDate: string | null;
    /** NSW…WA, National, Remote or Very Remote. */
    priceColumn: string | null;
    /** The column's price limit in cents (before dividing for a group). */
    limitCents: number | null;
    unit: string | null;
    text: string;
  };
  pricing: {
    groupSize: number;
    unitPriceCents: number;
    agreedDurationTicks: number;
    quantity: number;
    amountCents: number;
    /** e.g. '$70.23 ÷ 2 = $35.11 (rounded down to the cent) × 3.50 h = $122.89'. */
    text: string;
  };
  cancellation: {
    cancellationDate: string;
    noticeMinutes: number;
    reasonCode: string;
    reason: string | null;
    text: string;
  } | null;
  /** Why TTP did or did not apply (TTP ended 1 July 2024); null when the switch was not relevant. */
  ttp: string | null;
  /** Delivered against agreed (absent on lines saved before the rule). */
  delivery?: Delivery | null;
  /** Which claim rule applied to a claim type (the 2026-27 suffixes); absent when none. */
  claimRule?: string | null;
  /** The last change of the activity (support item) by an administrator. */
  edited: { by: string; at: string; fromItemNumber: string | null; toItemNumber: string | null } | null;
}
