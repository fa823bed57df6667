import { FilterForm } from '../../ui/FilterForm.tsx';

export interface ArchiveFilterFormProps {
  /** true: the Archived list is shown. */
  archived: boolean;
  onApply: (archived: boolean) => void;
  close: () => void;
}

const CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The review screens' filter dialog (spec 1 §2.7): Active or Archived, Reset Filter and Load. */
export function ArchiveFilterForm({ archived, onApply, close }: ArchiveFilterFormProps) {
  return (
    <FilterForm
      value={{ shown: archived ? 'archived' : 'active' }}
      fields={[{ kind: 'segmented', name: 'shown', label: 'Documents', data: CHOICES }]}
      onApply={(draft) => onApply(draft.shown === 'archived')}
      onReset={() => onApply(false)}
      close={close}
    />
  );
}
