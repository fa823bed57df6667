import {
  addCalendarDays,
  type ClientPlanForm,
  type ClientPlanView,
  centsToInput,
  MAX_BUDGET_CENTS,
  oneYearPlanEnd,
  parseAmountCents,
} from '@care/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { PlanFormValues } from './plans-api.ts';

/** The plan form as its parts receive it. */
export type PlanFormApi = UseFormReturn<PlanFormValues, unknown, ClientPlanForm>;

/** A budget line not yet filled in. */
export const EMPTY_LINE = { supportCategoryNumber: '', amount: '' };

/** The form's first values: the plan being edited, or for a new plan the year after the client's latest plan. */
export function valuesOf(plan: ClientPlanView | null, latest: ClientPlanView | undefined): PlanFormValues {
  if (plan) {
    return {
      startDate: plan.startDate,
      endDate: plan.endDate,
      management: plan.management,
      planManager: plan.planManager ?? '',
      planManagerEmail: plan.planManagerEmail ?? '',
      planManagerAbn: plan.planManagerAbn ?? '',
      planManagerAddress: plan.planManagerAddress ?? '',
      representativeName: plan.representativeName ?? '',
      representativeEmail: plan.representativeEmail ?? '',
      representativeAddress: plan.representativeAddress ?? '',
      note: plan.note ?? '',
      budgets: plan.budgets.map((b) => ({
        supportCategoryNumber: b.supportCategoryNumber,
        amount: centsToInput(b.amountCents),
      })),
    };
  }
  const startDate = latest ? addCalendarDays(latest.endDate, 1) : '';
  return {
    startDate,
    endDate: startDate ? oneYearPlanEnd(startDate) : '',
    management: latest?.management ?? '',
    planManager: latest?.planManager ?? '',
    planManagerEmail: latest?.planManagerEmail ?? '',
    planManagerAbn: latest?.planManagerAbn ?? '',
    planManagerAddress: latest?.planManagerAddress ?? '',
    representativeName: latest?.representativeName ?? '',
    representativeEmail: latest?.representativeEmail ?? '',
    representativeAddress: latest?.representativeAddress ?? '',
    note: '',
    budgets: [{ ...EMPTY_LINE }],
  };
}

/** The sum of the amounts typed so far (lines not yet a valid amount count as nothing). */
export function typedTotal(lines: PlanFormValues['budgets']): number {
  return lines.reduce((sum, l) => {
    const parsed = parseAmountCents(l.amount, '', MAX_BUDGET_CENTS);
    return sum + (parsed.ok ? parsed.cents : 0);
  }, 0);
}
