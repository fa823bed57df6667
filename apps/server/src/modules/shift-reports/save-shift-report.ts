import {
  adminShiftActions,
  offlineStampSchema,
  queuedActionVerdict,
  type ShiftReportInput,
  shiftReportSchema,
  TIMESHEET_MESSAGES,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { settleReportIncident } from '../incidents/incidents.api.ts';
import { lockedShift, ownShift, shiftWords } from '../roster-workflow/roster-workflow.api.ts';
import { type Prepared, reportFields, workerSignature } from './report-fields.ts';
import { prepareGoalProgress } from './report-images.ts';
import {
  findReport,
  findReportOfShift,
  hasAttendance,
  insertReport,
  type ShiftReportValues,
  updateReport,
} from './shift-reports.repo.ts';

export const SHIFT_REPORT_TEXTS = {
  saved: 'Shift report saved',
  signed: 'Shift report signed',
  clockInFirst: 'Clock in to this shift before filling its report',
  incidentRaised: (no: string) => `Incident ${no} was raised and key personnel were told`,
  incidentLinked: (no: string) => `It is linked to incident ${no}`,
  requestIdTaken:
    "This request id belongs to the worker's own save of this report. Nothing was saved: send the edit again with a new request id.",
} as const;

/** Up to 2 MB of images travel as base64 inside the JSON (a third more), plus the text. */
const REPORT_BODY_LIMIT = 4 * 1024 * 1024;

const saveQuery = offlineStampSchema.extend({ userId: z.string().optional() });
const editParams = z.object({ shiftReportId: z.uuid('The shift report id must be a UUID') });

export interface SaveReply {
  status: 'Success';
  message: string;
  shiftReportId: string;
  /** The incident "Incident: Yes" raised or joined with this save, if it did (issues 27, 40). */
  incidentNo?: string;
}

/** A queued save from the phone: refused when too old or from the future (docs/workforce.md offline rules). */
function assertQueuedInTime(deviceTime: string | undefined, now: Date): void {
  if (!deviceTime) {
    return;
  }
  const at = new Date(deviceTime);
  if (Number.isNaN(at.getTime())) {
    throw badRequest('The device time is not a valid date', {
      deviceTime: 'The device time is not a valid date',
    });
  }
  const verdict = queuedActionVerdict(at, now);
  if (!verdict.accepted) {
    throw badRequest(verdict.message);
  }
}

type Settled = Awaited<ReturnType<typeof settleReportIncident>>;

const replyOf = (id: string, signed: boolean, incident: Settled = null): SaveReply => {
  const said = signed ? SHIFT_REPORT_TEXTS.signed : SHIFT_REPORT_TEXTS.saved;
  const told = !incident
    ? ''
    : incident.how === 'raised'
      ? `. ${SHIFT_REPORT_TEXTS.incidentRaised(incident.incidentNo)}`
      : `. ${SHIFT_REPORT_TEXTS.incidentLinked(incident.incidentNo)}`;
  return {
    status: 'Success',
    message: `${said}${told}`,
    shiftReportId: id,
    ...(incident ? { incidentNo: incident.incidentNo } : {}),
  };
};

/**
 * "Incident? Yes": the incident form's answers raise one incident linked to the saved report, or the
 * report joins the shift's incident already reported; a second is refused (issues 27, 40).
 */
const incidentOf = (
  db: Queryable,
  deps: Parameters<typeof settleReportIncident>[1],
  principal: Principal,
  report: { id: string; shiftRosterId: string; office: boolean },
  body: ShiftReportInput,
  now: Date,
) =>
  settleReportIncident(
    db,
    deps,
    principal,
    {
      shiftReportId: report.id,
      shiftRosterId: report.shiftRosterId,
      isIncident: body.isIncident,
      incident: body.incident,
      incidentId: body.incidentId,
      office: report.office,
    },
    now,
  );

/**
 * The office adds the report of a shift that has started and awaits no cancellation decision (the
 * shifts the AI assistant drafts for, spec 3 §4.2): unsigned, as only the worker signs. A report
 * already there is updated, its signature state kept.
 */
async function officeAdd(
  db: Queryable,
  deps: AppDeps,
  principal: Principal,
  body: ShiftReportInput,
  prepared: Prepared,
  now: Date,
  recordActivity: (activity: string) => void,
): Promise<SaveReply> {
  const { view, zone } = await lockedShift(db, principal, body.shiftRosterId);
  if (!adminShiftActions(view, now).includes('generateReport')) {
    throw badRequest(TIMESHEET_MESSAGES.aiNotOffered);
  }
  const existing = await findReportOfShift(db, principal.companyId, view.shiftRosterId, true);
  if (existing) {
    await updateReport(db, principal.companyId, existing.id, {
      ...reportFields(body, prepared),
      isSigned: existing.isSigned,
      signedAt: existing.signedAt,
      signedByStaffId: existing.signedByStaffId,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited the shift report of the ${shiftWords(view, zone)}`);
    const report = { id: existing.id, shiftRosterId: view.shiftRosterId, office: true };
    return replyOf(existing.id, false, await incidentOf(db, deps, principal, report, body, now));
  }
  const id = await insertReport(db, principal.companyId, view.shiftRosterId, {
    ...reportFields(body, prepared),
    isSigned: false,
    signedAt: null,
    signedByStaffId: null,
    dateCreated: now,
    userCreated: principal.uid,
  });
  recordActivity(`Saved the shift report of the ${shiftWords(view, zone)}`);
  const report = { id, shiftRosterId: view.shiftRosterId, office: true };
  return replyOf(id, false, await incidentOf(db, deps, principal, report, body, now));
}

/** add_shiftreport and edit/{shiftReportId} (spec 3 §7.3). */
export const addShiftreportRoute = routeSpec({
  method: 'POST',
  url: '/ShiftReports/add_shiftreport',
  summary:
    'A worker fills (or refills) the report of their own shift after clocking in (isSigned signs it); the office adds an unsigned one to a shift that has started',
  tags: ['ShiftReports'],
  body: shiftReportSchema,
  querystring: saveQuery,
  bodyLimit: REPORT_BODY_LIMIT,
  activity: 'Saved a shift report',
  prepare: prepareGoalProgress,
  async handler({
    db,
    deps,
    principal,
    body,
    query,
    now,
    reach,
    recordActivity,
    prepared,
  }): Promise<SaveReply> {
    if (reach.all) {
      return officeAdd(db, deps, principal, body, prepared, now, recordActivity);
    }
    const { view, zone, staffId } = await ownShift(db, principal, body.shiftRosterId);
    const existing = await findReportOfShift(db, principal.companyId, view.shiftRosterId, true);
    // The phone sending the same queued save again gets the first answer; nothing changes twice.
    if (query.requestId && existing?.requestId === query.requestId) {
      return replyOf(existing.id, existing.isSigned);
    }
    assertQueuedInTime(query.deviceTime, now);
    if (!(await hasAttendance(db, principal.companyId, view.shiftRosterId, staffId))) {
      throw badRequest(SHIFT_REPORT_TEXTS.clockInFirst);
    }
    const values: ShiftReportValues = {
      ...reportFields(body, prepared),
      ...workerSignature(body, existing, staffId, now),
      requestId: query.requestId ?? null,
    };
    let id: string;
    if (existing) {
      id = existing.id;
      await updateReport(db, principal.companyId, id, {
        ...values,
        dateModified: now,
        userModified: principal.uid,
      });
    } else {
      id = await insertReport(db, principal.companyId, view.shiftRosterId, {
        ...values,
        dateCreated: now,
        userCreated: principal.uid,
      });
    }
    recordActivity(
      `${values.isSigned ? 'Signed' : 'Saved'} the shift report of the ${shiftWords(view, zone)}`,
    );
    const report = { id, shiftRosterId: view.shiftRosterId, office: false };
    return replyOf(id, values.isSigned === true, await incidentOf(db, deps, principal, report, body, now));
  },
});

export const editShiftReportRoute = routeSpec({
  method: 'POST',
  url: '/ShiftReports/edit/:shiftReportId',
  summary:
    'Edit a shift report: its worker (signing with isSigned), or the office (the signature state kept)',
  tags: ['ShiftReports'],
  params: editParams,
  body: shiftReportSchema,
  querystring: saveQuery,
  bodyLimit: REPORT_BODY_LIMIT,
  activity: 'Edited a shift report',
  prepare: prepareGoalProgress,
  async handler({
    db,
    deps,
    principal,
    params,
    body,
    query,
    now,
    reach,
    recordActivity,
    prepared,
  }): Promise<SaveReply> {
    const office = reach.all;
    const report = await findReport(db, principal.companyId, params.shiftReportId);
    if (!report) {
      throw notFound();
    }
    const own = office ? null : await ownShift(db, principal, report.shiftRosterId);
    const shift = own ?? (await lockedShift(db, principal, report.shiftRosterId));
    const locked = await findReportOfShift(db, principal.companyId, report.shiftRosterId, true);
    if (!locked) {
      throw notFound();
    }
    if (query.requestId && locked.requestId === query.requestId) {
      // Replay ids are the worker's (issue 24): the office reusing one is refused, never dropped.
      if (!own) {
        throw conflict(SHIFT_REPORT_TEXTS.requestIdTaken, { requestId: SHIFT_REPORT_TEXTS.requestIdTaken });
      }
      return replyOf(locked.id, locked.isSigned);
    }
    assertQueuedInTime(query.deviceTime, now);
    // The worker signs or unsigns; the office's edit keeps the signature state as it is.
    const signature = own
      ? workerSignature(body, locked, own.staffId, now)
      : { isSigned: locked.isSigned, signedAt: locked.signedAt, signedByStaffId: locked.signedByStaffId };
    await updateReport(db, principal.companyId, locked.id, {
      ...reportFields(body, prepared),
      ...signature,
      requestId: query.requestId ?? locked.requestId,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited the shift report of the ${shiftWords(shift.view, shift.zone)}`);
    const saved = { id: locked.id, shiftRosterId: report.shiftRosterId, office: own === null };
    const incident = await incidentOf(db, deps, principal, saved, body, now);
    return replyOf(locked.id, own !== null && signature.isSigned, incident);
  },
});
