import type { Action } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { findTicket, type TicketRecord } from './tickets.repo.ts';

/**
 * The ticket, when the caller may reach it: the office (ticket.manage) every ticket of the company,
 * anyone else only their own (spec 3 §6). Anything else is a 404, as for a missing ticket.
 */
export async function reachableTicket(
  db: Queryable,
  principal: Principal,
  granted: readonly Action[],
  id: string,
): Promise<TicketRecord> {
  const ticket = await findTicket(db, principal.companyId, id);
  if (!ticket || (!granted.includes('ticket.manage') && ticket.row.userId !== principal.uid)) {
    throw notFound();
  }
  return ticket;
}
