import { type StatusReply, TICKET_TEXTS, ticketAssignSchema, ticketReplySchema } from '@care/domain';
import { z } from 'zod';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { queueMail } from '../mail/mail.api.ts';
import { insertNotices } from '../notices/notices.api.ts';
import { idParams } from '../people/people.api.ts';
import {
  deleteTicket,
  insertReply,
  isOfficeUser,
  type TicketRecord,
  updateTicket,
  userContact,
} from './tickets.repo.ts';

const userQuery = z.object({ userId: z.string().optional() });

/** Deleting a ticket: the raiser their own (spec 3 §6), the office any of the company. */
export const deleteTicketRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/delete/:id',
  summary: 'Delete a ticket (the raiser’s own, or any for the office)',
  tags: ['Tickets'],
  params: idParams,
  querystring: userQuery,
  activity: 'Deleted a ticket',
  async handler({ db, principal, params, row, recordActivity }): Promise<StatusReply> {
    const ticket = row as TicketRecord;
    await deleteTicket(db, principal.companyId, params.id);
    recordActivity(`Deleted the ticket “${ticket.row.subject}”`);
    return { status: 'Success', message: TICKET_TEXTS.deleted };
  },
});

/**
 * An answer on a ticket (ours, issue 29): the office answers any ticket, the raiser adds to their
 * own. An office answer tells the raiser on their dashboard and by mail; `close` closes the ticket.
 */
export const replyTicketRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/reply/:id',
  summary: 'Answer a ticket (the office: and close it); the raiser is told',
  tags: ['Tickets'],
  params: idParams,
  body: ticketReplySchema,
  activity: 'Answered a ticket',
  async handler({ db, deps, principal, params, body, reach, row, now }): Promise<StatusReply> {
    const ticket = row as TicketRecord;
    const fromOffice = reach.all;
    await insertReply(db, {
      companyId: principal.companyId,
      ticketId: params.id,
      userId: principal.uid,
      fromOffice,
      message: body.message,
      dateCreated: now,
    });
    const close = fromOffice && body.close === true;
    await updateTicket(db, principal.companyId, params.id, {
      dateModified: now,
      userModified: principal.fullName,
      // A raiser writing again reopens their ticket; the office closes it when it says so.
      ...(close ? { isOpen: false, dateClosed: now } : fromOffice ? {} : { isOpen: true, dateClosed: null }),
    });
    const raiser = ticket.row.userId;
    if (fromOffice && raiser && raiser !== principal.uid) {
      const news = `Your ticket “${ticket.row.subject}” was answered${close ? ' and closed' : ''}.`;
      await insertNotices(db, [
        {
          companyId: principal.companyId,
          userId: raiser,
          kind: 'ticketAnswered',
          message: news,
          shiftRosterId: null,
          dateCreated: now,
        },
      ]);
      const contact = await userContact(db, principal.companyId, raiser);
      if (contact) {
        await queueMail(db, deps, {
          companyId: principal.companyId,
          to: contact.email,
          subject: `Your ticket was answered: ${ticket.row.subject}`,
          text: [
            `Hello ${contact.name},`,
            '',
            news,
            '',
            body.message,
            '',
            `Read it here: ${deps.config.publicUrl}/app/communication/view-ticket/${params.id}`,
          ].join('\n'),
          userCreated: principal.uid,
        });
      }
    }
    return { status: 'Success', message: close ? TICKET_TEXTS.closed : TICKET_TEXTS.replied };
  },
});

function openOrClose(isOpen: boolean) {
  return routeSpec({
    method: 'POST',
    url: isOpen ? '/Tickets/reopen/:id' : '/Tickets/close/:id',
    summary: isOpen ? 'Reopen a closed ticket' : 'Close a ticket (spec 3 §4.5)',
    tags: ['Tickets'],
    params: idParams,
    activity: isOpen ? 'Reopened a ticket' : 'Closed a ticket',
    async handler({ db, principal, params, now }): Promise<StatusReply> {
      await updateTicket(db, principal.companyId, params.id, {
        isOpen,
        dateClosed: isOpen ? null : now,
        dateModified: now,
        userModified: principal.fullName,
      });
      return { status: 'Success', message: isOpen ? TICKET_TEXTS.reopened : TICKET_TEXTS.closed };
    },
  });
}
export const closeTicketRoute = openOrClose(false);
export const reopenTicketRoute = openOrClose(true);

/** Assigning a ticket to an office user of the company, or to no one (ours, issue 29). */
export const assignTicketRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/assign/:id',
  summary: 'Assign a ticket to an administrator of the company (or no one)',
  tags: ['Tickets'],
  params: idParams,
  body: ticketAssignSchema,
  activity: 'Assigned a ticket',
  async handler({ db, principal, params, body, now }): Promise<StatusReply> {
    if (body.assignedTo && !(await isOfficeUser(db, principal.companyId, body.assignedTo))) {
      throw fieldError('assignedTo', TICKET_TEXTS.noAssignee);
    }
    await updateTicket(db, principal.companyId, params.id, {
      assignedTo: body.assignedTo,
      dateModified: now,
      userModified: principal.fullName,
    });
    return { status: 'Success', message: TICKET_TEXTS.assigned };
  },
});
