import type { AiShiftReportReply, ShiftReportDraft } from '@care/domain';
import { api } from '../../api/api.ts';
import { signedInUserId } from '../shift-day/attendance-api.ts';
import type { ShiftReportPayload } from '../shift-reports/report-form-values.ts';
import type { SaveReportReply } from '../shift-reports/shift-reports-api.ts';

/** GET /ShiftRosters/sima_auto_shiftreport: the assistant's draft of the shift's report; nothing is saved. */
export function draftShiftReport(shiftId: string, reason: string, signal?: AbortSignal) {
  return api.get<AiShiftReportReply>('/ShiftRosters/sima_auto_shiftreport', {
    query: { shiftId, reason },
    signal,
  });
}

/** The save body of a reviewed draft: unsigned (only the worker signs), goal progress as edited. */
export function payloadOfDraft(
  draft: ShiftReportDraft & { shiftRosterId: string },
  goalProgress: string,
): ShiftReportPayload {
  return {
    shiftRosterId: draft.shiftRosterId,
    urgentMatters: draft.urgentMatters,
    medicationGiven: draft.medicationGiven,
    medicationSigned: draft.medicationSigned,
    medicationAvailable: draft.medicationAvailable,
    medicatioErrors: draft.medicatioErrors,
    isMealManagementPlan: draft.isMealManagementPlan,
    details_IfNotMealMaganementPlan: draft.details_IfNotMealMaganementPlan,
    isDrinkingProblem: draft.isDrinkingProblem,
    details_IfProblemExist: draft.details_IfProblemExist,
    isHealthIssues: draft.isHealthIssues,
    details_IfHealthIssuesExist: draft.details_IfHealthIssuesExist,
    goal_Progress: goalProgress,
    contactFamily: draft.contactFamily,
    isIncident: draft.isIncident,
    details_IfIsIncident: draft.details_IfIsIncident,
    // The office's draft keeps the report's words; the incident itself is reported from the report.
    incident: null,
    incidentId: null,
    isBehaviourConcerned: draft.isBehaviourConcerned,
    details_ifIsBehaviourConcerned: draft.details_ifIsBehaviourConcerned,
    isSigned: false,
  };
}

/**
 * Saves the accepted draft: edit/{id} when the shift has a report already, else add_shiftreport
 * (the office's unsigned report). The client toasts the server's message.
 */
export function saveDraft(reply: AiShiftReportReply['shiftreport'], goalProgress: string) {
  const payload = payloadOfDraft(reply, goalProgress);
  const query = { userId: signedInUserId() };
  return reply.shiftReportId
    ? api.post<SaveReportReply>(`/ShiftReports/edit/${encodeURIComponent(reply.shiftReportId)}`, payload, {
        query,
      })
    : api.post<SaveReportReply>('/ShiftReports/add_shiftreport', payload, { query });
}
