import { appPage } from '../../app/route-kit.tsx';
import { MailboxPage } from './MailboxPage.tsx';

/** The admins' mailbox: the outbox of the mail port (docs/decisions.md, Mail port). */
export const mailboxRoutes = [appPage('user/mailbox', 'mailbox.view', MailboxPage)] as const;
