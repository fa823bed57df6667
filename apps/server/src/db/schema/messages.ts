import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A file sent with a message: the stored file and its name as sent. */
export interface MessageAttachment {
  fileId: string;
  name: string;
}

/**
 * A message between users of one company (spec 1 §1, §7.5 inbox and sent): one row per recipient,
 * rows of one sending sharing its sendId (a role or all staff fans out).
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    sendId: uuid().notNull(),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the sender chose: a person's name, 'All Staff', or a role. */
    sentTo: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The files of the sending, the same on each recipient's row (issue 29). */
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dateRead: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('user_messages_recipient_idx').on(t.companyId, t.recipientId, t.dateCreated),
    index('user_messages_sender_idx').on(t.companyId, t.senderId, t.dateCreated),
  ],
);
