import type { StatusFilter } from '../../shelf/people-list-api.ts';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { NO_FILTER, type PeopleFilter } from './usePeopleList.ts';

export interface PeopleFilterFormProps {
  /** "Administrator", "Staff member", "Client": the picker's label. */
  personLabel: string;
  people: { value: string; label: string }[];
  value: PeopleFilter;
  onApply: (filter: PeopleFilter) => void;
  close: () => void;
}

const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'InActive' },
];

/** The lists' filter dialog (spec 2 §2): a person picker, status Active/InActive, Reset Filter and Load. */
export function PeopleFilterForm({ personLabel, people, value, onApply, close }: PeopleFilterFormProps) {
  return (
    <FilterForm<PeopleFilter>
      value={value}
      fields={[
        {
          kind: 'select',
          name: 'personId',
          label: personLabel,
          placeholder: `Any ${personLabel.toLowerCase()}`,
          data: people,
          nothingFoundMessage: 'Nobody by that name',
        },
        { kind: 'segmented', name: 'status', label: 'Status', data: STATUSES },
      ]}
      onApply={onApply}
      onReset={() => onApply(NO_FILTER)}
      close={close}
    />
  );
}
