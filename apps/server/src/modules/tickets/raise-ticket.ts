import { raiseTicketSchema, type StatusReply, TICKET_TEXTS } from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { insertTicket } from './tickets.repo.ts';

const userQuery = z.object({ userId: z.string().optional() });

/**
 * Raising a ticket (spec 3 §2.4, §5, §7.6): any signed-in user, for themselves; multipart Subject,
 * Description, TicketType, ImageFIle (.pdf/.doc/.docx, read from its bytes), CompanyId.
 */
export const raiseTicketRoute = routeSpec({
  method: 'POST',
  url: '/Tickets/raise_ticket',
  summary: 'Raise a ticket (type, subject, description, optional .pdf/.doc/.docx attachment)',
  tags: ['Tickets'],
  querystring: userQuery,
  body: raiseTicketSchema,
  multipart: { files: ['imageFile'] },
  activity: 'Raised a ticket',
  async handler({
    db,
    deps,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { ticketId: string }> {
    const upload = files.imageFile;
    const stored = upload
      ? await storeUpload(db, deps.files, upload, 'document', {
          companyId: principal.companyId,
          userId: principal.uid,
          field: 'imageFile',
        })
      : null;
    const ticketId = await insertTicket(db, {
      companyId: principal.companyId,
      userId: principal.uid,
      ticketType: body.ticketType,
      subject: body.subject,
      description: body.description,
      fileId: stored?.fileId ?? null,
      dateCreated: now,
      userCreated: principal.fullName,
    });
    recordActivity(`Raised a ${body.ticketType} ticket: ${body.subject}`);
    return { status: 'Success', message: TICKET_TEXTS.raised, ticketId };
  },
});
