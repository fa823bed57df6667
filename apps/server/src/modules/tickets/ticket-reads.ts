import type { TicketDetailsView, TicketView } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyQuery, idParams } from '../people/people.api.ts';
import { reachableTicket } from './ticket-access.ts';
import { ticketView } from './ticket-view.ts';
import { listReplies, listTickets, ofUser } from './tickets.repo.ts';

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

/** One ticket with its answers (spec 3 §2.4 details). */
export const getTicketRoute = routeSpec({
  method: 'GET',
  url: '/Tickets/:id',
  summary: 'One ticket and its answers (the raiser’s own, or any for the office)',
  tags: ['Tickets'],
  params: idParams,
  async handler({ db, principal, params, reach }): Promise<TicketDetailsView> {
    const ticket = await reachableTicket(db, principal, reach, params.id);
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
