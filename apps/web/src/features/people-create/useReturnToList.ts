import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { profilePaths } from '../../shelf/person-display.ts';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';

/** What a creation answers: the new record's id under its kind's name. */
export interface CreatedReply {
  profileId?: string;
  staffId?: string;
  administratorId?: string;
}

/** The new record's profile page (issue 40 item 8: after Create the office lands on it), or null. */
export function createdPath(kind: PersonKind, reply: CreatedReply, firstName: string): string | null {
  if (kind === 'client' && reply.profileId) {
    return profilePaths.client({ profileId: reply.profileId, firstName });
  }
  if (kind === 'staff' && reply.staffId) {
    return profilePaths.staff({ staffId: reply.staffId, firstName });
  }
  if (kind === 'administrator' && reply.administratorId) {
    return profilePaths.administrator({ administratorId: reply.administratorId, firstName });
  }
  return null;
}

// Queries that a new person cannot change; everything else (the lists) is marked stale.
const UNAFFECTED = new Set(['account', 'company', 'templates']);

/**
 * After creating, go to the new record (its list when the reply names none); after cancelling, to
 * the kind's list. Lists are refreshed so the new person shows.
 */
export function useReturnToList(kind: PersonKind) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href = PERSON_KINDS[kind].listPath;
  const refresh = () => {
    void queryClient.invalidateQueries({ predicate: (q) => !UNAFFECTED.has(String(q.queryKey[0])) });
  };
  return {
    refresh,
    created: (reply: CreatedReply = {}, firstName = '') => {
      refresh();
      void navigate({ href: createdPath(kind, reply, firstName) ?? href });
    },
    cancel: () => {
      void navigate({ href });
    },
  };
}
