import { z } from 'zod';
import { parseAmountCents } from '../care-record/money.ts';
import { formatCalendarDate } from '../dates.ts';
import type { PlanBudgetUsage } from '../invoices/invoice-view.ts';
import { isCalendarDate, optionalEmail, optionalText, requiredDate } from '../schemas/form-fields.ts';
import type { PlanStatus } from './plan-rules.ts';
import { supportCategoryOf } from './support-categories.ts';

/** How a plan is managed, spelt as the client's financial arrangement and the referral form spell it. */
export const PLAN_MANAGEMENT_KINDS = ['NDIA Managed', 'Plan Managed', 'Self Managed'] as const;
export type PlanManagementKind = (typeof PLAN_MANAGEMENT_KINDS)[number];

/** The messages of the plan form, shared by the server's replies and the web form. */
export const PLAN_MESSAGES = {
  clientRequired: 'Choose the client',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endAfterStart: 'The end date must be after the start date',
  tooLong: 'A plan can last at most 5 years',
  managementRequired: 'Choose how the plan is managed',
  planManagerRequired: 'Enter the plan manager’s name',
  abnInvalid: 'An ABN is 11 digits',
  categoryRequired: 'Choose a support category',
  categoryTwice: 'This category is already in the plan',
  amountRequired: 'Amount is required',
  tooManyLines: 'A plan has at most one line for each of the 15 categories',
} as const;

/** The longest plan the form takes, in years (NDIA plans run 1 to 5 years). */
export const MAX_PLAN_YEARS = 5;

/** A plan's dates as the message of an overlap shows them: 'from 01-07-2026 to 30-06-2027'. */
export const planPeriod = (p: { startDate: string; endDate: string }): string =>
  `from ${formatCalendarDate(p.startDate)} to ${formatCalendarDate(p.endDate)}`;

/** The 400 message when a plan's dates share a day with another plan of the client. */
export const overlapMessage = (other: { startDate: string; endDate: string }): string =>
  `These dates overlap the client’s plan ${planPeriod(other)}. A client has one plan at a time.`;

/** The most one budget line holds ($20,000,000): far above any plan, within the cents column. */
export const MAX_BUDGET_CENTS = 2_000_000_000;

/** A budget amount: dollars and cents as text ('$12,500.50') or a number, read as integer cents. */
const amountCents = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: PLAN_MESSAGES.amountRequired })
    .nullable()
    .optional()
    .transform((text, ctx) => {
      const result = parseAmountCents(text, PLAN_MESSAGES.amountRequired, MAX_BUDGET_CENTS);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result.cents;
    }),
);

/** One budget line: an NDIS support category (1–15) and the funds for it. */
export const planBudgetLine = z.object({
  supportCategoryNumber: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: PLAN_MESSAGES.categoryRequired }).transform((v, ctx) => {
      const category = supportCategoryOf(v);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.categoryRequired });
        return z.NEVER;
      }
      return category.number;
    }),
  ),
  amount: amountCents,
});
export type PlanBudgetLine = z.infer<typeof planBudgetLine>;

const planFields = {
  startDate: requiredDate(PLAN_MESSAGES.startRequired),
  endDate: requiredDate(PLAN_MESSAGES.endRequired),
  management: z.enum(PLAN_MANAGEMENT_KINDS, { error: PLAN_MESSAGES.managementRequired }),
  planManager: optionalText(200),
  /** Where a plan-managed plan's invoices go (docs/workforce.md "Who pays"). */
  planManagerEmail: optionalEmail().default(null),
  planManagerAbn: optionalText(20)
    .default(null)
    .transform((v) => (v === null ? null : v.replace(/\s/g, '')))
    .refine((v) => v === null || /^\d{11}$/.test(v), PLAN_MESSAGES.abnInvalid),
  planManagerAddress: optionalText(300).default(null),
  /** A self-managed participant's nominated representative, who gets the invoices (blank: the participant). */
  representativeName: optionalText(200).default(null),
  representativeEmail: optionalEmail().default(null),
  representativeAddress: optionalText(300).default(null),
  note: optionalText(1000),
  budgets: z.array(planBudgetLine).max(15, PLAN_MESSAGES.tooManyLines).default([]),
};

type PlanShape = {
  startDate: string;
  endDate: string;
  management: PlanManagementKind;
  planManager: string | null;
  planManagerEmail: string | null;
  planManagerAbn: string | null;
  planManagerAddress: string | null;
  representativeName: string | null;
  representativeEmail: string | null;
  representativeAddress: string | null;
  budgets: PlanBudgetLine[];
};

/**
 * The plan's own rules: end after start, at most five years, a plan manager when plan-managed, each
 * category once. They run even when another field is wrong (so the form shows every message at
 * once), and so read each field only when it parsed.
 */
function checkPlan(plan: PlanShape, ctx: z.RefinementCtx): void {
  const { startDate, endDate } = plan;
  if (isCalendarDate(startDate) && isCalendarDate(endDate)) {
    if (endDate <= startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: PLAN_MESSAGES.endAfterStart });
    } else if (endDate >= `${Number(startDate.slice(0, 4)) + MAX_PLAN_YEARS}${startDate.slice(4)}`) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: PLAN_MESSAGES.tooLong });
    }
  }
  const manager = typeof plan.planManager === 'string' ? plan.planManager.trim() : '';
  if (plan.management === 'Plan Managed' && !manager) {
    ctx.addIssue({ code: 'custom', path: ['planManager'], message: PLAN_MESSAGES.planManagerRequired });
  }
  const seen = new Set<string>();
  for (const [i, line] of (Array.isArray(plan.budgets) ? plan.budgets : []).entries()) {
    const number = line && supportCategoryOf(String(line.supportCategoryNumber ?? ''))?.number;
    if (!number) {
      continue;
    }
    if (seen.has(number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgets', i, 'supportCategoryNumber'],
        message: PLAN_MESSAGES.categoryTwice,
      });
    }
    seen.add(number);
  }
}

/** Runs the plan's rules whatever else failed, once the input is an object at all. */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Only a plan-managed plan has a plan manager, and only a self-managed one a representative who is invoiced. */
const withoutStrayManager = <T extends PlanShape>(plan: T): T => ({
  ...plan,
  ...(plan.management === 'Plan Managed'
    ? {}
    : { planManagerEmail: null, planManagerAbn: null, planManagerAddress: null }),
  ...(plan.management === 'NDIA Managed' ? { planManager: null } : {}),
  ...(plan.management === 'Self Managed'
    ? {}
    : { representativeName: null, representativeEmail: null, representativeAddress: null }),
});

/** Edit a plan: its dates, management, plan manager, note and the whole set of budget lines (POST /ClientPlans/edit/{id}). */
export const clientPlanForm = z
  .object(planFields)
  .superRefine(checkPlan, ALWAYS)
  .transform(withoutStrayManager);
export type ClientPlanForm = z.infer<typeof clientPlanForm>;

/** Add a plan to a client, with its budget lines (POST /ClientPlans). */
export const newClientPlanForm = z
  .object({ clientId: z.uuid(PLAN_MESSAGES.clientRequired), ...planFields })
  .superRefine(checkPlan, ALWAYS)
  .transform(withoutStrayManager);
export type NewClientPlanForm = z.infer<typeof newClientPlanForm>;

/** A budget line as the API shows it. */
export interface PlanBudgetView {
  planBudgetId: string;
  supportCategoryNumber: string;
  supportCategoryName: string;
  amountCents: number;
}

/** A plan as the API shows it: newest first in lists, with its status on the company's local date. */
export interface ClientPlanView {
  clientPlanId: string;
  profileId: string;
  startDate: string;
  endDate: string;
  management: PlanManagementKind;
  planManager: string | null;
  planManagerEmail: string | null;
  planManagerAbn: string | null;
  planManagerAddress: string | null;
  representativeName: string | null;
  representativeEmail: string | null;
  representativeAddress: string | null;
  note: string | null;
  status: PlanStatus;
  /** Days after today to the last day of a current plan (0 on its last day), else null. */
  daysLeft: number | null;
  /** Days until an upcoming plan starts, else null. */
  daysToStart: number | null;
  budgets: PlanBudgetView[];
  totalCents: number;
  /** Per budget line: what the client's saved invoice lines within the plan used of it (budgetUsage). */
  budgetUsage: PlanBudgetUsage[];
  dateCreated: string;
  dateModified: string | null;
}
