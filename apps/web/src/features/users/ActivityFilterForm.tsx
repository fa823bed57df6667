import '@mantine/dates/styles.css';
import { addCalendarDays, zonedWallTimeToInstant } from '@care/domain';
import { FilterForm } from '../../ui/FilterForm.tsx';
import type { ActivityFilter } from './activity-api.ts';

/** The dialog's choices as the user sees them: a name and two calendar days (YYYY-MM-DD). */
export interface ActivityFilterDraft {
  username: string;
  start: string | null;
  end: string | null;
}

export const EMPTY_DRAFT: ActivityFilterDraft = { username: '', start: null, end: null };

/** The days as instants in the company's zone: from the start of the first to the start of the day after the last. */
export function toActivityFilter(draft: ActivityFilterDraft, zone: string): ActivityFilter {
  const dayAfter = (day: string) => addCalendarDays(day, 1);
  return {
    username: draft.username.trim(),
    fromDate: draft.start ? zonedWallTimeToInstant(`${draft.start}T00:00`, zone).toISOString() : null,
    toDate: draft.end ? zonedWallTimeToInstant(`${dayAfter(draft.end)}T00:00`, zone).toISOString() : null,
  };
}

export interface ActivityFilterFormProps {
  users: string[];
  value: ActivityFilterDraft;
  onApply: (draft: ActivityFilterDraft | null) => void;
  close: () => void;
}

/** Filter the activity log by user, start date and end date (spec 2 §2). */
export function ActivityFilterForm({ users, value, onApply, close }: ActivityFilterFormProps) {
  return (
    <FilterForm
      value={value}
      fields={[
        { kind: 'suggest', name: 'username', label: 'User', data: users },
        [
          { kind: 'day', name: 'start', label: 'Start date' },
          { kind: 'day', name: 'end', label: 'End date' },
        ],
      ]}
      dayRange={['start', 'end']}
      onApply={(draft) => {
        const empty = !draft.username.trim() && !draft.start && !draft.end;
        onApply(empty ? null : draft);
      }}
      onReset={() => onApply(null)}
      close={close}
    />
  );
}
