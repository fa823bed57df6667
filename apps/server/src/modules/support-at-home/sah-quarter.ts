import {
  budgetKindOf,
  claimWindowLastDay,
  contributionRateOn,
  SAH_MESSAGES as M,
  NO_RATE_WARNING,
  quarterBudget,
  quarterFigures,
  quarterOf,
  SAH_CLASSIFICATIONS,
  type SahClassification,
  type SahQuarterView,
  sahQuarterQuery,
} from '@care/domain';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { clientFunding } from '../people/people.api.ts';
import { budgetRowsOf, settingsOf } from './sah-budgets.repo.ts';
import { classificationsOf, contributionRatesOf } from './sah-clients.repo.ts';

/**
 * What `used` and `committed` count today: services, their codes and the provider's prices are issue
 * 39 item 3, not built yet, so no delivered or rostered time can be priced; no price is invented.
 */
export const USED_NOTE =
  'Used and committed count no lines yet: Support at Home services and prices are not set up (issue 39 item 3), so delivered and rostered time cannot be priced.';

/** A client's quarter: budget, care management, carried over, used, committed, remaining (issue 39 item 2). */
export const getSahQuarterRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/client_quarter',
  summary:
    'A Support at Home client’s quarter: budget, care management, carry-over, used, committed, remaining',
  tags: ['SupportAtHome'],
  querystring: sahQuarterQuery,
  async handler({ db, principal, query }): Promise<SahQuarterView> {
    const { companyId } = principal;
    const client = await clientFunding(db, companyId, query.clientId);
    if (!client) {
      throw notFound();
    }
    if (client.fundingProgram !== 'SUPPORT_AT_HOME') {
      throw badRequest(M.notSupportAtHome, { clientId: M.notSupportAtHome });
    }
    const quarter = quarterOf(query.date);
    // The classification in force at the quarter's end (a reassessment inside it: the later one; §1.2).
    const rows = await classificationsOf(db, companyId, client.id);
    const inForce = rows.filter((c) => c.startDate <= quarter.end).at(-1);
    if (!inForce) {
      throw badRequest(M.noClassification, { date: M.noClassification });
    }
    if (!(SAH_CLASSIFICATIONS as readonly string[]).includes(inForce.classification)) {
      const message = `${inForce.classification} is a short-term pathway: its funding is an episode amount, not a quarterly budget`;
      throw badRequest(message, { date: message });
    }
    const classification = inForce.classification as SahClassification;
    const settings = await settingsOf(db, companyId);
    const budget = quarterBudget({
      rows: await budgetRowsOf(db, companyId, settings.seeded),
      classification,
      quarter,
      startDate: rows[0]?.startDate ?? null,
      // Carry-in is Services Australia's rollover figure: not recorded yet, so none is assumed.
      carriedInCents: 0,
      careManagementRounding: settings.careManagementRounding,
    });
    if (!budget.ok) {
      throw badRequest(budget.problem, { date: budget.problem });
    }
    const figures = quarterFigures(budget.budget, [], 0, settings.drawdownBasis);
    const warnings = [...figures.warnings];
    if (
      !contributionRateOn(
        (await contributionRatesOf(db, companyId, client.id)).map((r) => ({
          ...r,
          effectiveTo: null,
          status: 'PART_PENSIONER' as const,
          grandfathered: false,
        })),
        quarter.end,
      )
    ) {
      warnings.push(NO_RATE_WARNING);
    }
    return {
      clientId: client.id,
      quarter,
      classification,
      kind: budgetKindOf(classification),
      budgetCents: figures.budgetCents,
      careManagementCents: figures.careManagementCents,
      carriedInCents: figures.carriedInCents,
      servicesBudgetCents: figures.servicesBudgetCents,
      usedCents: figures.usedCents,
      committedCents: figures.committedCents,
      remainingCents: figures.remainingCents,
      carryOverCapCents: figures.carryOverCapCents,
      projectedCarryOutCents: figures.projectedCarryOutCents,
      projectedLapseCents: figures.projectedLapseCents,
      drawdownBasis: figures.drawdownBasis,
      estimate: budget.budget.estimate,
      usedNote: USED_NOTE,
      claimWindowLastDay: claimWindowLastDay(quarter.end, settings.lateClaimDayOne),
      explanation: figures.explanation,
      warnings,
    };
  },
});
