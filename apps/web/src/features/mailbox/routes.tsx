import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

/** The admins' mailbox: the outbox of the mail port (docs/decisions/platform.md, "Mail port"). */
export const mailboxRoutes = [
  appPage(
    'user/mailbox',
    'mailbox.view',
    lazyRouteComponent(() => import('./MailboxPage.tsx'), 'MailboxPage'),
  ),
] as const;
