import { INCIDENT_STATUS_MESSAGES, incidentNumber } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { type IncidentRow, lockIncident, updateIncident } from './incidents.repo.ts';

// What every office action on an incident shares: its id, the lock on an open incident, and the save
// that stamps, logs and answers.

export const idParams = z.object({ incidentId: z.uuid('The incident id must be a UUID') });

export interface ActionReply {
  status: 'Success';
  message: string;
  incidentId: string;
}

const reply = (row: IncidentRow, message: string): ActionReply => ({
  status: 'Success',
  message,
  incidentId: row.id,
});

/** The incident, locked for the change; a closed one is locked for good (§B5 Audit). */
export async function openIncident(db: Queryable, principal: Principal, id: string): Promise<IncidentRow> {
  const row = await lockIncident(db, principal.companyId, id);
  if (!row) {
    throw notFound();
  }
  if (row.status === 'Closed') {
    throw conflict(INCIDENT_STATUS_MESSAGES.closedLocked);
  }
  return row;
}

/**
 * Saves a change to an open incident (stamped with who and when), records it in the activity log
 * and answers: every action below ends this way, each with its own words for the incident number.
 */
export async function saveChange(
  ctx: { db: Queryable; principal: Principal; now: Date; recordActivity: (text: string) => void },
  row: IncidentRow,
  patch: Parameters<typeof updateIncident>[3],
  words: { activity: (no: string) => string; message: (no: string) => string },
): Promise<ActionReply> {
  await updateIncident(ctx.db, ctx.principal.companyId, row.id, {
    ...patch,
    dateModified: ctx.now,
    userModified: ctx.principal.uid,
  });
  const no = incidentNumber(row.incidentNo);
  ctx.recordActivity(words.activity(no));
  return reply(row, words.message(no));
}
