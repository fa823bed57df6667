import { type RouteTable, route } from '../../http/route-table.ts';
import {
  addArticleRoute,
  deleteArticleRoute,
  editArticleRoute,
  getKnowledgebaseRoute,
} from './knowledge-base.ts';
import { raiseTicketRoute } from './raise-ticket.ts';
import {
  assignTicketRoute,
  closeTicketRoute,
  deleteTicketRoute,
  reopenTicketRoute,
  replyTicketRoute,
} from './ticket-actions.ts';
import { getAllTicketsRoute, getTicketRoute, getUserTicketsRoute } from './ticket-reads.ts';

/**
 * Tickets and the knowledge base (spec 3 §2.4, §6, §7.6): any signed-in user raises, reads, answers
 * and deletes their own tickets (the kernel loads a ticket route's row and narrows `ticket.own` to the
 * caller's own: `row`); the office every one.
 */
export const ticketRoutes: RouteTable = [
  route(getAllTicketsRoute, 'ticket.manage'),
  route(getUserTicketsRoute, ['ticket.own', 'ticket.manage'], { reach: 'ticket' }),
  route(getKnowledgebaseRoute, 'knowledgeBase.view'),
  route(addArticleRoute, 'knowledgeBase.manage'),
  route(editArticleRoute, 'knowledgeBase.manage'),
  route(deleteArticleRoute, 'knowledgeBase.manage'),
  route(raiseTicketRoute, 'ticket.own'),
  route(deleteTicketRoute, ['ticket.own', 'ticket.manage'], { reach: 'ticket', row: 'params.id' }),
  route(replyTicketRoute, ['ticket.own', 'ticket.manage'], { reach: 'ticket', row: 'params.id' }),
  route(closeTicketRoute, 'ticket.manage', { reach: 'ticket', row: 'params.id' }),
  route(reopenTicketRoute, 'ticket.manage', { reach: 'ticket', row: 'params.id' }),
  route(assignTicketRoute, 'ticket.manage', { reach: 'ticket', row: 'params.id' }),
  route(getTicketRoute, ['ticket.own', 'ticket.manage'], { reach: 'ticket', row: 'params.id' }),
];
