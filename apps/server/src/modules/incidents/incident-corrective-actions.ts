import { randomUUID } from 'node:crypto';
import { correctiveActionSchema } from '@care/domain';
import { z } from 'zod';
import { badRequest, conflict } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { type ActionReply, idParams, openIncident, saveChange } from './incident-change.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';

/** POST /Incidents/corrective_action/:incidentId: adds a corrective action. */
export const addCorrectiveActionRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/corrective_action/:incidentId',
  summary: 'Add a corrective action (what, its owner, its due date) to an incident not closed',
  tags: ['Incidents'],
  params: idParams,
  body: correctiveActionSchema,
  activity: 'Added a corrective action',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        correctiveActions: [
          ...row.correctiveActions,
          { id: randomUUID(), action: body.action, owner: body.owner, dueDate: body.dueDate, doneDate: null },
        ],
      },
      {
        activity: (no) => `Added a corrective action to incident ${no}`,
        message: (no) => INCIDENT_TEXTS.actionAdded(no),
      },
    );
  },
});

/** POST /Incidents/corrective_action_done/:incidentId/:actionId: marks an action done today. */
export const correctiveActionDoneRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/corrective_action_done/:incidentId/:actionId',
  summary: 'Mark a corrective action of an incident done (today, in the company’s zone)',
  tags: ['Incidents'],
  params: idParams.extend({ actionId: z.uuid('The action id must be a UUID') }),
  activity: 'Completed a corrective action',
  async handler({ db, principal, params, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    const action = row.correctiveActions.find((a) => a.id === params.actionId);
    if (!action) {
      throw badRequest(INCIDENT_TEXTS.actionNotFound);
    }
    if (action.doneDate) {
      throw conflict(INCIDENT_TEXTS.actionAlreadyDone);
    }
    const zone = await companyZone(db, principal.companyId);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        correctiveActions: row.correctiveActions.map((a) =>
          a.id === action.id ? { ...a, doneDate: today } : a,
        ),
      },
      {
        activity: (no) => `Completed a corrective action of incident ${no}`,
        message: (no) => INCIDENT_TEXTS.actionDone(no),
      },
    );
  },
});
