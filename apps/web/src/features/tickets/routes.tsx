import { lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_ACCESS } from '../../platform/route-access.ts';
import { appPage, appRedirect } from '../../platform/route-kit.ts';

const list = lazyRouteComponent(() => import('./TicketListPage.tsx'), 'TicketListPage');
const raise = lazyRouteComponent(() => import('./RaiseTicketPage.tsx'), 'RaiseTicketPage');
const knowledgeBase = lazyRouteComponent(() => import('./KnowledgeBasePage.tsx'), 'KnowledgeBasePage');

/** Tickets and the knowledge base (spec 3 §2.4): the communication area and the staff portal's pages. */
export const ticketRoutes = [
  appRedirect('communication', '/app/communication/view-ticket'),
  appPage('communication/view-ticket', 'ticket.own', list),
  appPage(
    'communication/view-ticket/$ticketId',
    'ticket.own',
    lazyRouteComponent(() => import('./TicketDetailsPage.tsx'), 'TicketDetailsPage'),
  ),
  appPage('communication/raise-ticket', 'ticket.own', raise),
  appPage('communication/ticket-template', 'knowledgeBase.view', knowledgeBase),
  appPage(
    'staff/staff-view-ticket',
    ROUTE_ACCESS.staffPortal,
    lazyRouteComponent(() => import('./TicketListPage.tsx'), 'StaffTicketListPage'),
  ),
  appPage('staff/staff-raise-ticket', ROUTE_ACCESS.staffPortal, raise),
  appPage('staff/communication/ticket-template', ROUTE_ACCESS.staffPortal, knowledgeBase),
] as const;
