import {
  type OnCostRates,
  type OnCostSettingsView,
  onCostSettingsSchema,
  onCostSettingsView,
  type StatusReply,
} from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { companyOnCosts, saveOnCosts } from './on-costs.repo.ts';
import { ensurePayRowsSeeded } from './pay-rates.repo.ts';

const TAGS = ['PayRates'];

/** The on-costs the margin report adds to pay (issue 38 item 6; docs/decisions/pay.md "Margin"). */
export const getOnCostsRoute = routeSpec({
  method: 'GET',
  url: '/PayRates/get_on_costs',
  summary:
    'The on-costs on wages: super guarantee rate, workers’ compensation %, payroll tax % (null: not set)',
  tags: TAGS,
  async handler({ db, principal }): Promise<OnCostSettingsView> {
    return onCostSettingsView(await companyOnCosts(db, principal.companyId));
  },
});

const words = (v: OnCostSettingsView) =>
  `super ${v.superRate}%, workers’ compensation ${v.workersCompRate === null ? 'not set' : `${v.workersCompRate}%`}, payroll tax ${v.payrollTaxRate === null ? 'not set' : `${v.payrollTaxRate}%`}`;

/** Saves the on-costs (a company administrator); the activity log keeps before and after. */
export const editOnCostsRoute = routeSpec({
  method: 'POST',
  url: '/PayRates/edit_on_costs',
  summary: 'Saves the on-costs on wages (percentages, at most 2 decimals; empty: not set)',
  tags: TAGS,
  body: onCostSettingsSchema,
  activity: 'Changed the on-costs',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    await ensurePayRowsSeeded(db, companyId, now);
    const before = onCostSettingsView(await companyOnCosts(db, companyId));
    const rates: OnCostRates = {
      superBasisPoints: body.superRate,
      workersCompBasisPoints: body.workersCompRate,
      payrollTaxBasisPoints: body.payrollTaxRate,
    };
    await saveOnCosts(db, companyId, rates, now, principal.fullName);
    recordActivity(`Changed the on-costs: ${words(before)} → ${words(onCostSettingsView(rates))}`);
    return { status: 'Success', message: 'The on-costs were saved.' };
  },
});
