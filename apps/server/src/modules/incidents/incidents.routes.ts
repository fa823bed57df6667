import { reachActions } from '@care/domain';
import { type RouteTable, route } from '../../http/route-table.ts';
import {
  acknowledgeIncidentRoute,
  changeIncidentStatusRoute,
  editIncidentRoute,
  recordNotificationRoute,
} from './incident-actions.ts';
import { addIncidentInformationRoute } from './incident-additions.ts';
import { addCorrectiveActionRoute, correctiveActionDoneRoute } from './incident-corrective-actions.ts';
import { pdfIncidentRoute } from './incident-pdf.route.ts';
import {
  getAwaitingActionRoute,
  getIncidentReportRoute,
  getIncidentRoute,
  getIncidentsRoute,
} from './incident-reads.ts';
import { getKeyPersonnelRoute, saveKeyPersonnelRoute } from './key-personnel.ts';
import { addIncidentRoute } from './raise-incident.ts';
import {
  addRestrictivePracticeRoute,
  getMonthlyReportRoute,
  getRestrictivePracticesRoute,
} from './restrictive-practices.ts';

/** The office reads every incident, a worker or participant those they reported (domain REACH). */
const READ = reachActions('incident');

/** The incident register, its Commission clocks, key personnel and the restrictive practices register (issue 27). */
export const incidentRoutes: RouteTable = [
  route(addIncidentRoute, ['incident.report', 'incident.manage'], {
    client: 'body.clientId',
    staff: 'body.staffId',
    reach: 'incidentReport',
  }),
  route(addIncidentInformationRoute, ['incident.report', 'incident.manage'], { reach: 'incidentReport' }),
  route(getIncidentsRoute, READ, { client: 'query.clientId', staff: 'query.staffId', reach: 'incident' }),
  route(getAwaitingActionRoute, 'incident.manage'),
  route(getKeyPersonnelRoute, 'incident.settings'),
  route(saveKeyPersonnelRoute, 'incident.settings'),
  route(getIncidentRoute, READ, { reach: 'incident' }),
  route(pdfIncidentRoute, READ, { reach: 'incident' }),
  route(editIncidentRoute, 'incident.manage', { client: 'body.clientId', staff: 'body.staffId' }),
  route(acknowledgeIncidentRoute, 'incident.manage'),
  route(recordNotificationRoute, 'incident.manage'),
  route(addCorrectiveActionRoute, 'incident.manage'),
  route(correctiveActionDoneRoute, 'incident.manage'),
  route(changeIncidentStatusRoute, 'incident.manage'),
  route(getIncidentReportRoute, READ, { client: 'query.clientId', reach: 'incident' }),
  route(addRestrictivePracticeRoute, 'restrictivePractice.manage', { client: 'body.clientId' }),
  route(getRestrictivePracticesRoute, 'restrictivePractice.view'),
  route(getMonthlyReportRoute, 'restrictivePractice.view'),
];
