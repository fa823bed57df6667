import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EMPTY_NOTE_DRAFT, type NoteFilterDraft, NoteFilterForm, toNoteFilter } from './NoteFilterForm.tsx';
import { PROGRESS_EXPORTS, ProgressNoteTable } from './ProgressNoteTable.tsx';
import { fetchCompanyNotes, progressNotesKey } from './progress-notes-api.ts';

/** /app/reports/progress-reports (spec 3 §2.3 Progress Reports): the company's progress notes, filtered. */
export function ProgressReportsPage() {
  const zone = useTimeZone();
  const canEdit = useCan('progressNote.edit');
  const people = usePeopleOptions(true);
  const [draft, setDraft] = useState<NoteFilterDraft>(EMPTY_NOTE_DRAFT);
  const filter = toNoteFilter(draft, zone);
  const list = useQuery({
    queryKey: progressNotesKey('company', filter),
    queryFn: ({ signal }) => fetchCompanyNotes(filter, signal),
  });
  const filtered =
    draft.staffId !== null || draft.clientId !== null || draft.start !== null || draft.end !== null;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Progress Reports"
        description="The notes staff write for each client after a shift: report, progress and follow up."
      />
      <ProgressNoteTable
        records={list.data}
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        canEdit={canEdit}
        editButton
        exportAs={{ fileName: PROGRESS_EXPORTS.company, title: 'Progress Reports' }}
        noRecordsText={filtered ? 'No progress notes match the filter' : 'No progress notes yet'}
        filter={{
          title: 'Filter progress reports',
          active: filtered,
          content: (close) => (
            <NoteFilterForm
              staff={people.staff}
              clients={people.clients}
              value={draft}
              onApply={setDraft}
              close={close}
            />
          ),
        }}
      />
    </Stack>
  );
}
