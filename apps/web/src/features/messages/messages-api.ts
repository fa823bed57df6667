import {
  MESSAGE_ATTACHMENT_FIELDS,
  type MessageInput,
  type MessageView,
  type StatusReply,
} from '@care/domain';
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

/** Sends a message: multipart, each file in its own field (attachment1..3). */
export function sendMessage(
  input: Record<keyof MessageInput, string | null | undefined>,
  files: File[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    form.append(key, value ?? '');
  }
  files.slice(0, MESSAGE_ATTACHMENT_FIELDS.length).forEach((file, i) => {
    form.append(MESSAGE_ATTACHMENT_FIELDS[i] as string, file, file.name);
  });
  return api.post<StatusReply>('/Messages/send', form, { toastFailure: false });
}
export const markRead = (id: string) =>
  api.post<StatusReply>(`/Messages/read/${encodeURIComponent(id)}`, undefined, { toastSuccess: false });
