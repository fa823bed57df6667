import type {
  CommissionNotification,
  CorrectiveAction,
  IncidentAcknowledgement,
  IncidentAddition,
  IncidentWitness,
} from '@care/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles, staffs } from './people.ts';
import { shiftRosters } from './roster.ts';
import { shiftReports } from './shift-reports.ts';

/**
 * The incident register (docs/reference/FORMS-AND-INCIDENTS.md §B5): every incident, near miss and
 * hazard, reportable or not. The rows of a record that are read and written with it (witnesses,
 * acknowledgements, Commission notifications, corrective actions) are kept in it as JSON.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** Numbered per company from 1: shown as INC-0001. */
    incidentNo: integer().notNull(),
    type: text().notNull(),
    status: text().notNull().default('New'),
    title: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    description: text().notNull(),
    immediateActions: text().notNull(),
    personHarmed: boolean().notNull(),
    harmDetails: text(),
    othersInvolved: text(),
    witnesses: jsonb().$type<IncidentWitness[]>().notNull().default([]),
    firstAid: boolean(),
    emergencyServices: jsonb().$type<string[]>().notNull().default([]),
    policeReference: text(),
    familyNotified: boolean(),
    guardianNotified: boolean(),
    reportable: text().notNull(),
    categories: jsonb().$type<number[]>().notNull().default([]),
    restrictivePracticeHarm: boolean(),
    /** The participant the incident is about (none for a hazard with no one involved). */
    profileId: uuid().references(() => profiles.id, { onDelete: 'set null' }),
    /** The worker involved (the reporting worker when raised from their shift report). */
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    shiftRosterId: uuid().references(() => shiftRosters.id, { onDelete: 'set null' }),
    /** The shift report whose "Incident? Yes" made or took this incident: one incident a report (issue 40). */
    shiftReportId: uuid().references(() => shiftReports.id, { onDelete: 'set null' }),
    reportedByUserId: uuid(),
    reportedByName: text().notNull(),
    reportedAt: timestamp({ withTimezone: true }).notNull(),
    /** When key personnel became aware: the clocks start here (§B3). */
    awareAt: timestamp({ withTimezone: true }).notNull(),
    acknowledgements: jsonb().$type<IncidentAcknowledgement[]>().notNull().default([]),
    notifications: jsonb().$type<CommissionNotification[]>().notNull().default([]),
    findings: text(),
    investigationStartedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    closedByName: text(),
    correctiveActions: jsonb().$type<CorrectiveAction[]>().notNull().default([]),
    /** What the reporter or the office added after the report ("Add to it"), oldest first. */
    additions: jsonb().$type<IncidentAddition[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('incidents_company_no_unique').on(t.companyId, t.incidentNo),
    index('incidents_open_idx').on(t.companyId).where(sql`${t.status} <> 'Closed'`),
    index('incidents_client_idx').on(t.companyId, t.profileId),
    index('incidents_staff_idx').on(t.companyId, t.staffId),
    index('incidents_shift_idx').on(t.shiftRosterId),
    // The last guard against a double tap on a weak signal: a report has one incident.
    uniqueIndex('incidents_shift_report_unique')
      .on(t.shiftReportId)
      .where(sql`${t.shiftReportId} is not null`),
  ],
);

/**
 * The company's incident counter: each report takes the next number in one statement on this row,
 * so reports made at the same moment wait on it in turn and none is refused (issue 37 item 12).
 */
export const incidentCounters = pgTable('incident_counters', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id),
  /** The number the next incident gets (INC-0001 is 1). */
  nextIncidentNo: integer().notNull().default(1),
});

/** The company's key personnel: the users told of every incident at once, who acknowledge it. */
export const incidentKeyPersonnel = pgTable(
  'incident_key_personnel',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('incident_key_personnel_unique').on(t.companyId, t.userId)],
);

/** The restrictive practices register: one record per use, RP Rules s15(2) (§C). */
export const restrictivePractices = pgTable(
  'restrictive_practices',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    practiceType: text().notNull(),
    use: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    description: text().notNull(),
    reason: text().notNull(),
    behaviour: text().notNull(),
    injury: text(),
    lessRestrictiveOptions: text().notNull(),
    leadingUp: text(),
    actionsTaken: text().notNull(),
    peopleInvolved: text(),
    witnesses: text(),
    authorised: boolean().notNull(),
    authorisationReference: text(),
    /** The category-6 incident an unauthorised use raised. */
    incidentId: uuid().references(() => incidents.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [index('restrictive_practices_month_idx').on(t.companyId, t.startedAt)],
);
