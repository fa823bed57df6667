import { incidentAdditionSchema } from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { type ActionReply, idParams, openIncident, saveChange } from './incident-change.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';

/**
 * POST /Incidents/add_information/:incidentId: "Add to it" (issue 40). A worker who reports twice for
 * one shift adds what they know now to the incident they reported, instead of making a second one;
 * the office may add to any. What was first recorded is kept as it was: additions are dated lines.
 */
export const addIncidentInformationRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/add_information/:incidentId',
  summary:
    'Add information to an incident not closed: its reporter (a worker or participant) or the office; the first record is kept as written',
  tags: ['Incidents'],
  params: idParams,
  body: incidentAdditionSchema,
  activity: 'Added information to an incident',
  async handler({ db, principal, params, body, now, reach, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    // Only their own: another's incident is not told apart from a missing one.
    if (!reach.all && row.reportedByUserId !== principal.uid) {
      throw notFound();
    }
    const addition = {
      at: now.toISOString(),
      byUserId: principal.uid,
      byName: principal.fullName,
      text: body.text,
    };
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      { additions: [...row.additions, addition] },
      {
        activity: (no) => `Added information to incident ${no}`,
        message: (no) => INCIDENT_TEXTS.informationAdded(no),
      },
    );
  },
});
