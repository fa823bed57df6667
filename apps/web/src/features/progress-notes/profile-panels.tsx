import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { ShiftReportTable } from '../shift-reports/ShiftReportTable.tsx';
import { fetchClientShiftReports, reportListKey } from '../shift-reports/shift-report-list-api.ts';
import { PROGRESS_EXPORTS, ProgressNoteTable } from './ProgressNoteTable.tsx';
import { fetchNotesOf, type NotesOf, progressNotesKey } from './progress-notes-api.ts';

function NotesTab({ who, name, kind }: { who: NotesOf; name: string; kind: 'client' | 'staff' }) {
  const canEdit = useCan('progressNote.edit');
  const list = useQuery({
    queryKey: progressNotesKey('of', who),
    queryFn: ({ signal }) => fetchNotesOf(who, signal),
  });
  return (
    <ProgressNoteTable
      records={list.data}
      loading={list.isFetching}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      showStaff={kind === 'client'}
      canEdit={canEdit}
      editButton={kind === 'staff'}
      exportAs={{ fileName: PROGRESS_EXPORTS[kind], title: `${name} — Progress Report` }}
    />
  );
}

function ClientShiftReportsTab({ client }: { client: ClientTabContext }) {
  const list = useQuery({
    queryKey: reportListKey('client', client.profileId),
    queryFn: ({ signal }) => fetchClientShiftReports(client.profileId, signal),
  });
  return (
    <ShiftReportTable
      records={list.data}
      loading={list.isFetching}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      newTab
      exportAs={{ fileName: 'ClientShiftReport', title: `${client.fullName} — Shift Report` }}
      noRecordsText="No shift reports for this client yet"
    />
  );
}

/** The client profile's Progress Report and Shift Report tabs (spec 2); the client's own profile has neither. */
export function clientProgressTabs(client: ClientTabContext): Record<string, ReactNode> {
  if (client.own) {
    return {};
  }
  return {
    ShiftReport: <ClientShiftReportsTab client={client} />,
    ProgressReport: <NotesTab who={{ profileId: client.profileId }} name={client.fullName} kind="client" />,
  };
}

/** The staff profile's Progress Report tab (spec 2). */
export function staffProgressTabs(staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return { ProgressReport: <NotesTab who={{ staffId: staff.staffId }} name={staff.fullName} kind="staff" /> };
}
