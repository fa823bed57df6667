import {
  commissionNotificationSchema,
  type IncidentStatus,
  incidentFormSchema,
  incidentStatusSchema,
  INCIDENT_MESSAGES as M,
  type Reportability,
  requiredForms,
  statusBlockers,
} from '@care/domain';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { type ActionReply, idParams, openIncident, saveChange } from './incident-change.ts';
import { isKeyPerson } from './incident-reads.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';
import { formFields, incidentTimes, linkedPeople, localInstant } from './raise-incident.ts';

/** POST /Incidents/edit/:incidentId: the office completes or corrects the record, awareness included. */
export const editIncidentRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/edit/:incidentId',
  summary:
    'The office edits an incident that is not closed (what happened, people, reportability, awareness)',
  tags: ['Incidents'],
  params: idParams,
  body: incidentFormSchema,
  activity: 'Edited an incident',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    const zone = await companyZone(db, principal.companyId);
    const times = incidentTimes(
      { ...body, awareDate: body.awareDate ?? null, awareTime: body.awareTime ?? null },
      zone,
      now,
      'office',
    );
    const newAwareness = Boolean(body.awareDate && body.awareTime);
    // Without a new awareness time the first one stands: the clocks do not restart on an edit, and
    // the incident cannot be moved after it.
    const awareAt = newAwareness ? times.awareAt : row.awareAt;
    if (awareAt.getTime() < times.occurredAt.getTime()) {
      throw badRequest(M.awareBeforeOccurred, { awareDate: M.awareBeforeOccurred });
    }
    // Named people and shift are checked as when raising it (the shift must be the participant's);
    // what the body leaves out stays as it was.
    const people = await linkedPeople(
      db,
      principal,
      {
        ...body,
        clientId: body.clientId ?? row.profileId ?? undefined,
        staffId: body.staffId ?? row.staffId ?? undefined,
        shiftRosterId: body.shiftRosterId ?? row.shiftRosterId ?? undefined,
      },
      'office',
    );
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        ...formFields(body),
        occurredAt: times.occurredAt,
        awareAt,
        profileId: people.clientId ?? row.profileId,
        staffId: people.staffId ?? row.staffId,
        shiftRosterId: people.shiftRosterId ?? row.shiftRosterId,
      },
      { activity: (no) => `Edited incident ${no}`, message: (no) => INCIDENT_TEXTS.saved(no) },
    );
  },
});

/** POST /Incidents/acknowledge/:incidentId: a key person says they are aware of it. */
export const acknowledgeIncidentRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/acknowledge/:incidentId',
  summary: 'A key person acknowledges an incident (only key personnel; once each)',
  tags: ['Incidents'],
  params: idParams,
  activity: 'Acknowledged an incident',
  async handler({ db, principal, params, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    if (!(await isKeyPerson(db, principal))) {
      throw forbidden();
    }
    if (row.acknowledgements.some((a) => a.userId === principal.uid)) {
      throw conflict(M.alreadyAcknowledged);
    }
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        acknowledgements: [
          ...row.acknowledgements,
          { userId: principal.uid, name: principal.fullName, at: now.toISOString() },
        ],
      },
      { activity: (no) => `Acknowledged incident ${no}`, message: (no) => INCIDENT_TEXTS.acknowledged(no) },
    );
  },
});

/** POST /Incidents/notification/:incidentId: the office records that it lodged a Commission form. */
export const recordNotificationRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/notification/:incidentId',
  summary:
    'Record that the Immediate Notification or the 5-Day Form was lodged with the NDIS Commission, when, and its reference (the product does not lodge it)',
  tags: ['Incidents'],
  params: idParams,
  body: commissionNotificationSchema,
  activity: 'Recorded a Commission notification',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    const forms = requiredForms({
      reportable: row.reportable as Reportability,
      categories: row.categories,
      restrictivePracticeHarm: row.restrictivePracticeHarm,
    });
    if (!forms.includes(body.form)) {
      throw badRequest(M.formNotRequired, { form: M.formNotRequired });
    }
    const zone = await companyZone(db, principal.companyId);
    const submittedAt = localInstant(body.submittedDate, body.submittedTime, zone);
    if (submittedAt.getTime() > now.getTime() + 5 * 60_000) {
      throw badRequest(M.submittedInFuture, { submittedDate: M.submittedInFuture });
    }
    // Minutes count: a form lodged in the minute of awareness is not before it.
    if (submittedAt.getTime() < row.awareAt.getTime() - 60_000) {
      throw badRequest(M.submittedBeforeAware, { submittedDate: M.submittedBeforeAware });
    }
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        notifications: [
          ...row.notifications.filter((n) => n.form !== body.form),
          {
            form: body.form,
            submittedAt: submittedAt.toISOString(),
            reference: body.reference,
            recordedBy: principal.fullName,
          },
        ],
      },
      {
        activity: (no) => `Recorded the Commission notification of incident ${no}`,
        message: (no) => INCIDENT_TEXTS.notified(no, body.form),
      },
    );
  },
});

/** POST /Incidents/status/:incidentId: New → Under investigation → Closed, by the domain's rules. */
export const changeIncidentStatusRoute = routeSpec({
  method: 'POST',
  url: '/Incidents/status/:incidentId',
  summary:
    'Move an incident on: New → Under investigation (once acknowledged) → Closed (findings, notifications and corrective actions done); closed is locked',
  tags: ['Incidents'],
  params: idParams,
  body: incidentStatusSchema,
  activity: 'Changed an incident’s status',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<ActionReply> {
    const row = await openIncident(db, principal, params.incidentId);
    const findings = body.findings ?? row.findings;
    const reportable = row.reportable as Reportability;
    const blockers = statusBlockers(
      {
        status: row.status as IncidentStatus,
        acknowledged: row.acknowledgements.length > 0,
        reportable,
        findings,
        requiredForms: requiredForms({
          reportable,
          categories: row.categories,
          restrictivePracticeHarm: row.restrictivePracticeHarm,
        }),
        notified: row.notifications.map((n) => n.form),
        correctiveActions: row.correctiveActions,
      },
      body.status,
    );
    if (blockers.length > 0) {
      throw badRequest(blockers.join('. '), { status: blockers[0] as string });
    }
    return saveChange(
      { db, principal, now, recordActivity },
      row,
      {
        status: body.status,
        findings,
        ...(body.status === 'Under investigation' ? { investigationStartedAt: now } : {}),
        ...(body.status === 'Closed' ? { closedAt: now, closedByName: principal.fullName } : {}),
      },
      {
        activity: (no) => `Moved incident ${no} to ${body.status}`,
        message: (no) => INCIDENT_TEXTS.moved(no, body.status),
      },
    );
  },
});
