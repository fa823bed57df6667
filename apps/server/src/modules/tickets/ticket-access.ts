import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { Reach } from '../../http/reach.ts';
import { findTicket, type TicketRecord } from './tickets.repo.ts';

/**
 * The ticket, when the caller may reach it (`reach: 'ticket'` on the route's line): the office
 * (ticket.manage) every ticket of the company, anyone else only their own (spec 3 §6). Anything else is a 404, as for a missing ticket.
 */
export async function reachableTicket(
  db: Queryable,
  principal: Principal,
  reach: Reach,
  id: string,
): Promise<TicketRecord> {
  const ticket = await findTicket(db, principal.companyId, id);
  if (!ticket || (!reach.all && ticket.row.userId !== reach.userId)) {
    throw notFound();
  }
  return ticket;
}
