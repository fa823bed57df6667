import { type RouteTable, route } from '../../http/route-table.ts';
import { editProgressNoteRoute } from './edit-progress-note.ts';
import {
  getAllProgressnoteByCompanyRoute,
  getProgressnoteByUserRoute,
  progressNotesRoute,
} from './read-progress-notes.ts';

/** Progress notes: read, edit, lists (spec 3 §7.3). */
export const progressNoteRoutes: RouteTable = [
  route(progressNotesRoute, ['progressNote.view', 'progressNote.own'], { reach: 'progressNote' }),
  route(getAllProgressnoteByCompanyRoute, 'progressNote.view', { reach: 'progressNote' }),
  route(getProgressnoteByUserRoute, ['progressNote.view', 'progressNote.own'], { reach: 'progressNote' }),
  route(editProgressNoteRoute, ['progressNote.edit', 'progressNote.own'], { reach: 'progressNote' }),
];
