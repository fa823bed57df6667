import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A support ticket raised by any signed-in user (spec 3 §2.4, §3 Ticket, §4.5 open or closed). */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    /** Who raised it: they see, and may delete, their own. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ticketType: text().notNull(),
    subject: text().notNull(),
    description: text().notNull(),
    /** The attachment (ImageFIle in the spec's call): a stored .pdf/.doc/.docx file. */
    fileId: uuid(),
    isOpen: boolean().notNull().default(true),
    assignedTo: uuid().references(() => users.id, { onDelete: 'set null' }),
    dateClosed: timestamp({ withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('tickets_company_created_idx').on(t.companyId, t.dateCreated),
    index('tickets_user_idx').on(t.companyId, t.userId),
  ],
);

/** An answer on a ticket, by the office or by the person who raised it. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromOffice: boolean().notNull(),
    message: text().notNull(),
    dateCreated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.companyId, t.ticketId)],
);

/** A knowledge-base article (spec 1 §1, spec 3 §7.6 get_knowledgebase): rich text for an audience. */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    title: text().notNull(),
    category: text().notNull(),
    audience: text().notNull(),
    body: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index('knowledge_articles_company_idx').on(t.companyId)],
);
