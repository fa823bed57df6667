import {
  type IncidentForm,
  incidentFormSchema,
  incidentNumber,
  INCIDENT_MESSAGES as M,
  zonedWallTimeToInstant,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone, findCompany } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { clientOfUser, staffOfUser } from '../people/people.api.ts';
import { INCIDENT_TEXTS, incidentMail } from './incident-texts.ts';
import { clockContext, clocksOf } from './incident-views.ts';
import {
  findIncident,
  insertIncident,
  keyPersonnelOf,
  type NewIncident,
  personExists,
  shiftPeople,
} from './incidents.repo.ts';

/** Five minutes' grace for a phone's clock a little ahead of the server's. */
const FUTURE_GRACE_MS = 5 * 60_000;

/** Who raises the incident: the office (any worker and participant), a worker (their own shift), a participant (themselves). */
export type Reporter = 'office' | 'staff' | 'client';

/** The instant a local date and time stand for in the company's zone. */
export const localInstant = (date: string, time: string, zone: string) =>
  zonedWallTimeToInstant(`${date}T${time}`, zone);

/** When it happened and when key personnel became aware, checked against each other and now. */
export function incidentTimes(form: IncidentForm, zone: string, now: Date, reporter: Reporter) {
  const occurredAt = localInstant(form.occurredDate, form.occurredTime, zone);
  if (occurredAt.getTime() > now.getTime() + FUTURE_GRACE_MS) {
    throw badRequest(M.occurredInFuture, { occurredDate: M.occurredInFuture });
  }
  // Only the office says when key personnel became aware; a report from the field is their awareness.
  const awareAt =
    reporter === 'office' && form.awareDate && form.awareTime
      ? localInstant(form.awareDate, form.awareTime, zone)
      : now;
  if (awareAt.getTime() > now.getTime() + FUTURE_GRACE_MS) {
    throw badRequest(M.awareInFuture, { awareDate: M.awareInFuture });
  }
  if (awareAt.getTime() < occurredAt.getTime()) {
    throw badRequest(M.awareBeforeOccurred, { awareDate: M.awareBeforeOccurred });
  }
  return { occurredAt, awareAt };
}

/** The worker, participant and shift an incident is linked to, as the reporter may name them. */
export async function linkedPeople(
  db: Queryable,
  principal: Principal,
  form: IncidentForm,
  reporter: Reporter,
) {
  const companyId = principal.companyId;
  let clientId = form.clientId ?? null;
  let staffId = reporter === 'office' ? (form.staffId ?? null) : null;
  if (reporter === 'client') {
    clientId = (await clientOfUser(db, companyId, principal.uid)) ?? null;
    if (!clientId) {
      throw notFound();
    }
  }
  if (reporter === 'staff') {
    staffId = (await staffOfUser(db, companyId, principal.uid)) ?? null;
    if (!staffId) {
      throw notFound();
    }
  }
  const shiftRosterId = form.shiftRosterId ?? null;
  if (shiftRosterId) {
    const shift = await shiftPeople(db, companyId, shiftRosterId);
    // A worker links only their own shift; a participant none but theirs.
    if (!shift || (reporter === 'staff' && shift.staffId !== staffId)) {
      throw notFound();
    }
    if (clientId && !shift.clientIds.includes(clientId)) {
      throw badRequest(M.shiftNotTheirs, { shiftRosterId: M.shiftNotTheirs });
    }
    clientId ??= shift.clientIds[0] ?? null;
    staffId ??= shift.staffId;
  }
  if (clientId && !(await personExists(db, companyId, 'client', clientId))) {
    throw notFound();
  }
  if (staffId && !(await personExists(db, companyId, 'staff', staffId))) {
    throw notFound();
  }
  return { clientId, staffId, shiftRosterId };
}

/** The incident's fields as stored, from the form. */
export const formFields = (form: IncidentForm) => ({
  type: form.type,
  title: form.title,
  location: form.location,
  description: form.description,
  immediateActions: form.immediateActions,
  personHarmed: form.personHarmed === true,
  harmDetails: form.harmDetails,
  othersInvolved: form.othersInvolved,
  witnesses: form.witnesses.map((w) => ({ name: w.name, contact: w.contact, statement: w.statement })),
  firstAid: form.firstAid ?? null,
  emergencyServices: form.emergencyServices,
  policeReference: form.policeReference,
  familyNotified: form.familyNotified ?? null,
  guardianNotified: form.guardianNotified ?? null,
  reportable: form.reportable,
  categories: form.categories,
  restrictivePracticeHarm: form.restrictivePracticeHarm,
});

/**
 * Records an incident and tells key personnel at once through the mail port (their dashboard lists
 * it until acknowledged). Used by the report call, the shift report ("Incident: Yes") and an
 * unauthorised restrictive practice.
 */
export async function recordIncident(
  db: Queryable,
  deps: Pick<AppDeps, 'mailTransport' | 'config'>,
  principal: Principal,
  values: Omit<NewIncident, 'companyId' | 'reportedByUserId' | 'reportedByName' | 'reportedAt'>,
  now: Date,
): Promise<{ id: string; incidentNo: string }> {
  const { id, incidentNo } = await insertIncident(db, {
    ...values,
    companyId: principal.companyId,
    reportedByUserId: principal.uid,
    reportedByName: principal.fullName,
    reportedAt: now,
    userCreated: principal.uid,
    dateCreated: now,
  });
  const no = incidentNumber(incidentNo);
  const row = await findIncident(db, principal.companyId, id, { kind: 'all' });
  const company = await findCompany(db, principal.companyId);
  if (row && company) {
    const ctx = await clockContext(db, principal.companyId, [row]);
    for (const person of await keyPersonnelOf(db, principal.companyId)) {
      const mail = incidentMail({
        incidentNo: no,
        title: row.title,
        type: row.type,
        reportable: row.reportable,
        reportedBy: principal.fullName,
        clientName: row.clientName,
        occurredAt: row.occurredAt,
        clocks: clocksOf(row, now, ctx),
        zone: ctx.zone,
        link: `${deps.config.publicUrl}/app/incidents/${id}`,
        companyName: company.companyName,
      });
      await queueMail(db, deps, {
        companyId: principal.companyId,
        to: person.email,
        ...mail,
        userCreated: principal.uid,
      });
    }
  }
  return { id, incidentNo: no };
}

export interface RaiseReply {
  status: 'Success';
  message: string;
  incidentId: string;
  incidentNo: string;
}

/** POST /Incidents/add_incident: the office, a worker from their phone, or a participant reports an incident. */
export const addIncidentRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/add_incident',
  summary:
    'Report an incident, near miss or hazard: the office for anyone, a worker for their own shifts and the clients they support, a participant for themselves; key personnel are told at once',
  tags: ['Incidents'],
  body: incidentFormSchema,
  activity: 'Reported an incident',
  async handler({ db, deps, principal, body, now, reach, recordActivity }): Promise<RaiseReply> {
    const reporter: Reporter = reach.all ? 'office' : principal.role === 'Client' ? 'client' : 'staff';
    const zone = await companyZone(db, principal.companyId);
    const times = incidentTimes(body, zone, now, reporter);
    const people = await linkedPeople(db, principal, body, reporter);
    const { id, incidentNo } = await recordIncident(
      db,
      deps,
      principal,
      {
        ...formFields(body),
        ...times,
        profileId: people.clientId,
        staffId: people.staffId,
        shiftRosterId: people.shiftRosterId,
      },
      now,
    );
    recordActivity(`Reported ${body.type.toLowerCase()} ${incidentNo}: ${body.title}`);
    return { status: 'Success', message: INCIDENT_TEXTS.recorded(incidentNo), incidentId: id, incidentNo };
  },
});
