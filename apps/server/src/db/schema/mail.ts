import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';

export interface OutboxAttachment {
  fileId: string;
  name: string;
}

/** Every e-mail the product sends: kept for the admins' mailbox, delivered by SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    to: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    /**
     * Stored (kept locally, no SMTP configured), Pending (awaiting SMTP), Sending (claimed by a
     * delivery; `dateSent` holds when, until the outcome is recorded), Sent, Failed.
     */
    status: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dateSent: timestamp({ withTimezone: true }),
    userCreated: text(),
  },
  (t) => [
    index('mail_outbox_company_idx').on(t.companyId, t.dateCreated),
    index('mail_outbox_status_idx').on(t.status),
  ],
);
