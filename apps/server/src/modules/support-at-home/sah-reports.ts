import {
  type BudgetUseInput,
  budgetUseCsv,
  budgetUseReport,
  type ClaimsOutstanding,
  calendarDateInZone,
  claimsOutstanding,
  claimsOutstandingCsv,
  DEFAULT_TIME_ZONE,
  fullName,
  quarterBudget,
  quarterFigures,
  quarterOf,
  SAH_CLASSIFICATIONS,
  SAH_PATHWAY_LABELS,
  type SahBudgetUseView,
  type SahClassification,
  type SahPathway,
  sahBudgetUseQuery,
  sahReportFormatQuery,
} from '@care/domain';
import { readTogether } from '../../db/read-together.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { clientFunding, namePartsOf } from '../people/people.api.ts';
import { lineView, sahBilling } from './sah-billing.ts';
import { budgetRowsOf, settingsOf } from './sah-budgets.repo.ts';
import { committedOf } from './sah-quarter.ts';
import { companyClassifications, outstandingClaimLines } from './sah-reports.repo.ts';

const tags = ['SupportAtHome'];

/** Sends a report as a CSV file named by it. */
function sendCsv(reply: { header: (k: string, v: string) => unknown }, name: string, csv: string) {
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', contentDisposition('attachment', name));
  return Buffer.from(csv, 'utf8');
}

/**
 * Budget use per client for a quarter (issue 39 item 6): each Support at Home client with an ongoing
 * classification in force at the quarter's end, its budget, used, committed and remaining figures
 * as the client's quarter reads them, and its risk (overrun, unspent funds that would lapse, on
 * track). Pathway clients and clients without a budget row are listed as left out, with why.
 */
export const sahBudgetUseRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/report_budget_use',
  summary:
    'Support at Home budget use per client for a quarter: overrun risk and unspent funds (JSON or CSV)',
  tags,
  querystring: sahBudgetUseQuery,
  cookieSession: true,
  async handler({ db, principal, query, now, reply }): Promise<SahBudgetUseView | Buffer> {
    const { companyId } = principal;
    const quarter = quarterOf(query.date);
    const settings = await settingsOf(db, companyId);
    const [classifications, rows, billing] = await readTogether(db, [
      () => companyClassifications(db, companyId),
      () => budgetRowsOf(db, companyId, settings.seeded),
      () => sahBilling(db, companyId, { fromDate: quarter.start, toDate: quarter.end }, 'all', now),
    ]);
    const byClient = new Map<string, typeof classifications>();
    for (const c of classifications) {
      byClient.set(c.profileId, [...(byClient.get(c.profileId) ?? []), c]);
    }
    const inputs: BudgetUseInput[] = [];
    const skipped: SahBudgetUseView['skipped'] = [];
    const names = await namePartsOf(db, 'client', companyId, [...byClient.keys()]);
    for (const [clientId, own] of byClient) {
      const funding = await clientFunding(db, companyId, clientId);
      if (funding?.fundingProgram !== 'SUPPORT_AT_HOME') {
        continue;
      }
      const parts = names.get(clientId);
      const clientName = fullName(
        parts?.firstName ?? null,
        parts?.middleName ?? null,
        parts?.surName ?? null,
      );
      const inForce = own.filter((c) => c.startDate <= quarter.end).at(-1);
      if (!inForce) {
        continue;
      }
      if (!(SAH_CLASSIFICATIONS as readonly string[]).includes(inForce.classification)) {
        skipped.push({
          clientId,
          clientName,
          reason: `${SAH_PATHWAY_LABELS[inForce.classification as SahPathway] ?? inForce.classification}: funded by an episode amount, not a quarterly budget`,
        });
        continue;
      }
      const budget = quarterBudget({
        rows,
        classification: inForce.classification as SahClassification,
        quarter,
        startDate: own[0]?.startDate ?? null,
        carriedInCents: 0,
        careManagementRounding: settings.careManagementRounding,
      });
      if (!budget.ok) {
        skipped.push({ clientId, clientName, reason: budget.problem });
        continue;
      }
      const billed = billing.clients.find((c) => c.clientId === clientId);
      const drawn = (billed?.lines ?? [])
        .map((l) => lineView(l, clientName, billing))
        .filter((l) => l.drawsOnBudget);
      const committed = await committedOf(db, companyId, clientId, quarter, now);
      inputs.push({
        clientId,
        clientName,
        classification: inForce.classification,
        quarterLabel: quarter.label,
        figures: quarterFigures(budget.budget, drawn, committed.cents, settings.drawdownBasis),
      });
    }
    const report = budgetUseReport(inputs);
    if (query.format === 'csv') {
      return sendCsv(reply, `support-at-home-budget-use-${quarter.start}.csv`, budgetUseCsv(report));
    }
    return {
      quarter,
      rows: report,
      skipped: skipped.sort((a, b) => a.clientName.localeCompare(b.clientName)),
    };
  },
});

/**
 * Claims outstanding by age (issue 39 item 6): the government amount of every claimed line not
 * paid yet (submitted, or rejected and not claimed again), by days since its claim was made, per
 * client and in total.
 */
export const sahClaimsOutstandingRoute = routeSpec({
  method: 'GET',
  url: '/SupportAtHome/report_claims_outstanding',
  summary: 'Support at Home claims not paid yet, by age since claimed, per client (JSON or CSV)',
  tags,
  querystring: sahReportFormatQuery,
  cookieSession: true,
  async handler({ db, principal, query, now, reply }): Promise<ClaimsOutstanding | Buffer> {
    const { companyId } = principal;
    const zone = (await findCompany(db, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
    const today = calendarDateInZone(now, zone);
    const lines = await outstandingClaimLines(db, companyId);
    const names = await namePartsOf(db, 'client', companyId, [...new Set(lines.map((l) => l.profileId))]);
    const report = claimsOutstanding(
      lines.map((l) => {
        const parts = names.get(l.profileId);
        return {
          clientId: l.profileId,
          clientName: fullName(parts?.firstName ?? null, parts?.middleName ?? null, parts?.surName ?? null),
          serviceDate: l.serviceDate,
          claimedOn: calendarDateInZone(l.claimedAt, zone),
          state: l.status === 'Rejected' ? ('REJECTED' as const) : ('SUBMITTED' as const),
          governmentCents: l.governmentCents,
        };
      }),
      today,
    );
    if (query.format === 'csv') {
      return sendCsv(reply, `support-at-home-claims-outstanding-${today}.csv`, claimsOutstandingCsv(report));
    }
    return report;
  },
});
