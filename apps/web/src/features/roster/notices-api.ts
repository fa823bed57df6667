import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** A message on the signed-in user's dashboard (a cancellation decided, an open shift given). */
export interface NoticeView {
  noticeId: string;
  kind: string;
  message: string;
  shiftRosterId: string | null;
  dateCreated: string;
}

export const NOTICES_KEY = ['notices'] as const;

export function fetchMyNotices(signal?: AbortSignal) {
  return api.get<NoticeView[]>('/Notices/mine', { signal });
}

export function dismissNotice(id: string) {
  return api.post<StatusReply>(`/Notices/dismiss/${encodeURIComponent(id)}`);
}
