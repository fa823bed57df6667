import { canReach, type Principal } from '@care/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appPage } from '../../platform/route-kit.ts';

// The same any-of list the server's incident routes open to (the domain's REACH).
const readsIncidents = (p: Principal) => canReach(p, 'incident');

/** The incident register (issue 27): the register, an incident, reporting one, the office's edit, restrictive practices, the participant form. */
export const incidentRoutes = [
  appPage(
    'incidents',
    readsIncidents,
    lazyRouteComponent(() => import('./IncidentRegisterPage.tsx'), 'IncidentRegisterPage'),
  ),
  appPage(
    'incidents/report',
    'incident.report',
    lazyRouteComponent(() => import('./ReportIncidentPage.tsx'), 'ReportIncidentPage'),
  ),
  appPage(
    'incidents/restrictive-practices',
    'restrictivePractice.view',
    lazyRouteComponent(() => import('./RestrictivePracticesPage.tsx'), 'RestrictivePracticesPage'),
  ),
  appPage(
    'incidents/$incidentId',
    readsIncidents,
    lazyRouteComponent(() => import('./IncidentPage.tsx'), 'IncidentPage'),
  ),
  appPage(
    'incidents/$incidentId/edit',
    'incident.manage',
    lazyRouteComponent(() => import('./EditIncidentPage.tsx'), 'EditIncidentPage'),
  ),
  // The spec's incident-report participant form (spec 1 §2.3): its own route, before the generic /participant/$slug/$clientId.
  appPage(
    'participant/incident-report/$clientId',
    'incident.view',
    lazyRouteComponent(() => import('./ParticipantIncidentReportPage.tsx'), 'ParticipantIncidentReportPage'),
  ),
] as const;
