import {
  INCIDENT_STATUS_MESSAGES,
  type IncidentForm,
  incidentNumber,
  REPORT_INCIDENT_MESSAGES as M,
  reportIncidentDecision,
  type ShiftReportIncident,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { companyZone } from '../companies/companies.api.ts';
import { findIncident, incidentsOfReports, lockIncident, updateIncident } from './incidents.repo.ts';
import { formFields, incidentTimes, linkedPeople, type Reporter, recordIncident } from './raise-incident.ts';

/** What a shift report's save says about its incident. */
export interface ReportIncidentInput {
  shiftReportId: string;
  shiftRosterId: string;
  isIncident: boolean | null | undefined;
  /** The incident form's answers, as the report's incident step sent them. */
  incident: IncidentForm | null | undefined;
  /** The shift's incident already reported that the worker added the report to. */
  incidentId: string | null | undefined;
  /** The office saves (all of the company's reach); else the shift's worker. */
  office: boolean;
}

/** A refusal of the incident form's answers, its field messages placed under `incident.`. */
function underIncident(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors) {
    return error;
  }
  const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`incident.${k}`, v]));
  return new AppError(error.statusCode, error.message, errors, error.title);
}

/** The incidents linked to the given reports, as a report shows its link, by report id. */
export async function linkedIncidents(
  db: Queryable,
  companyId: string,
  shiftReportIds: readonly string[],
): Promise<Map<string, ShiftReportIncident>> {
  const rows = await incidentsOfReports(db, companyId, shiftReportIds);
  return new Map(
    rows.flatMap((r) =>
      r.shiftReportId
        ? [
            [
              r.shiftReportId,
              {
                incidentId: r.id,
                incidentNo: incidentNumber(r.incidentNo),
                title: r.title,
                occurredAt: r.occurredAt.toISOString(),
                status: r.status,
              },
            ] as const,
          ]
        : [],
    ),
  );
}

/** Links the report to the shift's incident the worker chose ("Add to it"), checked as it is raised. */
async function linkChosen(
  db: Queryable,
  principal: Principal,
  input: ReportIncidentInput,
  incidentId: string,
) {
  const companyId = principal.companyId;
  // A worker adds only to an incident they reported (all they may read); the office to any.
  const readable = await findIncident(
    db,
    companyId,
    incidentId,
    input.office ? { kind: 'all' } : { kind: 'reported', userId: principal.uid },
  );
  const row = readable ? await lockIncident(db, companyId, incidentId) : undefined;
  if (!row) {
    throw notFound();
  }
  if (row.shiftRosterId !== input.shiftRosterId) {
    throw badRequest(M.notOfShift, { incidentId: M.notOfShift });
  }
  if (row.shiftReportId && row.shiftReportId !== input.shiftReportId) {
    const message = M.otherReport(incidentNumber(row.incidentNo));
    throw conflict(message, { incidentId: message });
  }
  if (row.status === 'Closed') {
    throw conflict(INCIDENT_STATUS_MESSAGES.closedLocked, {
      incidentId: INCIDENT_STATUS_MESSAGES.closedLocked,
    });
  }
  await updateIncident(db, companyId, row.id, { shiftReportId: input.shiftReportId });
  return incidentNumber(row.incidentNo);
}

/**
 * "Incident? Yes" on a shift report (spec 3 §5, issue 40): records the incident the worker answered
 * with the incident form's questions (the time they wrote, in the company's zone; harmed and first
 * aid as answered), linked to the report, its shift, worker and participant; or links the report to
 * the shift's incident already reported. One incident a report: a second is refused with a 409 that
 * names the first. Returns the incident this save raised or linked, else null.
 */
export async function settleReportIncident(
  db: Queryable,
  deps: Pick<AppDeps, 'mailTransport' | 'config'>,
  principal: Principal,
  input: ReportIncidentInput,
  now: Date,
): Promise<{ incidentNo: string; how: 'raised' | 'linked' } | null> {
  const linked = (await incidentsOfReports(db, principal.companyId, [input.shiftReportId]))[0] ?? null;
  const decision = reportIncidentDecision({
    isIncident: input.isIncident,
    answered: Boolean(input.incident),
    chosenIncidentId: input.incidentId ?? null,
    linked,
    office: input.office,
  });
  switch (decision.kind) {
    case 'none':
    case 'keep':
      return null;
    case 'refuse': {
      const field = decision.status === 409 ? 'incident' : input.incidentId ? 'incidentId' : 'incident';
      const fields = { [field]: decision.message };
      throw decision.status === 409
        ? conflict(decision.message, fields)
        : badRequest(decision.message, fields);
    }
    case 'link':
      return { incidentNo: await linkChosen(db, principal, input, decision.incidentId), how: 'linked' };
    case 'raise': {
      const form = { ...(input.incident as IncidentForm), shiftRosterId: input.shiftRosterId };
      const reporter: Reporter = input.office ? 'office' : 'staff';
      try {
        const zone = await companyZone(db, principal.companyId);
        const times = incidentTimes(form, zone, now, reporter);
        const people = await linkedPeople(db, principal, form, reporter);
        const { incidentNo } = await recordIncident(
          db,
          deps,
          principal,
          {
            ...formFields(form),
            ...times,
            profileId: people.clientId,
            staffId: people.staffId,
            shiftRosterId: input.shiftRosterId,
            shiftReportId: input.shiftReportId,
          },
          now,
        );
        return { incidentNo, how: 'raised' };
      } catch (error) {
        throw underIncident(error);
      }
    }
  }
}
