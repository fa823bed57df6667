import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { supportItems } from './catalogue.ts';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { files } from './files.ts';
import { profiles, staffs } from './people.ts';

/** The client whose care record a row belongs to; the row goes when the client does. */
const ofClient = () => ({
  id: id(),
  companyId: companyId().references(() => companies.id),
  profileId: uuid()
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
});

/** Every tab reads a client's rows of its table. */
const byClient = (name: string) => (t: { companyId: AnyPgColumn; profileId: AnyPgColumn }) => [
  index(`${name}_client_idx`).on(t.companyId, t.profileId),
];

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

/** Disability support needs (spec 2 §3 Disability); only the client's first record is used (§4). */
export const disabilities = pgTable(
  'disabilities',
  {
    ...ofClient(),
    mobilityAssistance: boolean().notNull().default(false),
    mobilityIndependent: text(),
    mobilityDescription: text(),
    hearingIssues: text(),
    hearingDescription: text(),
    visionIssues: text(),
    visionDescription: text(),
    memoryIssues: text(),
    memoryDescription: text(),
    communicationAssistance: boolean().notNull().default(false),
    communicationMeans: text(),
    communicationDescription: text(),
    communicationAttachment: text(),
    ...auditColumns(),
  },
  byClient('disabilities'),
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

/**
 * A funded item on the client's schedule of support (spec 2 §3 Support schedule): quantity in hours
 * a day, the hourly cost in cents as priced from the catalogue row it was chosen from.
 */
export const supportSchedules = pgTable(
  'support_schedules',
  {
    ...ofClient(),
    supportItemId: uuid().references(() => supportItems.id),
    supportType: text().notNull(),
    itemNumber: text().notNull(),
    quantity: doublePrecision().notNull(),
    costCents: integer().notNull(),
    frequency: text().notNull(),
    ...auditColumns(),
  },
  byClient('support_schedules'),
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

/** Health support needs (spec 2 §3 HealthSupport); healthPlan is the medication frequency. */
export const healthSupports = pgTable(
  'health_supports',
  {
    ...ofClient(),
    requireMedication: boolean().notNull().default(false),
    healthPlan: text(),
    support: text(),
    supportDetails: text(),
    healthIssues: text(),
    ...auditColumns(),
  },
  byClient('health_supports'),
);

/** Community support needs (spec 2 §3 CommunitySupport). */
export const communitySupports = pgTable(
  'community_supports',
  {
    ...ofClient(),
    communityAssistance: text(),
    transportType: text(),
    transportAssistance: text(),
    activitiesParticipation: text(),
    activitiesAssistance: text(),
    ...auditColumns(),
  },
  byClient('community_supports'),
);

/** Behaviour support needs (spec 2 §3 BehaviourSupport). */
export const behaviourSupports = pgTable(
  'behaviour_supports',
  {
    ...ofClient(),
    question1: text(),
    question2: text(),
    question3: text(),
    behaviourPlan: text(),
    riskAssessment: text(),
    ...auditColumns(),
  },
  byClient('behaviour_supports'),
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
