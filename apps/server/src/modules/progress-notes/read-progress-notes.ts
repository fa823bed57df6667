import type { ProgressNoteView } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { staffReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../roster/roster.api.ts';
import { listPeriod, optionalId, PROGRESS_NOTE_TEXTS as T } from './list-filters.ts';
import { noteView } from './progress-note-view.ts';
import { type NoteFilter, noteRows, personExists } from './progress-notes.repo.ts';

const idParams = z.object({ id: z.uuid('The progress note id must be a UUID') });

const companyQuery = z.object({
  staffId: optionalId('staff'),
  clientId: optionalId('client'),
  fromDate: z.string().max(64).optional(),
  toDate: z.string().max(64).optional(),
});

const userQuery = z.object({
  staffname: z.string().trim().max(100, 'At most 100 characters').optional(),
  profileId: optionalId('client'),
  staffId: optionalId('staff'),
});

/** GET /ProgressNotes/{id}, get_all_progressnote_by_company and get_progressnote_by_user (spec 3 §7.3). */
export const progressNotesRoute = routeSpec({
  method: 'GET',
  url: '/ProgressNotes/:id',
  summary: 'A progress note with its worker, client, kilometres and clock-in position',
  tags: ['ProgressNotes'],
  params: idParams,
  async handler({ db, principal, params, reach }): Promise<ProgressNoteView> {
    const scope = staffReader(reach);
    const [row] = await noteRows(db, principal.companyId, scope, { id: params.id });
    if (!row) {
      throw notFound();
    }
    return noteView(row);
  },
});

export const getAllProgressnoteByCompanyRoute = routeSpec({
  method: 'GET',
  url: '/ProgressNotes/get_all_progressnote_by_company',
  summary:
    'The company’s progress notes, newest date first, filtered by staffId, clientId and the period fromDate–toDate (all optional)',
  tags: ['ProgressNotes'],
  querystring: companyQuery,
  async handler({ db, principal, query, reach }): Promise<ProgressNoteView[]> {
    const scope = staffReader(reach);
    const period = listPeriod(query, await companyZone(db, principal.companyId));
    if (query.staffId && !(await personExists(db, principal.companyId, 'staff', query.staffId))) {
      throw notFound();
    }
    if (query.clientId && !(await personExists(db, principal.companyId, 'client', query.clientId))) {
      throw notFound();
    }
    const filter: NoteFilter = {
      ...period,
      ...(query.staffId ? { staffId: query.staffId } : {}),
      ...(query.clientId ? { profileId: query.clientId } : {}),
    };
    return (await noteRows(db, principal.companyId, scope, filter)).map(noteView);
  },
});

export const getProgressnoteByUserRoute = routeSpec({
  method: 'GET',
  url: '/ProgressNotes/get_progressnote_by_user',
  summary:
    'Progress notes newest first: a worker’s own (staffname searches the worker’s or client’s name, profileId one client); the office’s by profileId (client tab) or staffId (staff tab)',
  tags: ['ProgressNotes'],
  querystring: userQuery,
  async handler({ db, principal, query, reach }): Promise<{ progressNote: ProgressNoteView[] }> {
    const scope = staffReader(reach);
    if (scope.kind === 'staff') {
      if (query.staffId && query.staffId !== scope.staffId) {
        throw notFound();
      }
    } else if (!query.profileId && !query.staffId) {
      throw fieldError('profileId', T.whoseNotes);
    }
    if (query.staffId && !(await personExists(db, principal.companyId, 'staff', query.staffId))) {
      throw notFound();
    }
    if (query.profileId && !(await personExists(db, principal.companyId, 'client', query.profileId))) {
      throw notFound();
    }
    const filter: NoteFilter = {
      ...(query.staffId ? { staffId: query.staffId } : {}),
      ...(query.profileId ? { profileId: query.profileId } : {}),
      ...(query.staffname ? { name: query.staffname } : {}),
    };
    return { progressNote: (await noteRows(db, principal.companyId, scope, filter)).map(noteView) };
  },
});
