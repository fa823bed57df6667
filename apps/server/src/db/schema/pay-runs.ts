import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { staffs } from './people.ts';

/**
 * A worker's approved pay period (issue 38 item 4: "approving a period freezes its lines"): one row
 * per worker per period, never a second (the unique index makes a second approval a 409).
 */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid()
      .notNull()
      .references(() => staffs.id),
    /** YYYY-MM-DD: the period's first and last days. */
    fromDate: text().notNull(),
    toDate: text().notNull(),
    approvedAt: timestamp({ withTimezone: true }).notNull(),
    approvedBy: text().notNull(),
    /** The frozen lines' total, corrections paid in this period included. */
    totalCents: integer().notNull(),
    /** The attendances the period's own lines cover. */
    attendanceIds: jsonb().$type<string[]>().notNull().default([]),
    /** 1 at approval; +1 each time a later period freezes a correction to this one (what payroll must post changed). */
    version: integer().notNull().default(1),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('pay_runs_period_unique').on(t.companyId, t.staffId, t.fromDate)],
);

/**
 * A frozen pay line: every field of the pay line reply, as priced at approval. `kind` correction:
 * a change to an earlier approved period (`correctsFromDate`), paid in this run's period.
 */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    payRunId: uuid()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    /** The line's place in the run (award lines first, in the engine's order, then corrections). */
    position: integer().notNull(),
    /** award | correction */
    kind: text().notNull(),
    category: text().notNull(),
    date: text().notNull(),
    toDate: text().notNull(),
    shiftRosterId: uuid(),
    /** Decimal strings as the engine writes them (2 dp hours or units; the exact rate). */
    hours: text(),
    units: text(),
    multiplier: text(),
    rate: text().notNull(),
    amountCents: integer().notNull(),
    explanation: text().notNull(),
    clause: text().notNull().default(''),
    warnings: jsonb().$type<string[]>().notNull().default([]),
    /** Each shift's share (date, shift, times, hours or units, amount, sentence): what a correction compares. */
    pieces: jsonb().$type<unknown[]>().notNull().default([]),
    /** The attendances the line covers (by its shifts). */
    attendanceIds: jsonb().$type<string[]>().notNull().default([]),
    /** A correction: the approved period it corrects, and that period's run. */
    correctsFromDate: text(),
    correctsToDate: text(),
    correctsPayRunId: uuid(),
    ...auditColumns(),
  },
  (t) => [
    index('pay_run_lines_run').on(t.payRunId),
    index('pay_run_lines_corrects').on(t.companyId, t.correctsPayRunId),
  ],
);
