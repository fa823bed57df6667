import type { ArticleInput, ArticleView, StatusReply, TicketDetailsView, TicketView } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Every ticket query starts with 'tickets', so a change refreshes them all. */
export const TICKETS_KEY = ['tickets'] as const;
export const ARTICLES_KEY = ['knowledge-base'] as const;

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';
/** Forms show their own field errors: the failure is not toasted. */
const inline = { toastFailure: false } as const;

export const fetchAllTickets = (signal?: AbortSignal) =>
  api.get<TicketView[]>('/Tickets/get_all_tickets', { query: { companyId: companyId() }, signal });

export const fetchMyTickets = (signal?: AbortSignal) =>
  api.get<TicketView[]>('/Tickets/get_user_tickets', { query: { userId: userId() }, signal });

export const fetchTicket = (id: string, signal?: AbortSignal) =>
  api.get<TicketDetailsView>(`/Tickets/${encodeURIComponent(id)}`, { signal });

export interface RaiseTicketInput {
  ticketType: string;
  subject: string;
  description: string;
  file: File | null;
}

/** POST /Tickets/raise_ticket as the spec sends it: multipart, ImageFIle spelt so (spec 3 §7.6). */
export function raiseTicket(input: RaiseTicketInput) {
  const form = new FormData();
  form.append('Subject', input.subject);
  form.append('Description', input.description);
  form.append('TicketType', input.ticketType);
  form.append('CompanyId', companyId());
  if (input.file) {
    form.append('ImageFIle', input.file, input.file.name);
  }
  return api.post<StatusReply & { ticketId: string }>('/Tickets/raise_ticket', form, {
    query: { userId: userId() },
    ...inline,
  });
}

export const deleteTicket = (id: string) =>
  api.post<StatusReply>(`/Tickets/delete/${encodeURIComponent(id)}`, undefined, {
    query: { userId: userId() },
  });

export const replyTicket = (
  id: string,
  body: { message: string; close?: boolean; articleId?: string | null },
) => api.post<StatusReply>(`/Tickets/reply/${encodeURIComponent(id)}`, body, inline);

export const setTicketOpen = (id: string, open: boolean) =>
  api.post<StatusReply>(`/Tickets/${open ? 'reopen' : 'close'}/${encodeURIComponent(id)}`);

export const assignTicket = (id: string, assignedTo: string | null) =>
  api.post<StatusReply>(`/Tickets/assign/${encodeURIComponent(id)}`, { assignedTo });

export const fetchArticles = (signal?: AbortSignal) =>
  api.get<ArticleView[]>('/Tickets/get_knowledgebase', { signal });

export const saveArticle = (id: string | null, body: ArticleInput) =>
  id
    ? api.post<StatusReply>(`/Tickets/edit_article/${encodeURIComponent(id)}`, body, inline)
    : api.post<StatusReply>('/Tickets/add_article', body, inline);

export const deleteArticle = (id: string) =>
  api.post<StatusReply>(`/Tickets/delete_article/${encodeURIComponent(id)}`);
