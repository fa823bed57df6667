import { calendarDateInZone, DEFAULT_TIME_ZONE } from '../dates.ts';
import type { FormDef, FormValues, SignerRole } from './form-def.ts';
import { missingFields } from './form-schema.ts';

/**
 * The statuses a participant form shows (issue 27): where it stands and whether its review is near.
 * A complete form that still needs a signature is "awaiting signatures" (issue 40 item 6: a legal
 * document is not "completed" until everyone has signed it).
 */
export const FORM_STATUSES = ['draft', 'awaiting signatures', 'signed', 'due for review', 'overdue'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A review this close (in days) makes the form "due for review"; as documents' expiry warning. */
export const REVIEW_WARNING_DAYS = 30;

export interface FormSignatureFacts {
  role: SignerRole;
}

/** The needed signatures still missing: each entry is one signature, any of its roles may give it. */
export function missingSignatures(def: FormDef, signatures: readonly FormSignatureFacts[]): SignerRole[][] {
  const given = new Set(signatures.map((s) => s.role));
  return def.signatures.filter((roles) => !roles.some((r) => given.has(r))).map((roles) => [...roles]);
}

/** 'YYYY-MM-DD' plus whole months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const dateOf = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;

const earliest = (...dates: (string | null)[]): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;

/**
 * The next review date of a form: its rule's months after the effective date, no later than the
 * NDIS plan's end where the rule says so (support plan: min(last review + 12 months, plan end)),
 * no later than the form's own end (the agreement's term) or a "review by" the office set; null for a form with no review (a referral).
 */
export function nextReviewDate(
  def: FormDef,
  values: FormValues,
  planEnd: string | null = null,
): string | null {
  if (def.review.months === null) {
    return null;
  }
  const effective = dateOf(values.effectiveDate);
  const byRule = effective ? addMonthsToDate(effective, def.review.months) : null;
  const byPlan = def.review.untilPlanEnd ? (dateOf(values.planEnd) ?? planEnd) : null;
  // A plan end before the form took effect is an old plan, not a review date.
  const planCap = byPlan && (!effective || byPlan > effective) ? byPlan : null;
  const byEnd = def.review.endField ? dateOf(values[def.review.endField]) : null;
  return earliest(byRule, planCap, byEnd, dateOf(values.reviewBy));
}

export interface FormStatusFacts {
  values: FormValues;
  signatures: readonly FormSignatureFacts[];
  reviewDate: string | null;
}

/**
 * The displayed status: a form missing a required field is a draft; complete but not signed by
 * everyone it needs, awaiting signatures; otherwise signed. A complete form whose review date has
 * passed (in the company's zone) is overdue, and within 30 days of it, due for review.
 */
export function formStatus(
  def: FormDef,
  form: FormStatusFacts,
  now: Date,
  zone = DEFAULT_TIME_ZONE,
): FormStatus {
  if (missingFields(def, form.values).length > 0) {
    return 'draft';
  }
  const base: FormStatus =
    missingSignatures(def, form.signatures).length === 0 ? 'signed' : 'awaiting signatures';
  const due = reviewDaysLeft(form.reviewDate, now, zone);
  if (due === null) {
    return base;
  }
  if (due < 0) {
    return 'overdue';
  }
  return due <= REVIEW_WARNING_DAYS ? 'due for review' : base;
}

/** Whole days from today (in the zone) to the review date: 0 on the day, negative once past. */
export function reviewDaysLeft(
  reviewDate: string | null,
  now: Date,
  zone = DEFAULT_TIME_ZONE,
): number | null {
  if (!reviewDate) {
    return null;
  }
  const today = Date.parse(`${calendarDateInZone(now, zone)}T00:00:00Z`);
  return Math.round((Date.parse(`${reviewDate.slice(0, 10)}T00:00:00Z`) - today) / 86_400_000);
}
