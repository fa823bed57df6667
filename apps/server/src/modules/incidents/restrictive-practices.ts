import {
  incidentNumber,
  RESTRICTIVE_PRACTICE_MESSAGES as M,
  type MonthlyReport,
  monthlyReport,
  type RestrictivePracticeType,
  type RestrictivePracticeUse,
  reportMonthSchema,
  restrictivePracticeSchema,
  zonedWallTimeToInstant,
} from '@care/domain';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { namedClientScope, namedStaffScope } from '../people/people.api.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';
import { personExists } from './incidents.repo.ts';
import { localInstant, recordIncident } from './raise-incident.ts';
import { insertRestrictivePractice, practicesBetween } from './restrictive-practices.repo.ts';

/** The instants bounding a month 'YYYY-MM' in the zone: its first midnight to the next month's. */
function monthBounds(month: string, zone: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: zonedWallTimeToInstant(`${month}-01T00:00:00`, zone),
    to: zonedWallTimeToInstant(`${next}-01T00:00:00`, zone),
  };
}

/**
 * POST /RestrictivePractices/add: records one use (RP Rules s15). A use that was not authorised is
 * a category-6 reportable incident: it is raised at once and its clock starts (§C product rule).
 */
export const addRestrictivePracticeRoute = routeSpec({
  method: 'POST',
  url: '/RestrictivePractices/add',
  summary:
    'Record one use of a regulated restrictive practice; an unauthorised use raises a category-6 incident (5-Day Form, or 24 hours when it caused harm)',
  tags: ['RestrictivePractices'],
  body: restrictivePracticeSchema,
  activity: 'Recorded a restrictive practice',
  async handler({ db, deps, principal, body, now, recordActivity }) {
    const zone = await companyZone(db, principal.companyId);
    const startedAt = localInstant(body.startDate, body.startTime, zone);
    const endedAt = localInstant(body.endDate, body.endTime, zone);
    if (endedAt.getTime() > now.getTime() + 5 * 60_000) {
      throw badRequest(M.inFuture, { endDate: M.inFuture });
    }
    if (!(await personExists(db, principal.companyId, 'client', body.clientId))) {
      throw notFound();
    }
    if (body.staffId && !(await personExists(db, principal.companyId, 'staff', body.staffId))) {
      throw notFound();
    }
    const injury = body.injured ? (body.injury ?? 'Injury recorded') : null;
    let incident: { id: string; incidentNo: string } | null = null;
    if (body.authorised === false) {
      incident = await recordIncident(
        db,
        deps,
        principal,
        {
          type: 'Incident',
          title: `Unauthorised ${body.practiceType.toLowerCase()}`,
          occurredAt: startedAt,
          awareAt: now,
          location: body.location,
          description: body.description,
          immediateActions: body.actionsTaken,
          personHarmed: body.injured === true,
          harmDetails: injury,
          reportable: 'Reportable',
          categories: [6],
          restrictivePracticeHarm: body.injured === true,
          profileId: body.clientId,
          staffId: body.staffId ?? null,
        },
        now,
      );
    }
    await insertRestrictivePractice(db, {
      companyId: principal.companyId,
      profileId: body.clientId,
      staffId: body.staffId ?? null,
      practiceType: body.practiceType,
      use: body.use,
      startedAt,
      endedAt,
      location: body.location,
      description: body.description,
      reason: body.reason,
      behaviour: body.behaviour,
      injury,
      lessRestrictiveOptions: body.lessRestrictiveOptions,
      leadingUp: body.leadingUp,
      actionsTaken: body.actionsTaken,
      peopleInvolved: body.peopleInvolved,
      witnesses: body.witnesses,
      authorised: body.authorised === true,
      authorisationReference: body.authorisationReference,
      incidentId: incident?.id ?? null,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Recorded a use of ${body.practiceType.toLowerCase()}`);
    return {
      status: 'Success' as const,
      message: incident
        ? INCIDENT_TEXTS.practiceRaisedIncident(incident.incidentNo)
        : INCIDENT_TEXTS.practiceRecorded,
      incidentId: incident?.id ?? null,
    };
  },
});

async function usesOfMonth(
  db: Parameters<typeof practicesBetween>[0],
  principal: Parameters<typeof namedClientScope>[0],
  month: string,
): Promise<RestrictivePracticeUse[]> {
  const zone = await companyZone(db, principal.companyId);
  const { from, to } = monthBounds(month, zone);
  const rows = await practicesBetween(
    db,
    principal.companyId,
    from,
    to,
    namedClientScope(principal),
    namedStaffScope(principal),
  );
  return rows.map(({ practice: p, clientName, staffName, incidentNo }) => ({
    restrictivePracticeId: p.id,
    clientId: p.profileId,
    clientName,
    staffName,
    practiceType: p.practiceType as RestrictivePracticeType,
    use: p.use,
    startedAt: p.startedAt.toISOString(),
    endedAt: p.endedAt.toISOString(),
    minutes: Math.round((p.endedAt.getTime() - p.startedAt.getTime()) / 60_000),
    location: p.location,
    description: p.description,
    reason: p.reason,
    behaviour: p.behaviour,
    injury: p.injury,
    lessRestrictiveOptions: p.lessRestrictiveOptions,
    leadingUp: p.leadingUp,
    actionsTaken: p.actionsTaken,
    peopleInvolved: p.peopleInvolved,
    witnesses: p.witnesses,
    authorised: p.authorised,
    authorisationReference: p.authorisationReference,
    incidentId: p.incidentId,
    incidentNo: incidentNo === null ? null : incidentNumber(incidentNo),
  }));
}

/** GET /RestrictivePractices/get_all?month=YYYY-MM: the register's uses that started in the month. */
export const getRestrictivePracticesRoute = routeSpec({
  method: 'GET',
  url: '/RestrictivePractices/get_all',
  summary: 'The restrictive practices register: the uses that started in a month, newest first',
  tags: ['RestrictivePractices'],
  querystring: reportMonthSchema,
  async handler({ db, principal, query }): Promise<RestrictivePracticeUse[]> {
    return usesOfMonth(db, principal, query.month);
  },
});

/** GET /RestrictivePractices/monthly_report?month=YYYY-MM: the monthly report (RP Rules s14), prefilled. */
export const getMonthlyReportRoute = routeSpec({
  method: 'GET',
  url: '/RestrictivePractices/monthly_report',
  summary:
    'The monthly restrictive practices report, prefilled from the register: uses, minutes and unauthorised uses per participant and practice, and the practices not used',
  tags: ['RestrictivePractices'],
  querystring: reportMonthSchema,
  async handler({ db, principal, query }): Promise<MonthlyReport> {
    return monthlyReport(query.month, await usesOfMonth(db, principal, query.month));
  },
});
