import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';

// Queries that a new person cannot change; everything else (the lists) is marked stale.
const UNAFFECTED = new Set(['account', 'company', 'templates']);

/** After creating (or cancelling), go to the kind's list; lists are refreshed so the new person shows. */
export function useReturnToList(kind: PersonKind) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href = PERSON_KINDS[kind].listPath;
  const refresh = () => {
    void queryClient.invalidateQueries({ predicate: (q) => !UNAFFECTED.has(String(q.queryKey[0])) });
  };
  return {
    refresh,
    created: () => {
      refresh();
      void navigate({ href });
    },
    cancel: () => {
      void navigate({ href });
    },
  };
}
