import type { Principal } from '@care/domain';

/** The staff portal has its own ticket pages (spec 3 §2.4); everyone else uses the communication area. */
const isStaff = (p: Pick<Principal, 'role'>) => p.role === 'Staff';

export const ticketListPath = (p: Pick<Principal, 'role'>) =>
  isStaff(p) ? '/app/staff/staff-view-ticket' : '/app/communication/view-ticket';
export const raiseTicketPath = (p: Pick<Principal, 'role'>) =>
  isStaff(p) ? '/app/staff/staff-raise-ticket' : '/app/communication/raise-ticket';
export const knowledgeBasePath = (p: Pick<Principal, 'role'>) =>
  isStaff(p) ? '/app/staff/communication/ticket-template' : '/app/communication/ticket-template';
export const ticketPath = (id: string) => `/app/communication/view-ticket/${encodeURIComponent(id)}`;
