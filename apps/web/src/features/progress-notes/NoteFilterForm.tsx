import '@mantine/dates/styles.css';
import { addCalendarDays, zonedWallTimeToInstant } from '@care/domain';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { FilterForm } from '../../ui/FilterForm.tsx';
import type { ProgressNoteFilter } from './progress-notes-api.ts';

/** The dialog's choices as the user sees them: a worker, a client and two calendar days (YYYY-MM-DD). */
export interface NoteFilterDraft {
  staffId: string | null;
  clientId: string | null;
  start: string | null;
  end: string | null;
}

export const EMPTY_NOTE_DRAFT: NoteFilterDraft = { staffId: null, clientId: null, start: null, end: null };

const dayAfter = (day: string) => addCalendarDays(day, 1);

/** The days as instants in the company's zone: from the start of the first to the start of the day after the last. */
export function toNoteFilter(draft: NoteFilterDraft, zone: string): ProgressNoteFilter {
  return {
    staffId: draft.staffId,
    clientId: draft.clientId,
    fromDate: draft.start ? zonedWallTimeToInstant(`${draft.start}T00:00`, zone).toISOString() : null,
    toDate: draft.end ? zonedWallTimeToInstant(`${dayAfter(draft.end)}T00:00`, zone).toISOString() : null,
  };
}

/** Filter the progress notes by staff member, client, start date and end date (spec 3 §2.3). */
export function NoteFilterForm({
  staff,
  clients,
  value,
  onApply,
  close,
}: {
  staff: PersonOption[];
  clients: PersonOption[];
  value: NoteFilterDraft;
  onApply: (draft: NoteFilterDraft) => void;
  close: () => void;
}) {
  return (
    <FilterForm
      value={value}
      fields={[
        { kind: 'select', name: 'staffId', label: 'Staff', data: staff },
        { kind: 'select', name: 'clientId', label: 'Client', data: clients },
        [
          { kind: 'day', name: 'start', label: 'Start date' },
          { kind: 'day', name: 'end', label: 'End date' },
        ],
      ]}
      dayRange={['start', 'end']}
      onApply={onApply}
      onReset={() => onApply(EMPTY_NOTE_DRAFT)}
      close={close}
    />
  );
}
