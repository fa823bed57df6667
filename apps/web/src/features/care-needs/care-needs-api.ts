import type { StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** A support-needs record as GET /{path}/get_all returns it. */
export type NeedsRecord = Record<string, unknown> & {
  profileId: string;
  dateCreated: string;
  dateModified: string | null;
};

export const needsQueryKey = (path: string, profileId: string) => ['care-needs', path, profileId] as const;

/** GET /{path}/get_all?clientId: the client's records, oldest first. */
export function fetchNeeds(path: string, clientId: string, signal?: AbortSignal): Promise<NeedsRecord[]> {
  return api.get<NeedsRecord[]>(`/${path}/get_all`, { query: { clientId }, signal });
}

const userId = () => getSession()?.user.uid ?? '';

/** POST /{path}: the first record of the client (Add). */
export function addNeeds(path: string, body: object): Promise<StatusReply> {
  return api.post<StatusReply>(`/${path}`, body, { query: { userId: userId() } });
}

/** POST /{path}/edit/{id}: the record the form shows (Update). */
export function editNeeds(path: string, id: string, body: object): Promise<StatusReply> {
  return api.post<StatusReply>(`/${path}/edit/${encodeURIComponent(id)}`, body, {
    query: { userId: userId() },
  });
}
