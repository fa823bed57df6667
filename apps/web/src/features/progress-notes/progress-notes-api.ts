import type { ProgressNoteEdit, ProgressNoteView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { signedInUserId } from '../shift-day/attendance-api.ts';

/** Query keys: every progress note list starts with 'progress-notes', so a save refreshes them all. */
export const PROGRESS_NOTES_KEY = ['progress-notes'] as const;
export const progressNotesKey = (list: string, ...args: unknown[]) =>
  [...PROGRESS_NOTES_KEY, list, ...args] as const;

/** The reports area's filter: a worker, a client and a period of instants (any may be absent). */
export interface ProgressNoteFilter {
  staffId: string | null;
  clientId: string | null;
  fromDate: string | null;
  toDate: string | null;
}

export const NO_NOTE_FILTER: ProgressNoteFilter = {
  staffId: null,
  clientId: null,
  fromDate: null,
  toDate: null,
};

/** GET /ProgressNotes/get_all_progressnote_by_company: the company's notes, newest date first. */
export function fetchCompanyNotes(f: ProgressNoteFilter, signal?: AbortSignal) {
  return api.get<ProgressNoteView[]>('/ProgressNotes/get_all_progressnote_by_company', {
    query: { staffId: f.staffId, clientId: f.clientId, fromDate: f.fromDate, toDate: f.toDate },
    signal,
  });
}

/** Whose notes get_progressnote_by_user reads: a client's (tab), a staff member's (tab), or the worker's own by a name. */
export type NotesOf = { profileId: string } | { staffId: string } | { staffname: string };

/** GET /ProgressNotes/get_progressnote_by_user. */
export async function fetchNotesOf(who: NotesOf, signal?: AbortSignal): Promise<ProgressNoteView[]> {
  const reply = await api.get<{ progressNote: ProgressNoteView[] }>(
    '/ProgressNotes/get_progressnote_by_user',
    {
      query: who,
      signal,
    },
  );
  return reply.progressNote;
}

/**
 * POST /ProgressNotes/edit/{id}?userId: report, progress and follow up. The worker's own edit
 * also sends the note's shift and staff member (spec 2 §7, spec 3 §7.3).
 */
export function saveProgressNote(note: ProgressNoteView, edit: ProgressNoteEdit, own: boolean) {
  return api.post<StatusReply>(`/ProgressNotes/edit/${encodeURIComponent(note.progressNoteId)}`, edit, {
    query: {
      userId: signedInUserId(),
      ...(own ? { shiftId: note.shiftRosterId, staffId: note.staffId } : {}),
    },
    // The form shows the field errors itself.
    toastFailure: false,
  });
}
