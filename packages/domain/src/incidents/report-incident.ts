import { z } from 'zod';
import { requiredText } from '../schemas/form-fields.ts';
import { incidentNumber } from './incident-view.ts';

/** The messages of a shift report's incident step (issue 40), shared by the server and the form. */
export const REPORT_INCIDENT_MESSAGES = {
  questionsRequired:
    'Answer the incident questions: what happened, when, who was harmed and how, first aid and who was told',
  answeredOrChosen: 'Either answer the incident questions or add to the incident already reported, not both',
  alreadyLinked: (no: string) =>
    `This shift report already has incident ${no}. Open it or add to it instead of reporting it again.`,
  notOfShift: 'That incident was not reported for this shift',
  otherReport: (no: string) => `Incident ${no} belongs to another shift report`,
  additionRequired: 'Write what you want to add',
} as const;

/**
 * What saving a shift report does about its incident. "Incident? Yes" either carries the incident
 * form's answers (raise one, linked to the report), or names the shift's incident already reported
 * (link the report to it: "Add to it"). A report has one incident: a second is refused (409), so a
 * double tap on a weak signal cannot make two. The office may save "Yes" without the answers (an AI
 * draft): no incident is raised and the report offers to report it; a worker must answer.
 */
export type ReportIncidentDecision =
  | { kind: 'none' }
  | { kind: 'keep' }
  | { kind: 'raise' }
  | { kind: 'link'; incidentId: string }
  | { kind: 'refuse'; status: 400 | 409; message: string };

export interface ReportIncidentFacts {
  isIncident: boolean | null | undefined;
  /** Whether the save carries the incident form's answers. */
  answered: boolean;
  /** The shift's incident the worker chose to add to, if any. */
  chosenIncidentId: string | null;
  /** The incident already linked to this report, if any. */
  linked: { id: string; incidentNo: number } | null;
  /** The office saves (it may leave the incident to the register); a worker reports from the field. */
  office: boolean;
}

/** The decision for one save of a shift report (see ReportIncidentDecision). */
export function reportIncidentDecision(f: ReportIncidentFacts): ReportIncidentDecision {
  const M = REPORT_INCIDENT_MESSAGES;
  if (f.isIncident !== true) {
    // An incident once in the register stays there; untelling it is the office's decision.
    return { kind: 'none' };
  }
  if (f.answered && f.chosenIncidentId) {
    return { kind: 'refuse', status: 400, message: M.answeredOrChosen };
  }
  if (f.linked) {
    const sameChoice = !f.chosenIncidentId || f.chosenIncidentId === f.linked.id;
    return f.answered || !sameChoice
      ? { kind: 'refuse', status: 409, message: M.alreadyLinked(incidentNumber(f.linked.incidentNo)) }
      : { kind: 'keep' };
  }
  if (f.answered) {
    return { kind: 'raise' };
  }
  if (f.chosenIncidentId) {
    return { kind: 'link', incidentId: f.chosenIncidentId };
  }
  return f.office ? { kind: 'none' } : { kind: 'refuse', status: 400, message: M.questionsRequired };
}

/** The report's own incident text when the incident form was answered: its title and what happened. */
export const reportIncidentDetails = (incident: { title: string; description: string }): string =>
  `${incident.title}\n${incident.description}`.slice(0, 4000);

/** "Add to it": what the reporter or the office adds to an incident after it was reported. */
export const incidentAdditionSchema = z.object({
  text: requiredText(REPORT_INCIDENT_MESSAGES.additionRequired, 4000),
});
export type IncidentAdditionInput = z.input<typeof incidentAdditionSchema>;
