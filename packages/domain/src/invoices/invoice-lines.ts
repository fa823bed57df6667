import type { ShiftCode } from '../attendance/shift-codes.ts';
import type { WorkBands } from '../attendance/work-bands.ts';
import type { PriceColumn } from '../catalogue/parser.ts';
import type { DatedRow, PricingPlace, StoredPrices } from '../catalogue/pricing.ts';
import type { BoundaryRule } from './invoice-schemas.ts';
import type { InvoiceLineExplanation, ItemSource } from './line-explanation.ts';

/** A catalogue row as pricing reads it (support_items with its catalogue's name and layout). */
export interface PricingRow extends DatedRow {
  supportItemId: string;
  itemName: string;
  unit: string;
  quote: boolean;
  registrationGroupNumber: string | null;
  supportCategoryNumber: string | null;
  prices: StoredPrices;
  layout: 'states' | 'national';
  catalogueName: string;
}

/** The company's catalogue rows by item number (see indexCatalogue), built once per request. */
export type CatalogueIndex = ReadonlyMap<string, readonly PricingRow[]>;

/** An approved split to bill. */
export interface BillableSplit {
  attendanceSplitId: string;
  code: ShiftCode | string;
  clockIn: Date;
  clockOut: Date;
  durationTicks: number;
  localDate: string;
  totalKm: number;
  status: string;
}

/** A worked attendance of a shift of the client, with the approved splits to bill. */
export interface BillableAttendance {
  attendanceId: string;
  clockIn: Date;
  clockOut: Date;
  /** clock | marked */
  source: string;
  staffId: string;
  staffName: string;
  shift: BillableShift;
  splits: BillableSplit[];
}

export interface BillableShift {
  shiftRosterId: string;
  dateFrom: Date;
  dateTo: Date;
  isNightShift: boolean;
  isExceptionalShift: boolean;
  /** Every client of the shift (its size is the group's). */
  clientIds: string[];
  clientNames: string[];
}

/** A shift the client cancelled at short notice (rostering recorded it), to bill as CANC. */
export interface BillableCancellation {
  shift: BillableShift;
  staffId: string | null;
  staffName: string | null;
  cancellationDate: Date;
  noticeMinutes: number;
  /** NSDH, NSDF, NSDT or NSDO; null is billed as NSDO (other). */
  reasonCode: string | null;
  reason: string | null;
}

/** The client billed, as pricing needs them. */
export interface InvoiceClient extends PricingPlace {
  profileId: string;
  fullName: string;
  boundaryRule: BoundaryRule;
}

/** An item on the client's support schedule. */
export interface ScheduledItem {
  itemNumber: string;
  itemName: string;
}

/** Everything a line is priced from, besides the work itself. */
export interface LineContext {
  client: InvoiceClient;
  bands: WorkBands;
  schedule: readonly ScheduledItem[];
  catalogue: CatalogueIndex;
  /** Load with TTP (spec 3 §2.3): only supports before 1 July 2024 could be affected. */
  withTTP: boolean;
  /** The company's delivery tolerance in whole minutes (work settings; 0 allowed). */
  toleranceMinutes: number;
}

/** A line as the loader stores it (invoice_lines without ids, status or period). */
export interface BuiltInvoiceLine {
  sourceKey: string;
  splitIds: string[];
  shiftRosterId: string;
  attendanceId: string | null;
  staffId: string | null;
  supportItemId: string | null;
  itemNumber: string | null;
  itemName: string | null;
  supportCategoryNumber: string | null;
  unit: string | null;
  description: string;
  date: string;
  dateFrom: Date;
  dateTo: Date;
  durationTicks: number;
  agreedDurationTicks: number;
  /** The time billed: agreed, or worked to the minute for an unconfirmed short delivery. */
  billedDurationTicks: number;
  /** Unconfirmed or Confirmed when worked was short of agreed beyond the tolerance; else null. */
  shortDelivery: ShortDeliveryState | null;
  unitPriceCents: number;
  amountCents: number;
  quantity: number;
  totalKm: number;
  shiftCode: string;
  shiftPeriod: string;
  day: string;
  claimType: 'CANC' | null;
  cancellationReason: string | null;
  explanation: InvoiceLineExplanation;
}

export const SHORT_DELIVERY_STATES = ['Unconfirmed', 'Confirmed'] as const;
export type ShortDeliveryState = (typeof SHORT_DELIVERY_STATES)[number];

/** The item chosen for a code on a date, and why. */
export interface ChosenItem {
  source: ItemSource;
  row: PricingRow | null;
}

/** A priced row for a client: the column, its limit and the unit price after dividing for a group. */
export interface PriceQuote {
  column: PriceColumn;
  limitCents: number | null;
  unitPriceCents: number | null;
}
