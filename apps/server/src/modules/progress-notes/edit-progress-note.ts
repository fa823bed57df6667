import { dayjs, progressNoteEditSchema, type StatusReply, TIMESHEET_MESSAGES } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { staffReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../roster/roster.api.ts';
import { optionalId } from './list-filters.ts';
import { noteCompleted, noteView } from './progress-note-view.ts';
import { noteRows, updateNote } from './progress-notes.repo.ts';

const editParams = z.object({ id: z.uuid('The progress note id must be a UUID') });
const editQuery = z.object({
  userId: z.string().max(64).optional(),
  shiftId: optionalId('shift'),
  staffId: optionalId('staff'),
});
/** The form sends the whole note; only these three are written, and one left out keeps its text. */
const editBody = progressNoteEditSchema.partial();

/**
 * POST /ProgressNotes/edit/{id}?userId[&shiftId&staffId] (spec 3 §7.3): the worker edits their own
 * note, the office (progressNote.edit) any of the company's; report, progress and follow up only.
 */
export const editProgressNoteRoute = routeSpec({
  method: 'POST',
  url: '/ProgressNotes/edit/:id',
  summary:
    'Edit a progress note’s report, progress and follow up (JSON); shiftId and staffId, when sent, must be the note’s',
  tags: ['ProgressNotes'],
  params: editParams,
  querystring: editQuery,
  body: editBody,
  activity: 'Edited progress note',
  async handler({ db, principal, params, query, body, now, reach, recordActivity }): Promise<StatusReply> {
    const scope = staffReader(reach);
    const [row] = await noteRows(db, principal.companyId, scope, { id: params.id });
    if (!row) {
      throw notFound();
    }
    const note = row.note;
    if (
      (query.shiftId && query.shiftId !== note.shiftRosterId) ||
      (query.staffId && query.staffId !== note.staffId)
    ) {
      throw notFound();
    }
    const next = {
      report: body.report === undefined ? note.report : body.report,
      progress: body.progress === undefined ? note.progress : body.progress,
      followUp: body.followUp === undefined ? note.followUp : body.followUp,
    };
    await updateNote(db, principal.companyId, note.id, {
      ...next,
      isCompleted: noteCompleted(next),
      dateModified: now,
      userModified: principal.uid,
    });
    const view = noteView(row);
    const day = dayjs(note.date)
      .tz(await companyZone(db, principal.companyId))
      .format('dddd D MMMM YYYY');
    recordActivity(
      `Edited the progress note of ${view.staff.fullName} for ${view.profile.fullName} of ${day}`,
    );
    return { status: 'Success', message: TIMESHEET_MESSAGES.progressSaved };
  },
});
