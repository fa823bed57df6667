import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerEditProgressNote } from './edit-progress-note.ts';
import { registerReadProgressNotes } from './read-progress-notes.ts';

/** Progress notes: read, edit, lists (spec 3 §7.3). */
export function progressNoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerReadProgressNotes(app, deps);
  registerEditProgressNote(app, deps);
}
