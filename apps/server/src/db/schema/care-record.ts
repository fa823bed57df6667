import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { byClient, ofClient } from './client-rows.ts';
import { auditColumns } from './columns.ts';
import { files } from './files.ts';
import { staffs } from './people.ts';

/** Daily activity (spec 2 §3 ClientSchedule): days and activities comma-separated, times HH:mm. */
export const clientSchedules = pgTable(
  'client_schedules',
  {
    ...ofClient(),
    days: text().notNull(),
    fromTimeOfDay: text().notNull(),
    toTimeOfDay: text().notNull(),
    activities: text().notNull(),
    ...auditColumns(),
  },
  byClient('client_schedules'),
);

/** Daily living and night support (spec 2 §3 DailyLiving). */
export const dailyLivings = pgTable(
  'daily_livings',
  {
    ...ofClient(),
    activities: text().notNull(),
    support: text(),
    supportLevel: text(),
    details: text().notNull(),
    ...auditColumns(),
  },
  byClient('daily_livings'),
);

/** Aids and equipment (spec 2 §3 Aids). */
export const aids = pgTable(
  'aids',
  {
    ...ofClient(),
    equipmentUsed: text().notNull(),
    equipmentAssistance: boolean().notNull().default(false),
    requireStaffTraining: boolean().notNull().default(false),
    ...auditColumns(),
  },
  byClient('aids'),
);

/** Money handled for the participant (spec 2 §3 ParticipantExpenditure), amounts in cents. */
export const participantExpenditures = pgTable(
  'participant_expenditures',
  {
    ...ofClient(),
    staffId: uuid().references(() => staffs.id, { onDelete: 'set null' }),
    amountProvidedByParticipantCents: integer().notNull(),
    amountReturnedToParticipantCents: integer().notNull(),
    amountSpentCents: integer().notNull(),
    purchaseDate: text(),
    purchasedItem: text(),
    reasonIfNoReciept: text(),
    receiptFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  byClient('participant_expenditures'),
);

/**
 * A client's representative (spec 2 §3 Representative). The client portal's Assistance is the same
 * record in a shorter shape (personel = position, phone = mobilePhone), so both sides see one list.
 */
export const representatives = pgTable(
  'representatives',
  {
    ...ofClient(),
    fullName: text().notNull(),
    relationship: text(),
    homePhone: text(),
    mobilePhone: text().notNull(),
    email: text().notNull(),
    position: text(),
    address: text(),
    organization: text(),
    ...auditColumns(),
  },
  byClient('representatives'),
);
