import type { IncidentSummary, IncidentView } from '@care/domain';
import { INCIDENT_STATUSES } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { incidentReach } from './incident-reach.ts';
import { clockContext, toIncidentSummary, toIncidentView } from './incident-views.ts';
import { findIncident, keyPersonnelOf, listIncidents } from './incidents.repo.ts';

const idParams = z.object({ incidentId: z.uuid('The incident id must be a UUID') });

const listQuery = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: `Choose one of: ${INCIDENT_STATUSES.join(', ')}` }).optional(),
  clientId: z.uuid('clientId must be a UUID').optional(),
  staffId: z.uuid('staffId must be a UUID').optional(),
  shiftRosterId: z.uuid('shiftRosterId must be a UUID').optional(),
});

/** Summaries with their clocks at `now`. */
export async function summaries(
  db: Queryable,
  companyId: string,
  rows: Awaited<ReturnType<typeof listIncidents>>,
  now: Date,
): Promise<IncidentSummary[]> {
  const ctx = await clockContext(db, companyId, rows);
  return rows.map((r) => toIncidentSummary(r, now, ctx));
}

/** Whether the user is one of the company's key personnel. */
export async function isKeyPerson(db: Queryable, principal: Principal): Promise<boolean> {
  return (await keyPersonnelOf(db, principal.companyId)).some((p) => p.userId === principal.uid);
}

/** GET /Incidents/get_incidents: the register, a participant's or a worker's incidents, as the reader reaches them. */
export const getIncidentsRoute = routeSpec({
  method: 'GET',
  url: '/Incidents/get_incidents',
  summary:
    'The incident register, newest first, optionally one status, participant, worker or shift: the office all, an auditor audit-approved people’s, a worker or participant those they reported',
  tags: ['Incidents'],
  querystring: listQuery,
  async handler({ db, principal, query, now, reach }): Promise<IncidentSummary[]> {
    const rows = await listIncidents(db, principal.companyId, incidentReach(principal, reach), {
      status: query.status,
      clientId: query.clientId,
      staffId: query.staffId,
      shiftRosterId: query.shiftRosterId,
    });
    return summaries(db, principal.companyId, rows, now);
  },
});

/** GET /Incidents/:incidentId: one incident with its clocks; another's is a 404. */
export const getIncidentRoute = routeSpec({
  method: 'GET',
  url: '/Incidents/:incidentId',
  summary:
    'One incident with everything recorded, its clocks, who must act, and whether the reader may acknowledge it',
  tags: ['Incidents'],
  params: idParams,
  async handler({ db, principal, params, now, reach }): Promise<IncidentView> {
    const row = await findIncident(
      db,
      principal.companyId,
      params.incidentId,
      incidentReach(principal, reach),
    );
    if (!row) {
      throw notFound();
    }
    const ctx = await clockContext(db, principal.companyId, [row]);
    return toIncidentView(row, now, ctx, {
      uid: principal.uid,
      isKeyPerson: await isKeyPerson(db, principal),
    });
  },
});

export interface AwaitingAction {
  /** Open incidents, late first, then by the nearest due clock, then the newest. */
  incidents: (IncidentSummary & { awaitsYourAcknowledgement: boolean })[];
  isKeyPerson: boolean;
  keyPersonnelSet: boolean;
}

const nearestDue = (s: IncidentSummary) =>
  Math.min(
    ...s.clocks.filter((c) => c.state === 'running' || c.state === 'late').map((c) => c.msLeft),
    Infinity,
  );

/** GET /Incidents/awaiting_action: the office dashboard's block. */
export const getAwaitingActionRoute = routeSpec({
  method: 'GET',
  url: '/Incidents/awaiting_action',
  summary:
    'The incidents not closed, with their clocks, late first: the office dashboard’s "Incidents awaiting action"',
  tags: ['Incidents'],
  async handler({ db, principal, now }): Promise<AwaitingAction> {
    const rows = await listIncidents(db, principal.companyId, { kind: 'all' }, { open: true });
    const key = await keyPersonnelOf(db, principal.companyId);
    const isKey = key.some((p) => p.userId === principal.uid);
    const list = await summaries(db, principal.companyId, rows, now);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      incidents: list
        .map((s) => ({
          ...s,
          awaitsYourAcknowledgement:
            isKey &&
            !(byId.get(s.incidentId)?.acknowledgements ?? []).some((a) => a.userId === principal.uid),
        }))
        .sort(
          (a, b) =>
            Number(b.late) - Number(a.late) ||
            nearestDue(a) - nearestDue(b) ||
            b.reportedAt.localeCompare(a.reportedAt),
        ),
      isKeyPerson: isKey,
      keyPersonnelSet: key.length > 0,
    };
  },
});

/**
 * GET /IncidentReports/get_incidentreport (spec 1 §7.6, the incident-report participant form): the
 * participant's incidents from the register, by clientId, companyId and the form's name.
 */
export const getIncidentReportRoute = routeSpec({
  method: 'GET',
  url: '/IncidentReports/get_incidentreport',
  summary: 'The incident-report participant form: the participant’s incidents from the register',
  tags: ['IncidentReports'],
  querystring: z.object({
    clientId: z.uuid('clientId must be a UUID'),
    companyId: z.string().optional(),
    name: z.string().max(100).optional(),
  }),
  async handler({ db, principal, query, now, reach }) {
    const rows = await listIncidents(db, principal.companyId, incidentReach(principal, reach), {
      clientId: query.clientId,
    });
    return {
      status: 'Success' as const,
      clientId: query.clientId,
      companyId: principal.companyId,
      name: query.name ?? 'Incident Report',
      data: await summaries(db, principal.companyId, rows, now),
    };
  },
});
