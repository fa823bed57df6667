import type { PersonKind } from '@care/domain';
import { useMutation } from '@tanstack/react-query';
import { type PersonRecord, personId } from '../../shelf/person-types.ts';
import type { EditFiles, EditValues } from './edit-form.ts';
import { type EditReply, editPerson } from './profiles-api.ts';
import { useReloadPeople } from './usePersonEditing.ts';

export interface SaveInput {
  changes?: EditValues;
  files?: EditFiles;
}

/**
 * Saves a profile section, photo or signature through the kind's edit call (which toasts the
 * server's message), then reloads the record. Rejects on failure so the dialog can show why.
 */
export function useSavePerson(kind: PersonKind, record: PersonRecord | undefined, onSaved?: () => void) {
  const reload = useReloadPeople(kind);
  const mutation = useMutation({
    mutationFn: ({ changes = {}, files }: SaveInput): Promise<EditReply> => {
      if (!record) {
        return Promise.reject(new Error('The profile has not loaded yet.'));
      }
      return editPerson(kind, personId(kind, record), record, changes, files);
    },
    onSuccess: async () => {
      onSaved?.();
      await reload();
    },
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending };
}
