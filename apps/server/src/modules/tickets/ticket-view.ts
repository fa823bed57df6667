import { type TicketView, ticketStatus } from '@care/domain';
import { fileUrl } from '../files/files.api.ts';
import type { TicketRecord } from './tickets.repo.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A ticket as the spec's lists and details reply it (spec 3 §3 Ticket). */
export function ticketView(t: TicketRecord): TicketView {
  const { row } = t;
  return {
    ticketId: row.id,
    subject: row.subject,
    description: row.description,
    ticketType: row.ticketType,
    isOpen: row.isOpen,
    status: ticketStatus(row.isOpen),
    user: t.user || 'Former user',
    userId: row.userId,
    userRole: t.userRole,
    assignedTo: row.assignedTo,
    assignedToName: row.assignedTo ? t.assignedToName : null,
    imageUrl: row.fileId ? fileUrl(row.fileId) : null,
    imageName: row.fileId ? t.imageName : null,
    replyCount: Number(t.replyCount),
    lastReplyDate: iso(t.lastReplyDate),
    dateCreated: row.dateCreated.toISOString(),
    dateModified: iso(row.dateModified),
    dateClosed: iso(row.dateClosed),
  };
}
