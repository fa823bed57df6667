import { canEditPerson, type PersonKind } from '@care/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';

/** Reloads every copy of the kind's records (by id and "my profile"), and the lists. */
export function useReloadPeople(kind: PersonKind): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['people', kind] }),
    [queryClient, kind],
  );
}

/** Whether the signed-in user may edit this record's sections, photo and signature (domain rule). */
export function useCanEditPerson(kind: PersonKind, record: { userId: string | null } | undefined): boolean {
  const session = useSession();
  const principal = principalOf(session);
  if (!principal || !session || !record) {
    return false;
  }
  return canEditPerson({ ...principal, uid: session.user.uid }, kind, record);
}
