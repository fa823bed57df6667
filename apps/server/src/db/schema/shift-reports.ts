import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { shiftRosters } from './roster.ts';

/** The shift report of a shift (spec 3 §3 ShiftReport), filled by its worker and signed before clock-out. */
export const shiftReports = pgTable(
  'shift_reports',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    shiftRosterId: uuid()
      .notNull()
      .references(() => shiftRosters.id, { onDelete: 'cascade' }),
    urgentMatters: text(),
    medicationGiven: text(),
    medicationSigned: text(),
    medicationAvailable: text(),
    medicatioErrors: text(),
    isMealManagementPlan: boolean(),
    details_IfNotMealMaganementPlan: text(),
    isDrinkingProblem: boolean(),
    details_IfProblemExist: text(),
    isHealthIssues: boolean(),
    details_IfHealthIssuesExist: text(),
    /** Rich text (sanitised HTML, images inline). */
    goal_Progress: text().notNull(),
    contactFamily: text(),
    isIncident: boolean(),
    details_IfIsIncident: text(),
    isBehaviourConcerned: boolean(),
    details_ifIsBehaviourConcerned: text(),
    isSigned: boolean().notNull().default(false),
    signedAt: timestamp({ withTimezone: true }),
    signedByStaffId: uuid(),
    /** The phone's id of a queued report, so a replay is saved once. */
    requestId: text(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('shift_reports_shift_unique').on(t.shiftRosterId),
    index('shift_reports_company_created_idx').on(t.companyId, t.dateCreated),
  ],
);
