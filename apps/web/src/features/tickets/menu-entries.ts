import { can } from '@care/domain';
import { IconBook2, IconLifebuoy } from '@tabler/icons-react';
import type { MenuEntry } from '../../platform/menu-entry.ts';
import { knowledgeBasePath, ticketListPath } from './ticket-paths.ts';

/** Tickets and help articles: every signed-in user (spec 3 §6). */
export const TICKETS_MENU: readonly MenuEntry[] = [
  {
    section: 'Communication',
    label: 'Tickets',
    icon: IconLifebuoy,
    to: ticketListPath,
    visible: (p) => can(p, 'ticket.own'),
    area: '/app/communication/view-ticket',
  },
  {
    section: 'Communication',
    label: 'Help articles',
    icon: IconBook2,
    to: knowledgeBasePath,
    visible: (p) => can(p, 'knowledgeBase.view'),
  },
];
