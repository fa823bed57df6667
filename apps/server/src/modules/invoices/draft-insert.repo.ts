import type { BuiltInvoiceLine, InvoicePeriod } from '@care/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Lines per INSERT: one JSON parameter each, so only the statement's size is bounded. */
const CHUNK = 1000;

/** The invoice_lines columns a draft sets (the others keep their defaults: id, claim and save fields). */
const COLUMNS = [
  'company_id',
  'profile_id',
  'status',
  'period_from',
  'period_to',
  'source_key',
  'split_ids',
  'shift_roster_id',
  'attendance_id',
  'staff_id',
  'support_item_id',
  'item_number',
  'item_name',
  'support_category_number',
  'unit',
  'description',
  'date',
  'date_from',
  'date_to',
  'duration_ticks',
  'agreed_duration_ticks',
  'billed_duration_ticks',
  'short_delivery',
  'short_delivery_reason',
  'unit_price_cents',
  'amount_cents',
  'quantity',
  'total_km',
  'shift_code',
  'shift_period',
  'day',
  'claim_type',
  'cancellation_reason',
  'explanation',
  'user_created',
  'date_created',
] as const;
type DraftRow = Record<(typeof COLUMNS)[number], unknown>;

const columnList = sql.raw(COLUMNS.join(', '));

/** A built line as the row the JSON carries, keyed by column. */
function draftRow(
  line: BuiltInvoiceLine,
  o: { companyId: string; profileId: string; period: InvoicePeriod; user: string; now: Date },
): DraftRow {
  return {
    company_id: o.companyId,
    profile_id: o.profileId,
    status: 'Draft',
    period_from: o.period.fromDate,
    period_to: o.period.toDate,
    source_key: line.sourceKey,
    split_ids: line.splitIds,
    shift_roster_id: line.shiftRosterId,
    attendance_id: line.attendanceId,
    staff_id: line.staffId,
    support_item_id: line.supportItemId,
    item_number: line.itemNumber,
    item_name: line.itemName,
    support_category_number: line.supportCategoryNumber,
    unit: line.unit,
    description: line.description,
    date: line.date,
    date_from: line.dateFrom.toISOString(),
    date_to: line.dateTo.toISOString(),
    duration_ticks: line.durationTicks,
    agreed_duration_ticks: line.agreedDurationTicks,
    billed_duration_ticks: line.billedDurationTicks,
    short_delivery: line.shortDelivery,
    short_delivery_reason: line.explanation.delivery?.confirmed?.reason ?? null,
    unit_price_cents: line.unitPriceCents,
    amount_cents: line.amountCents,
    quantity: line.quantity,
    total_km: line.totalKm,
    shift_code: line.shiftCode,
    shift_period: line.shiftPeriod,
    day: line.day,
    claim_type: line.claimType,
    cancellation_reason: line.cancellationReason,
    explanation: line.explanation,
    user_created: o.user,
    date_created: o.now.toISOString(),
  };
}

/**
 * Inserts built lines as Draft of the period; returns how many were inserted. Each chunk is one
 * JSON parameter expanded by json_populate_recordset: a month of a large tenant is ~5,500 lines,
 * which as bound parameters (33 a row) cost more to build than to store.
 */
export async function insertDrafts(
  db: Queryable,
  input: {
    companyId: string;
    period: InvoicePeriod;
    user: string;
    now: Date;
    lines: readonly { profileId: string; line: BuiltInvoiceLine }[];
  },
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < input.lines.length; i += CHUNK) {
    const rows = input.lines
      .slice(i, i + CHUNK)
      .map(({ profileId, line }) => draftRow(line, { ...input, profileId }));
    // A source already on another line of the client (a draft of an overlapping period) stays there.
    const result = await db.execute(sql`
      insert into invoice_lines (${columnList})
      select ${columnList} from json_populate_recordset(null::invoice_lines, ${JSON.stringify(rows)}::json)
      on conflict do nothing
      returning id`);
    inserted += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return inserted;
}
