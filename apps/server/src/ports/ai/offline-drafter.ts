import type { ShiftReportDraft } from '@care/domain';
import { type DraftInput, plainText, type ShiftReportDrafter } from './report-drafter.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) {
    return names[0] ?? '';
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** The goal progress paragraphs: who, when, what was planned, what was recorded, and what was asked. */
function goalProgress(input: DraftInput): string {
  const clients = joinNames(input.clientNames) || 'the client';
  const paragraphs: string[] = [];
  paragraphs.push(
    `Shift with ${clients} from ${input.start} to ${input.end}` +
      `${input.staffName ? `, supported by ${input.staffName}` : ''}.`,
  );
  const planned = [
    input.activities ? `Planned activities: ${sentence(input.activities)}` : '',
    input.description ? `Shift notes: ${sentence(input.description)}` : '',
    input.appointment ? `Appointment: ${sentence(input.appointment)}` : '',
  ].filter(Boolean);
  if (planned.length > 0) {
    paragraphs.push(planned.join(' '));
  }
  const a = input.attendance;
  if (a) {
    const km =
      a.startKm !== null && a.endKm !== null && a.endKm >= a.startKm
        ? ` ${Math.round((a.endKm - a.startKm) * 100) / 100} km were recorded.`
        : '';
    paragraphs.push(
      `Clocked in at ${a.clockIn}${a.clockOut ? ` and out at ${a.clockOut}` : ', not yet clocked out'}.${km}`,
    );
    if (a.report?.trim()) {
      paragraphs.push(`Worker's note: ${sentence(a.report)}`);
    }
  } else {
    paragraphs.push('No attendance is recorded for this shift.');
  }
  for (const note of input.notes) {
    const parts = [
      note.report?.trim() ? `Report: ${sentence(note.report)}` : '',
      note.progress?.trim() ? `Progress: ${sentence(note.progress)}` : '',
      note.followUp?.trim() ? `Follow up: ${sentence(note.followUp)}` : '',
    ].filter(Boolean);
    if (parts.length > 0) {
      paragraphs.push(`Progress note for ${note.clientName}. ${parts.join(' ')}`);
    }
  }
  const earlier = input.existingReport ? plainText(input.existingReport.goal_Progress) : '';
  if (earlier) {
    paragraphs.push(`From the report already written: ${sentence(earlier)}`);
  }
  paragraphs.push(`Focus asked for: ${sentence(input.instruction)}`);
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

/**
 * The offline default: a draft built only from the shift's data, the same for the same input. The
 * answers the record holds (the report already written) are kept; nothing else is invented, so the
 * questions stay unanswered (null) for the user to answer.
 */
export const offlineDrafter: ShiftReportDrafter = {
  source: 'offline',
  async draft(input: DraftInput): Promise<ShiftReportDraft> {
    const e = input.existingReport;
    return {
      urgentMatters: e?.urgentMatters ?? null,
      medicationGiven: e?.medicationGiven ?? null,
      medicationSigned: e?.medicationSigned ?? null,
      medicationAvailable: e?.medicationAvailable ?? null,
      medicatioErrors: e?.medicatioErrors ?? null,
      isMealManagementPlan: e?.isMealManagementPlan ?? null,
      details_IfNotMealMaganementPlan: e?.details_IfNotMealMaganementPlan ?? null,
      isDrinkingProblem: e?.isDrinkingProblem ?? null,
      details_IfProblemExist: e?.details_IfProblemExist ?? null,
      isHealthIssues: e?.isHealthIssues ?? null,
      details_IfHealthIssuesExist: e?.details_IfHealthIssuesExist ?? null,
      goal_Progress: goalProgress(input),
      contactFamily: e?.contactFamily ?? null,
      isIncident: e?.isIncident ?? null,
      details_IfIsIncident: e?.details_IfIsIncident ?? null,
      isBehaviourConcerned: e?.isBehaviourConcerned ?? null,
      details_ifIsBehaviourConcerned: e?.details_ifIsBehaviourConcerned ?? null,
    };
  },
};
