import { z } from 'zod';
import { optionalText, requiredText } from '../schemas/form-fields.ts';

/** Ticket types (spec 3 §3, §9). */
export const TICKET_TYPES = ['Support', 'Technical', 'Billing', 'Others'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Spec 3 §5 and §8: the raise-ticket form's one message for any empty marked field. */
export const TICKET_FIELDS_EMPTY = 'Fields marked cannot be empty';

export const TICKET_TEXTS = {
  raised: 'Your ticket was raised. The office will answer it here.',
  deleted: 'The ticket was deleted.',
  replied: 'Your answer was sent.',
  closed: 'The ticket was closed.',
  reopened: 'The ticket was reopened.',
  assigned: 'The ticket was assigned.',
  attachment: 'The attachment must be a .pdf, .doc or .docx document',
  type: `Choose a ticket type: ${TICKET_TYPES.join(', ')}`,
  noAssignee: 'Choose an administrator of the company',
} as const;

/**
 * Raising a ticket (spec 3 §5, §7.6): type, subject and description required; the attachment
 * (ImageFIle, .pdf/.doc/.docx) is checked by its bytes on the server.
 */
export const raiseTicketSchema = z.object({
  ticketType: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: TICKET_FIELDS_EMPTY })
      .min(1, TICKET_FIELDS_EMPTY)
      .refine((v) => v === '' || (TICKET_TYPES as readonly string[]).includes(v), TICKET_TEXTS.type),
  ),
  subject: requiredText(TICKET_FIELDS_EMPTY, 200),
  description: requiredText(TICKET_FIELDS_EMPTY, 4000),
  companyId: optionalText(60),
});
export type RaiseTicketInput = z.input<typeof raiseTicketSchema>;

/** An answer on a ticket; `close` closes it with the answer (ours: spec 3 §4.5 open or closed). */
export const ticketReplySchema = z.object({
  message: requiredText('Write an answer', 4000),
  close: z.boolean().optional(),
  articleId: z.uuid('The article id must be a UUID').nullable().optional(),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

export const ticketAssignSchema = z.object({
  assignedTo: z.uuid(TICKET_TEXTS.noAssignee).nullable(),
});

/** Spec 3 §4.5: a ticket is open or closed. */
export function ticketStatus(isOpen: boolean): 'Open' | 'Closed' {
  return isOpen ? 'Open' : 'Closed';
}

export interface TicketReplyView {
  ticketReplyId: string;
  message: string;
  user: string;
  userId: string | null;
  fromOffice: boolean;
  dateCreated: string;
}

/** A ticket as the lists and details reply it (spec 3 §3 Ticket). */
export interface TicketView {
  ticketId: string;
  subject: string;
  description: string;
  ticketType: string;
  isOpen: boolean;
  status: 'Open' | 'Closed';
  user: string;
  userId: string | null;
  userRole: string | null;
  assignedTo: string | null;
  assignedToName: string | null;
  imageUrl: string | null;
  imageName: string | null;
  replyCount: number;
  lastReplyDate: string | null;
  dateCreated: string;
  dateModified: string | null;
  dateClosed: string | null;
}

export interface TicketDetailsView extends TicketView {
  replies: TicketReplyView[];
}
