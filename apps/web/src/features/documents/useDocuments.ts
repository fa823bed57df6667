import type { DocumentUserRole } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import {
  fetchMyDocuments,
  fetchOwnerDocuments,
  MY_DOCUMENTS_KEY,
  ownerDocumentsKey,
} from './documents-api.ts';

/** One person's documents, refreshed by every document action (they share the documents key). */
export function useOwnerDocuments(role: DocumentUserRole, id: string) {
  return useQuery({
    queryKey: ownerDocumentsKey(role, id),
    queryFn: ({ signal }) => fetchOwnerDocuments(role, id, signal),
  });
}

/** The signed-in staff member's or client's own documents. */
export function useMyDocuments() {
  return useQuery({ queryKey: MY_DOCUMENTS_KEY, queryFn: ({ signal }) => fetchMyDocuments(signal) });
}
