import { z } from 'zod';
import { requiredText } from '../schemas/form-fields.ts';

/** Who a message goes to: one person, everyone of a role, or all staff (issue 29). */
export const MESSAGE_RECIPIENT_KINDS = ['user', 'role', 'allStaff'] as const;

export const MESSAGE_TEXTS = {
  sent: 'Your message was sent.',
  noRecipient: 'Choose who the message is for',
  notAllowed: 'You can write only to the office.',
  nobody: 'No one of that role can receive messages from you.',
  read: 'Marked as read.',
} as const;

/** The form fields a message's files travel in (multipart): at most three files a message (ours). */
export const MESSAGE_ATTACHMENT_FIELDS = ['attachment1', 'attachment2', 'attachment3'] as const;

const OFFICE_ROLES = ['CompanyAdmin', 'Administrator'];

/**
 * Whether a user of one role may write to a user of another: the office writes to anyone of the
 * company; everyone else only to the office, never to their peers (issue 29).
 */
export function mayWriteTo(senderRole: string, recipientRole: string): boolean {
  return OFFICE_ROLES.includes(senderRole) || OFFICE_ROLES.includes(recipientRole);
}

const emptyAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const messageSchema = z
  .object({
    recipientKind: z.enum(MESSAGE_RECIPIENT_KINDS, { error: MESSAGE_TEXTS.noRecipient }),
    // A form sends an unused choice as '' (multipart): read as none.
    recipientUserId: z.preprocess(emptyAsNull, z.uuid(MESSAGE_TEXTS.noRecipient).nullable().optional()),
    recipientRole: z.preprocess(emptyAsNull, z.string().trim().max(60).nullable().optional()),
    subject: requiredText('Enter a subject', 200),
    body: requiredText('Write a message', 8000),
  })
  .superRefine((v, ctx) => {
    if (v.recipientKind === 'user' && !v.recipientUserId) {
      ctx.addIssue({ code: 'custom', path: ['recipientUserId'], message: MESSAGE_TEXTS.noRecipient });
    }
    if (v.recipientKind === 'role' && !v.recipientRole) {
      ctx.addIssue({ code: 'custom', path: ['recipientRole'], message: MESSAGE_TEXTS.noRecipient });
    }
  });
export type MessageInput = z.input<typeof messageSchema>;

export interface MessageView {
  messageId: string;
  subject: string;
  body: string;
  sender: { userId: string | null; fullName: string };
  recipient: { userId: string; fullName: string };
  /** What the sender chose: a person's name, 'All Staff', or a role. */
  sentTo: string;
  /** The files sent with it: read by its sender and its recipients only. */
  attachments: { name: string; url: string }[];
  isRead: boolean;
  dateCreated: string;
  dateRead: string | null;
}
