import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles, staffs } from './people.ts';

/** A finding of the rostering checks that an administrator chose to override (kept with the shift). */
export interface StoredFinding {
  kind: string;
  message: string;
}

/**
 * A rostered shift (spec 3 §3 ShiftRoster). No staff member: an open shift. Repeats are real rows
 * sharing `seriesId`. `status` null is a confirmed shift; Pending is a staff cancellation request
 * awaiting a decision; Cancelled is cancelled (by approval or by the client).
 */
export const shiftRosters = pgTable(
  'shift_rosters',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    /** Comma-separated names from the fixed activity list. */
    activities: text(),
    description: text(),
    appointment: text(),
    isNightShift: boolean().notNull().default(false),
    isExceptionalShift: boolean().notNull().default(false),
    /** One period of a broken shift (issue 38): paid with the broken-shift allowance and span rules. */
    isBrokenShift: boolean().notNull().default(false),
    status: text(),
    /** The reason of the last cancellation (staff request or client cancellation). */
    reason: text(),
    seriesId: uuid(),
    repeat: boolean().notNull().default(false),
    sunday: boolean().notNull().default(false),
    monday: boolean().notNull().default(false),
    tuesday: boolean().notNull().default(false),
    wednesday: boolean().notNull().default(false),
    thursday: boolean().notNull().default(false),
    friday: boolean().notNull().default(false),
    saturday: boolean().notNull().default(false),
    /** YYYY-MM-DD, the last local day a repeat may fall on. */
    stopDate: text(),
    /** The staff member who asked to be released from the shift (kept after a reassignment). */
    cancellationRequestedBy: uuid(),
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    /** Staff | Client: who cancelled a Cancelled shift. */
    cancelledBy: text(),
    /** A client's cancellation: when the client told the provider, the notice and the short-notice flag. */
    cancellationDate: timestamp({ withTimezone: true }),
    noticeMinutes: integer(),
    isShortNotice: boolean(),
    /** The NDIS cancellation reason code (NSDH, NSDF, NSDT, NSDO) for a CANC claim. */
    cancellationReasonCode: text(),
    /** Rostering checks overridden when the shift was last written, and why. */
    overriddenFindings: jsonb().$type<StoredFinding[]>(),
    overrideReason: text(),
    /**
     * The Support at Home service the shift delivers (issue 39 item 3): required when its client is
     * funded by Support at Home, null otherwise. No foreign key: the service list is another area's
     * table (its rows are never deleted).
     */
    sahServiceId: uuid(),
    ...auditColumns(),
  },
  (t) => [
    index('shift_rosters_company_from_idx').on(t.companyId, t.dateFrom),
    index('shift_rosters_staff_from_idx').on(t.companyId, t.staffId, t.dateFrom),
    index('shift_rosters_series_idx').on(t.seriesId),
  ],
);

/** The clients of a shift, in the order they were chosen (clientsId). */
export const shiftRosterClients = pgTable(
  'shift_roster_clients',
  {
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    companyId: companyId().references(() => companies.id),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shiftRosterId, t.profileId] }),
    index('shift_roster_clients_profile_idx').on(t.companyId, t.profileId),
  ],
);
