import { randomUUID } from 'node:crypto';
import {
  commissionNotificationSchema,
  correctiveActionSchema,
  INCIDENT_STATUS_MESSAGES,
  type IncidentStatus,
  incidentFormSchema,
  incidentNumber,
  incidentStatusSchema,
  INCIDENT_MESSAGES as M,
  type Reportability,
  requiredForms,
  statusBlockers,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { isKeyPerson } from './incident-reads.ts';
import { INCIDENT_TEXTS } from './incident-texts.ts';
import { type IncidentRow, lockIncident, updateIncident } from './incidents.repo.ts';
import { formFields, incidentTimes, linkedPeople, localInstant } from './raise-incident.ts';

const idParams = z.object({ incidentId: z.uuid('The incident id must be a UUID') });

export interface ActionReply {
  status: 'Success';
  message: string;
  incidentId: string;
}

const reply = (row: IncidentRow, message: string): ActionReply => ({
  status: 'Success',
  message,
  incidentId: row.id,
});

/** The incident, locked for the change; a closed one is locked for good (§B5 Audit). */
async function openIncident(db: Queryable, principal: Principal, id: string): Promise<IncidentRow> {
  const row = await lockIncident(db, principal.companyId, id);
  if (!row) {
    throw notFound();
  }
  if (row.status === 'Closed') {
    throw conflict(INCIDENT_STATUS_MESSAGES.closedLocked);
  }
  return row;
}

/**
 * Saves a change to an open incident (stamped with who and when), records it in the activity log
 * and answers: every action below ends this way, each with its own words for the incident number.
 */
async function saveChange(
  ctx: { db: Queryable; principal: Principal; now: Date; recordActivity: (text: string) => void },
  row: IncidentRow,
  patch: Parameters<typeof updateIncident>[3],
  words: { activity: (no: string) => string; message: (no: string) => string },
): Promise<ActionReply> {
  await updateIncident(ctx.db, ctx.principal.companyId, row.id, {
    ...patch,
    dateModified: ctx.now,
    userModified: ctx.principal.uid,
  });
  const no = incidentNumber(row.incidentNo);
  ctx.recordActivity(words.activity(no));
  return reply(row, words.message(no));
}

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
