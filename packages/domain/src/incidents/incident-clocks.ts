import { calendarDateInZone } from '../dates.ts';
import { endOfLocalDay, nthBusinessDayAfter } from './business-days.ts';
import {
  COMMISSION_FORM_LABELS,
  COMMISSION_FORM_RULES,
  type CommissionForm,
  RESTRICTIVE_PRACTICE_CATEGORY,
  type Reportability,
} from './incident-categories.ts';

const HOUR_MS = 3_600_000;

/** What the clocks of an incident are computed from. */
export interface ClockFacts {
  reportable: Reportability;
  categories: readonly number[];
  /** For an unauthorised restrictive practice: whether it caused harm (then the 24-hour form is due too). */
  restrictivePracticeHarm: boolean | null;
  /** When key personnel became aware: the clocks start here, not at the incident or its record (§B3). */
  awareAt: Date | null;
  notifiedAt: Partial<Record<CommissionForm, Date | null>>;
}

/**
 * The Commission forms an incident needs (§B3): none when not reportable; the 5-Day Form alone for
 * an unauthorised restrictive practice without harm (its only category); else the Immediate
 * Notification and the 5-Day Form. "Unsure" runs both clocks until someone decides (§B5: escalate).
 */
export function requiredForms(
  f: Pick<ClockFacts, 'reportable' | 'categories' | 'restrictivePracticeHarm'>,
): CommissionForm[] {
  if (f.reportable === 'Not reportable') {
    return [];
  }
  const onlyRestrictivePractice =
    f.categories.length > 0 && f.categories.every((c) => c === RESTRICTIVE_PRACTICE_CATEGORY);
  return onlyRestrictivePractice && f.restrictivePracticeHarm !== true
    ? ['fiveDay']
    : ['immediate', 'fiveDay'];
}

/**
 * When a form is due: the Immediate Notification 24 hours after awareness (elapsed hours, so a DST
 * change moves the wall time); the 5-Day Form at the end of the 5th business day after the day of
 * awareness in the company's zone, its public holidays and weekends skipped.
 */
export function formDueAt(
  form: CommissionForm,
  awareAt: Date,
  zone: string,
  holidays: ReadonlySet<string>,
): Date {
  if (form === 'immediate') {
    return new Date(awareAt.getTime() + 24 * HOUR_MS);
  }
  const awareDate = calendarDateInZone(awareAt, zone);
  return endOfLocalDay(nthBusinessDayAfter(awareDate, 5, holidays), zone);
}

export type ClockState = 'running' | 'late' | 'submitted' | 'submittedLate';

/** One Commission form's clock as an incident shows it. */
export interface IncidentClock {
  form: CommissionForm;
  label: string;
  rule: string;
  dueAt: string;
  submittedAt: string | null;
  state: ClockState;
  /** Milliseconds left (negative once late); 0 once submitted. */
  msLeft: number;
}

/** The clocks of an incident at `now`: none before awareness is recorded or when not reportable. */
export function incidentClocks(
  f: ClockFacts,
  now: Date,
  zone: string,
  holidays: ReadonlySet<string>,
): IncidentClock[] {
  const { awareAt } = f;
  if (!awareAt) {
    return [];
  }
  return requiredForms(f).map((form) => {
    const due = formDueAt(form, awareAt, zone, holidays);
    const submitted = f.notifiedAt[form] ?? null;
    const state: ClockState = submitted
      ? submitted.getTime() > due.getTime()
        ? 'submittedLate'
        : 'submitted'
      : now.getTime() > due.getTime()
        ? 'late'
        : 'running';
    return {
      form,
      label: COMMISSION_FORM_LABELS[form],
      rule: COMMISSION_FORM_RULES[form],
      dueAt: due.toISOString(),
      submittedAt: submitted ? submitted.toISOString() : null,
      state,
      msLeft: submitted ? 0 : due.getTime() - now.getTime(),
    };
  });
}

/** A countdown as people read it: '23 h 05 min left', '2 d 4 h left', '3 h 10 min late'. */
export function describeCountdown(msLeft: number): string {
  const late = msLeft < 0;
  const minutes = Math.floor(Math.abs(msLeft) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const text =
    days > 0
      ? `${days} d ${hours} h`
      : hours > 0
        ? `${hours} h ${String(mins).padStart(2, '0')} min`
        : `${mins} min`;
  return `${text} ${late ? 'late' : 'left'}`;
}
