import { api } from '../../api/api.ts';

export type MailStatus = 'Stored' | 'Pending' | 'Sending' | 'Sent' | 'Failed';

/** GET /Mailbox/get_outbox: one e-mail the product sent or kept. */
export interface OutboxMail {
  mailId: string;
  to: string;
  subject: string;
  bodyText: string;
  attachments: { fileId: string; name: string; url: string }[];
  status: MailStatus | string;
  lastError: string | null;
  dateCreated: string;
  dateSent: string | null;
  /** Whether the server has SMTP: without it, mail is kept here (status Stored). */
  smtpConfigured: boolean;
  /** A one-time link in the text was replaced because it opens an account the viewer may not take over. */
  linkHidden?: boolean;
}

export const OUTBOX_QUERY_KEY = ['mailbox', 'outbox'] as const;

export function fetchOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return api.get<OutboxMail[]>('/Mailbox/get_outbox', { signal });
}
