import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { files, knowledgeArticles, ticketReplies, tickets, users } from '../../db/schema/index.ts';

export type NewTicket = typeof tickets.$inferInsert;
export type ArticleRow = typeof knowledgeArticles.$inferSelect;

const assignee = alias(users, 'assignee');
const replyCounts = sql<number>`(select count(*)::int from ${ticketReplies} r where r.ticket_id = "tickets"."id")`;
const lastReply = sql<Date | null>`(select max(r.date_created) from ${ticketReplies} r where r.ticket_id = "tickets"."id")`;

/** A ticket with its raiser's and assignee's names and its attachment's name. */
export interface TicketRecord {
  row: typeof tickets.$inferSelect;
  user: string | null;
  userRole: string | null;
  assignedToName: string | null;
  imageName: string | null;
  replyCount: number;
  lastReplyDate: Date | string | null;
}

/** The company's tickets matching `where`, newest first (spec 3 §9). */
export async function listTickets(db: Queryable, companyId: string, where?: SQL): Promise<TicketRecord[]> {
  return db
    .select({
      row: tickets,
      user: fullNameSql(users.firstName, null, users.lastName),
      userRole: users.role,
      assignedToName: fullNameSql(assignee.firstName, null, assignee.lastName),
      imageName: files.originalName,
      replyCount: replyCounts,
      lastReplyDate: lastReply,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedTo))
    .leftJoin(files, and(eq(files.id, tickets.fileId), eq(files.companyId, tickets.companyId)))
    .where(and(eq(tickets.companyId, companyId), where))
    .orderBy(desc(tickets.dateCreated), desc(tickets.id));
}

export async function findTicket(db: Queryable, companyId: string, id: string): Promise<TicketRecord | null> {
  const [row] = await listTickets(db, companyId, eq(tickets.id, id));
  return row ?? null;
}

export const ofUser = (userId: string) => eq(tickets.userId, userId);

export async function insertTicket(db: Queryable, row: NewTicket): Promise<string> {
  const [out] = await db.insert(tickets).values(row).returning({ id: tickets.id });
  return out?.id as string;
}

export async function deleteTicket(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.delete(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
}

export async function updateTicket(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<NewTicket>,
): Promise<void> {
  await db
    .update(tickets)
    .set(change)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
}

export async function insertReply(db: Queryable, row: typeof ticketReplies.$inferInsert): Promise<void> {
  await db.insert(ticketReplies).values(row);
}

/** A ticket's answers, oldest first (a conversation reads down). */
export function listReplies(db: Queryable, companyId: string, ticketId: string) {
  return db
    .select({
      ticketReplyId: ticketReplies.id,
      message: ticketReplies.message,
      userId: ticketReplies.userId,
      fromOffice: ticketReplies.fromOffice,
      dateCreated: ticketReplies.dateCreated,
      user: fullNameSql(users.firstName, null, users.lastName),
    })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.userId))
    .where(and(eq(ticketReplies.companyId, companyId), eq(ticketReplies.ticketId, ticketId)))
    .orderBy(ticketReplies.dateCreated, ticketReplies.id);
}

/** Whether the user is an office user of the company (one a ticket may be assigned to). */
export async function isOfficeUser(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.id, userId),
        inArray(users.role, ['CompanyAdmin', 'Administrator']),
      ),
    );
  return row !== undefined;
}

// Knowledge base

/** The company's articles for these audiences, by category then title. */
export function listArticles(db: Queryable, companyId: string, audiences: readonly string[]) {
  return db
    .select()
    .from(knowledgeArticles)
    .where(
      and(eq(knowledgeArticles.companyId, companyId), inArray(knowledgeArticles.audience, [...audiences])),
    )
    .orderBy(knowledgeArticles.category, knowledgeArticles.title);
}

export async function findArticle(db: Queryable, companyId: string, id: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.companyId, companyId), eq(knowledgeArticles.id, id)));
  return row ?? null;
}

export async function insertArticle(
  db: Queryable,
  row: typeof knowledgeArticles.$inferInsert,
): Promise<string> {
  const [out] = await db.insert(knowledgeArticles).values(row).returning({ id: knowledgeArticles.id });
  return out?.id as string;
}

export async function updateArticle(
  db: Queryable,
  companyId: string,
  id: string,
  change: Partial<typeof knowledgeArticles.$inferInsert>,
): Promise<number> {
  const rows = await db
    .update(knowledgeArticles)
    .set(change)
    .where(and(eq(knowledgeArticles.companyId, companyId), eq(knowledgeArticles.id, id)))
    .returning({ id: knowledgeArticles.id });
  return rows.length;
}

export async function deleteArticle(db: Queryable, companyId: string, id: string): Promise<number> {
  const rows = await db
    .delete(knowledgeArticles)
    .where(and(eq(knowledgeArticles.companyId, companyId), eq(knowledgeArticles.id, id)))
    .returning({ id: knowledgeArticles.id });
  return rows.length;
}

/** A user's e-mail and name, for the mail that tells them of an answer. */
export async function userContact(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: fullNameSql(users.firstName, null, users.lastName) })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row ?? null;
}
