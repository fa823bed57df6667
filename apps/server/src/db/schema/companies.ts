import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns.ts';

/** A tenant: one care provider. */
export const companies = pgTable('companies', {
  id: id(),
  name: text().notNull(),
  abn: text(),
  ndisRegistrationNumber: text(),
  timeZone: text().notNull().default('Australia/Sydney'),
  address: text(),
  email: text(),
  phoneNumber: text(),
  ...auditColumns(),
});
