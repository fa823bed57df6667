import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Principal } from '../../http/principal.ts';
import { incidentOfShift, shiftPeople } from './incidents.repo.ts';
import { recordIncident } from './raise-incident.ts';

/** The title of an incident raised from a shift report: the details' first words. */
const titleOf = (details: string) => {
  const line = details.trim().split(/\r?\n/)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}…` : line || 'Incident reported on a shift';
};

/**
 * "Incident: Yes" on a shift report (spec 3 §5) raises an incident in the register, linked to the
 * shift, its worker and participant, once per shift: reportability "Unsure" (both clocks run until
 * key personnel decide) and the fields the report does not ask left for the office to complete.
 * Returns the new incident's number, or null when the shift already has one.
 */
export async function raiseFromShiftReport(
  db: Queryable,
  deps: Pick<AppDeps, 'mailTransport' | 'config'>,
  principal: Principal,
  shiftRosterId: string,
  details: string,
  now: Date,
): Promise<string | null> {
  if (await incidentOfShift(db, principal.companyId, shiftRosterId)) {
    return null;
  }
  const shift = await shiftPeople(db, principal.companyId, shiftRosterId);
  if (!shift) {
    return null;
  }
  const { incidentNo } = await recordIncident(
    db,
    deps,
    principal,
    {
      type: 'Incident',
      title: titleOf(details),
      occurredAt: now < shift.dateFrom ? now : shift.dateFrom,
      awareAt: now,
      location: 'On the shift (see the shift report)',
      description: details,
      immediateActions: 'See the shift report; to be completed by the office',
      personHarmed: false,
      reportable: 'Unsure',
      categories: [],
      restrictivePracticeHarm: null,
      profileId: shift.clientIds[0] ?? null,
      staffId: shift.staffId,
      shiftRosterId,
    },
    now,
  );
  return incidentNo;
}
