import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  addressColumns,
  auditColumns,
  bankColumns,
  companyId,
  id,
  kinColumns,
  personColumns,
  socialColumns,
} from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Employment and pay fields shared by administrators and staff. */
const employmentColumns = () => ({
  maxStaffId: text(),
  employmentType: text(),
  payRate: text(),
  payDay: text(),
  salary: text(),
  position: text(),
  profession: text(),
  taxFile: text(),
  offerLetter: text(),
});

/** An office administrator (spec 1 §3 Administrator). */
export const administrators = pgTable(
  'administrators',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...personColumns(),
    ...addressColumns(),
    ...kinColumns(),
    ...bankColumns(),
    ...socialColumns(),
    ...employmentColumns(),
    /** The payroll employee id (issue 28), null until imported or posted to Xero. */
    employeeId: text(),
    xerolink: text(),
    ...auditColumns(),
  },
  (t) => [
    index('administrators_company_idx').on(t.companyId),
    // One record per e-mail (any case) in a company: concurrent creates cannot both land.
    uniqueIndex('administrators_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** A support worker (spec 2 §3 Staff profile). */
export const staffs = pgTable(
  'staffs',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...personColumns(),
    ...addressColumns(),
    ...kinColumns(),
    ...bankColumns(),
    ...socialColumns(),
    ...employmentColumns(),
    aboutMe: text(),
    employeeId: text(),
    level: text(),
    dateJoined: text(),
    signatureUrl: text(),
    auditApproved: boolean().notNull().default(false),
    xerolink: text(),
    ...auditColumns(),
  },
  (t) => [
    index('staffs_company_idx').on(t.companyId),
    // One record per e-mail (any case) in a company: concurrent creates cannot both land.
    uniqueIndex('staffs_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** A participant (client) and their care profile (spec 1 §3 Client profile). */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...personColumns(),
    /** Optional for a participant (issue 40 item 5): many have none, their representative signs. */
    email: text(),
    ...addressColumns(),
    ...kinColumns(),
    contactId: text(),
    clientId: text(),
    xerolink: text(),
    ndisNo: text(),
    referral: text(),
    careManager: text(),
    careManagerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    auditApproved: boolean().notNull().default(false),
    culturalBackground: text(),
    financialArrangement: text(),
    indigenousSatatus: text(),
    ndisPlan: text(),
    ndisPlanNote: text(),
    preferredLanguage: text(),
    privacyPreferences: text(),
    requireInterpreter: text(),
    agreementStartDate: text(),
    agreementEndDate: text(),
    signature: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Where the participant lives for NDIS pricing: null, 'Remote' (MMM6) or 'Very Remote' (MMM7). */
    remoteness: text(),
    /** How a support across a band edge is billed: 'split' (per band, the default) or 'higherRate' (agreed with the participant). */
    boundaryRule: text().notNull().default('split'),
    /** Who funds the client (issue 39 item 1): NDIS, SUPPORT_AT_HOME or PRIVATE; routes each line. */
    fundingProgram: text().notNull().default('NDIS'),
    ...auditColumns(),
  },
  (t) => [
    index('profiles_company_idx').on(t.companyId),
    // One record per e-mail (any case) in a company: concurrent creates cannot both land.
    uniqueIndex('profiles_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
  ],
);
