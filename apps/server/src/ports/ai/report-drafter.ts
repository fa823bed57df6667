import type { ShiftReportDraft } from '@care/domain';

/** What the assistant is told about the shift: only what is on record, already in the company's zone. */
export interface DraftInput {
  /** The clients' full names, in the shift's order. */
  clientNames: string[];
  staffName: string | null;
  /** Local start and end in the company's zone, as 'DD/MM/YYYY h:mm A'. */
  start: string;
  end: string;
  zone: string;
  activities: string | null;
  description: string | null;
  appointment: string | null;
  attendance: {
    /** Local clock in and out ('' while still clocked in). */
    clockIn: string;
    clockOut: string;
    startKm: number | null;
    endKm: number | null;
    report: string | null;
  } | null;
  /** The progress notes of the shift, one per client, only those with some text. */
  notes: { clientName: string; report: string | null; progress: string | null; followUp: string | null }[];
  /** The shift's report already written, if any. */
  existingReport: ShiftReportDraft | null;
  /** The user's instruction (at least 4 characters). */
  instruction: string;
}

/** Drafts a shift report for review; nothing is saved (docs/architecture.md, ports). */
export interface ShiftReportDrafter {
  /** 'offline': built from the shift's data alone; 'ai': a configured chat service. */
  readonly source: 'offline' | 'ai';
  draft(input: DraftInput): Promise<ShiftReportDraft>;
}

/** The chat service failed, timed out or answered something that is not a draft. */
export class AiUnavailable extends Error {}

/** The keys of a draft, in the form's order: the chat service must answer exactly these. */
export const DRAFT_KEYS = [
  'urgentMatters',
  'medicationGiven',
  'medicationSigned',
  'medicationAvailable',
  'medicatioErrors',
  'isMealManagementPlan',
  'details_IfNotMealMaganementPlan',
  'isDrinkingProblem',
  'details_IfProblemExist',
  'isHealthIssues',
  'details_IfHealthIssuesExist',
  'goal_Progress',
  'contactFamily',
  'isIncident',
  'details_IfIsIncident',
  'isBehaviourConcerned',
  'details_ifIsBehaviourConcerned',
] as const satisfies readonly (keyof ShiftReportDraft)[];

/** The plain text of stored rich text (tags and inline images dropped), for quoting a report. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
