import type { MessageInput, MessageView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

export const MESSAGES_KEY = ['messages'] as const;
const userId = () => getSession()?.user.uid ?? '';

export const fetchInbox = (signal?: AbortSignal) =>
  api.get<MessageView[]>('/Messages/inbox', { query: { userId: userId() }, signal });
export const fetchSent = (signal?: AbortSignal) =>
  api.get<MessageView[]>('/Messages/sent', { query: { userId: userId() }, signal });
export const fetchUnread = (signal?: AbortSignal) =>
  api.get<{ unread: number }>('/Messages/unread_count', { signal });

export interface Recipients {
  users: { userId: string; fullName: string; role: string }[];
  roles: string[];
  allStaff: boolean;
}
export const fetchRecipients = (signal?: AbortSignal) =>
  api.get<Recipients>('/Messages/recipients', { signal });

export const sendMessage = (body: MessageInput) =>
  api.post<StatusReply>('/Messages/send', body, { toastFailure: false });
export const markRead = (id: string) =>
  api.post<StatusReply>(`/Messages/read/${encodeURIComponent(id)}`, undefined, { toastSuccess: false });
