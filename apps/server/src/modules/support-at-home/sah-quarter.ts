import {
  addCalendarDays,
  budgetKindOf,
  calendarDateInZone,
  claimWindowLastDay,
  committedLine,
  contributionRateOn,
  DEFAULT_TIME_ZONE,
  SAH_MESSAGES as M,
  NO_RATE_WARNING,
  priceRowOn,
  quarterBudget,
  quarterFigures,
  quarterOf,
  SAH_CLASSIFICATIONS,
  type SahClassification,
  type SahQuarterView,
  type SahServiceUnit,
  sahDollars,
  sahQuarterQuery,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { clientFunding } from '../people/people.api.ts';
import { lineView, sahBilling } from './sah-billing.ts';
import { budgetRowsOf, settingsOf } from './sah-budgets.repo.ts';
import { classificationsOf, contributionRatesOf } from './sah-clients.repo.ts';
import { rosteredServicesOf } from './sah-committed.repo.ts';
import { priceRowsOf } from './sah-services.repo.ts';

/**
 * What `used` counts: the quarter's delivered lines (issue 39 item 4) under the drawdown setting;
 * `committed` prices the roster ahead (item 3).
 */
export const USED_NOTE =
  'Used counts the delivered lines of the quarter (approved attendances at the published price in force on their day), drawn at the full price or the government share as the settings say; care management is drawn from the care-management account, not this budget. Committed counts the rostered services ahead at the published price in force on their day.';

/**
 * What the roster ahead commits of the quarter: each shift from now to the quarter's end naming a
 * service, at the published price in force on its day (hours to the nearest quarter hour); a shift
 * whose service has no price counts 0 with a warning. Each line explained.
 */
export async function committedOf(
  db: Queryable,
  companyId: string,
  clientId: string,
  quarter: { start: string; end: string },
  now: Date,
) {
  const zone = (await findCompany(db, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
  // A day either side of the quarter in UTC; the zone's calendar day decides below.
  const to = new Date(`${addCalendarDays(quarter.end, 2)}T00:00:00Z`);
  const shifts = (await rosteredServicesOf(db, companyId, clientId, now, to))
    .map((r) => ({ ...r, day: calendarDateInZone(r.dateFrom, zone) }))
    .filter((r) => r.day >= quarter.start && r.day <= quarter.end);
  const prices = await priceRowsOf(db, companyId, [...new Set(shifts.map((r) => r.serviceId))]);
  const lines = shifts.map((r) =>
    committedLine(
      { name: r.name, unit: r.unit as SahServiceUnit },
      Math.round((r.dateTo.getTime() - r.dateFrom.getTime()) / 60_000),
      r.day,
      priceRowOn(
        prices.filter((p) => p.serviceId === r.serviceId),
        'PRICE',
        r.day,
      ),
    ),
  );
  const cents = lines.reduce((sum, l) => sum + l.cents, 0);
  const unpriced = shifts.filter((_, i) => lines[i]?.explanation.endsWith('not counted'));
  return {
    cents,
    explanation: [
      `Committed: ${lines.length} rostered service(s) ahead in the quarter at the published price in force = ${sahDollars(cents)}`,
      ...lines.map((l) => `  ${l.explanation}`),
    ],
    warnings:
      unpriced.length > 0
        ? [
            `${unpriced.length} rostered service(s) have no published price on their day (${[...new Set(unpriced.map((u) => u.name))].join(', ')}): not counted in committed (Setup → Support at Home services)`,
          ]
        : [],
  };
}

/** A client's quarter: budget, care management, carried over, used, committed, remaining (issue 39 item 2). */
export const getSahQuarterRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/client_quarter',
  summary:
    'A Support at Home client’s quarter: budget, care management, carry-over, used, committed, remaining',
  tags: ['SupportAtHome'],
  querystring: sahQuarterQuery,
  async handler({ db, principal, query, now }): Promise<SahQuarterView> {
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
    const committed = await committedOf(db, companyId, client.id, quarter, now);
    const billing = await sahBilling(
      db,
      companyId,
      { fromDate: quarter.start, toDate: quarter.end },
      { profileId: client.id },
      now,
    );
    const lines = (billing.clients[0]?.lines ?? []).map((l) =>
      lineView(l, billing.clients[0]?.clientName ?? '', billing),
    );
    const drawn = lines.filter((l) => l.drawsOnBudget);
    const figures = quarterFigures(budget.budget, drawn, committed.cents, settings.drawdownBasis);
    const warnings = [...figures.warnings, ...committed.warnings];
    const unpriced = lines.filter((l) => l.unitPriceCents === null);
    if (unpriced.length > 0) {
      warnings.push(
        `${unpriced.length} delivered line(s) have no published price on their day: counted at $0.00 in used (Setup → Support at Home services)`,
      );
    }
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
      lines,
      // The committed lines before the remaining figure that subtracts them.
      explanation: [
        ...figures.explanation.slice(0, -2),
        ...committed.explanation,
        ...figures.explanation.slice(-2),
      ],
      warnings,
    };
  },
});
