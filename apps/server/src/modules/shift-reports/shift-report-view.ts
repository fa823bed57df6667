import type { ShiftReportIncident, ShiftReportView, ShiftRosterView } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { linkedIncidents } from '../incidents/incidents.api.ts';
import { type RosterReader, readableShiftView } from '../roster/roster.api.ts';
import { type ShiftReportRow, staffSignature } from './shift-reports.repo.ts';

/** The shift as the roster shows it, if the reader reaches it; else 404. */
export async function readableShift(
  db: Queryable,
  principal: Principal,
  reader: RosterReader,
  shiftId: string,
): Promise<ShiftRosterView> {
  const view = await readableShiftView(db, principal.companyId, reader, shiftId);
  if (!view) {
    throw notFound();
  }
  return view;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The report as every read replies it (spec 3 §3 ShiftReport with its shift and its incident). A
 * list passes the signers' signature URLs and the reports' incidents read at once (staff id → URL,
 * report id → incident), instead of queries per report.
 */
export async function reportView(
  db: Queryable,
  row: ShiftReportRow,
  shift: ShiftRosterView,
  signatures?: ReadonlyMap<string, string | null>,
  incidents?: ReadonlyMap<string, ShiftReportIncident>,
): Promise<ShiftReportView> {
  const linked = incidents ?? (await linkedIncidents(db, row.companyId, [row.id]));
  const signer =
    row.isSigned && row.signedByStaffId
      ? signatures
        ? { signatureUrl: signatures.get(row.signedByStaffId) ?? null }
        : await staffSignature(db, row.companyId, row.signedByStaffId)
      : undefined;
  return {
    shiftReportId: row.id,
    shiftRosterId: row.shiftRosterId,
    companyID: row.companyId,
    urgentMatters: row.urgentMatters,
    medicationGiven: row.medicationGiven,
    medicationSigned: row.medicationSigned,
    medicationAvailable: row.medicationAvailable,
    medicatioErrors: row.medicatioErrors,
    isMealManagementPlan: row.isMealManagementPlan,
    details_IfNotMealMaganementPlan: row.details_IfNotMealMaganementPlan,
    isDrinkingProblem: row.isDrinkingProblem,
    details_IfProblemExist: row.details_IfProblemExist,
    isHealthIssues: row.isHealthIssues,
    details_IfHealthIssuesExist: row.details_IfHealthIssuesExist,
    goal_Progress: row.goal_Progress,
    contactFamily: row.contactFamily,
    isIncident: row.isIncident,
    details_IfIsIncident: row.details_IfIsIncident,
    isBehaviourConcerned: row.isBehaviourConcerned,
    details_ifIsBehaviourConcerned: row.details_ifIsBehaviourConcerned,
    incident: linked.get(row.id) ?? null,
    isSigned: row.isSigned,
    signedAt: iso(row.signedAt),
    signatureUrl: signer?.signatureUrl ?? null,
    shiftRoster: {
      shiftRosterId: shift.shiftRosterId,
      staff: shift.staff ? { staffId: shift.staff.staffId, fullName: shift.staff.fullName } : null,
      profile: shift.profile,
      profileId: shift.profile?.profileId ?? null,
      dateFrom: shift.dateFrom,
      dateTo: shift.dateTo,
      clients: shift.clients,
    },
    dateCreated: row.dateCreated.toISOString(),
    dateModified: iso(row.dateModified),
    userCreated: row.userCreated,
    userModified: row.userModified,
  };
}
