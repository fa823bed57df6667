import type { TicketDetailsView, TicketView } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { LoadedRow } from '../../http/kernel-needs.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { companyQuery, idParams } from '../people/people.api.ts';
import { ticketView } from './ticket-view.ts';
import { findTicket, listReplies, listTickets, ofUser, type TicketRecord } from './tickets.repo.ts';

const userQuery = z.object({ userId: z.uuid('userId must be a UUID').optional() });

/** Every ticket of the company, newest first: the office's list (spec 3 §2.4, §7.6). */
export const getAllTicketsRoute = routeSpec({
  method: 'GET',
  url: '/Tickets/get_all_tickets',
  summary: 'The company’s tickets, newest first',
  tags: ['Tickets'],
  querystring: companyQuery,
  async handler({ db, principal }): Promise<TicketView[]> {
    return (await listTickets(db, principal.companyId)).map(ticketView);
  },
});

/**
 * A user's tickets, newest first: the caller's own; the office may name another user of the
 * company. Anyone else naming another user gets 404 (spec 3 §6: their own tickets).
 */
export const getUserTicketsRoute = routeSpec({
  method: 'GET',
  url: '/Tickets/get_user_tickets',
  summary: 'The signed-in user’s own tickets (the office: any user’s), newest first',
  tags: ['Tickets'],
  querystring: userQuery,
  async handler({ db, principal, query, reach }): Promise<TicketView[]> {
    const userId = query.userId ?? principal.uid;
    if (userId !== principal.uid && !reach.all) {
      throw notFound();
    }
    return (await listTickets(db, principal.companyId, ofUser(userId))).map(ticketView);
  },
});

/**
 * A ticket route's row (`reach: 'ticket', row: 'params.id'`): the company's ticket, whose raiser is
 * its owner; the kernel lets the office (ticket.manage) reach every one, anyone else their own
 * (spec 3 §6), and answers 404 otherwise, as for a missing ticket.
 */
export async function ticketRow(
  db: Queryable,
  principal: Principal,
  id: string,
): Promise<LoadedRow | undefined> {
  const ticket = await findTicket(db, principal.companyId, id);
  return ticket ? { owner: { userId: ticket.row.userId }, row: ticket } : undefined;
}

/** One ticket with its answers (spec 3 §2.4 details). */
export const getTicketRoute = routeSpec({
  method: 'GET',
  url: '/Tickets/:id',
  summary: 'One ticket and its answers (the raiser’s own, or any for the office)',
  tags: ['Tickets'],
  params: idParams,
  async handler({ db, principal, params, row }): Promise<TicketDetailsView> {
    const ticket = row as TicketRecord;
    const replies = await listReplies(db, principal.companyId, params.id);
    return {
      ...ticketView(ticket),
      replies: replies.map((r) => ({
        ticketReplyId: r.ticketReplyId,
        message: r.message,
        userId: r.userId,
        user: r.user || 'Former user',
        fromOffice: r.fromOffice,
        dateCreated: r.dateCreated.toISOString(),
      })),
    };
  },
});
