import {
  addCalendarDays,
  calendarDateInZone,
  committedLine,
  isCareManagement,
  type MonthlyStatement,
  monthlyStatement,
  priceRowOn,
  quantityLabel,
  quarterBudget,
  quarterOf,
  SAH_CLASSIFICATIONS,
  SAH_PATHWAY_LABELS,
  type SahClassification,
  type SahServiceUnit,
  type StatementCancellation,
  type StatementLineInput,
  statementDates,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { clientsOfProgram } from '../people/people.api.ts';
import { sahBilling } from './sah-billing.ts';
import { budgetRowsOf, settingsOf } from './sah-budgets.repo.ts';
import { servicesRosteredBetween } from './sah-committed.repo.ts';
import { contributionsPaidBetween } from './sah-contributions-paid.repo.ts';
import { clientFactsOf } from './sah-delivered.repo.ts';
import { priceRowsOf } from './sah-services.repo.ts';

/** A Support at Home client as a statement addresses them. */
export interface StatementClient {
  id: string;
  fullName: string;
  email: string | null;
  address: string | null;
}

const filled = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const nameOf = (c: { firstName: string | null; surName: string | null }) =>
  [c.firstName, c.surName].filter((p) => p?.trim()).join(' ');

/**
 * Every Support at Home client's statement of a month (issue 39 item 5; SUPPORT-AT-HOME.md §10),
 * each from the domain's `monthlyStatement`: the quarter's delivered lines to the month's end (one
 * billing read for every client), each line's claim state (paid, rejected, expected), the month's
 * cancelled shifts and the services rostered after the month to the quarter's end at the price in
 * force. A fixed number of reads whatever the clients. `only`: one client's.
 */
export async function statementsOfMonth(
  db: Queryable,
  companyId: string,
  month: string,
  now: Date,
  only?: string,
): Promise<{ client: StatementClient; statement: MonthlyStatement }[]> {
  const dates = statementDates(month);
  const quarter = quarterOf(dates.fromDate);
  const clients = (await clientsOfProgram(db, companyId, 'SUPPORT_AT_HOME')).filter(
    (c) => !only || c.id === only,
  );
  if (clients.length === 0) {
    return [];
  }
  const ids = clients.map((c) => c.id);
  const [settings, work, facts, billing, paid] = await readTogether(db, [
    () => settingsOf(db, companyId),
    () => workSettingsOf(db, companyId),
    () => clientFactsOf(db, companyId, ids),
    () =>
      sahBilling(
        db,
        companyId,
        { fromDate: quarter.start, toDate: dates.toDate },
        only ? { profileId: only } : 'all',
        now,
      ),
    () => contributionsPaidBetween(db, companyId, ids, dates.fromDate, dates.toDate),
  ]);
  const budgetRows = await budgetRowsOf(db, companyId, settings.seeded);
  const zone = work.timeZone;
  // A day either side in UTC; the zone's calendar day decides below.
  const rostered = (
    await servicesRosteredBetween(
      db,
      companyId,
      new Date(`${addCalendarDays(dates.fromDate, -1)}T00:00:00Z`),
      new Date(`${addCalendarDays(quarter.end, 2)}T00:00:00Z`),
    )
  ).map((r) => ({ ...r, day: calendarDateInZone(r.dateFrom, zone) }));
  const prices = await priceRowsOf(db, companyId, [...new Set(rostered.map((r) => r.serviceId))]);
  const linesByClient = new Map(billing.clients.map((c) => [c.clientId, c.lines]));

  return clients.map((c) => {
    const classifications = facts.classifications.filter((k) => k.profileId === c.id);
    const inForce = classifications.filter((k) => k.startDate <= quarter.end).at(-1);
    let budget = null;
    let noBudgetReason: string | undefined;
    if (!inForce) {
      noBudgetReason = 'no classification is recorded for you yet';
    } else if (!(SAH_CLASSIFICATIONS as readonly string[]).includes(inForce.classification)) {
      const label =
        SAH_PATHWAY_LABELS[inForce.classification as keyof typeof SAH_PATHWAY_LABELS] ??
        inForce.classification;
      noBudgetReason = `${label} is a short-term pathway: its funding is an episode amount, not a quarterly budget`;
    } else {
      const b = quarterBudget({
        rows: budgetRows,
        classification: inForce.classification as SahClassification,
        quarter,
        startDate: classifications[0]?.startDate ?? null,
        carriedInCents: 0,
        careManagementRounding: settings.careManagementRounding,
      });
      if (b.ok) {
        budget = b.budget;
      } else {
        noBudgetReason = b.problem;
      }
    }
    const lines = linesByClient.get(c.id) ?? [];
    const inMonth = (d: string) => d >= dates.fromDate && d <= dates.toDate;
    const statementLines: StatementLineInput[] = lines
      .filter((l) => inMonth(l.serviceDate))
      .map((l) => {
        const claim = billing.claims.get(`${l.clientId}|${l.attendanceSplitId}`);
        const state =
          claim?.status === 'Paid' ? 'PAID' : claim?.status === 'Rejected' ? 'REJECTED' : 'EXPECTED';
        return {
          serviceDate: l.serviceDate,
          serviceName: l.service?.name ?? 'Service not named',
          quantityLabel: l.service ? quantityLabel(l.service.unit, l.quantity) : `${l.quantity}`,
          hours: l.service?.unit === 'HOUR' ? l.quantity : null,
          grossCents: l.grossCents,
          governmentCents: l.governmentCents,
          contributionCents: l.contributionCents,
          careManagement: isCareManagement(l.service),
          // Third-party suppliers are not recorded yet: every line is the provider's own staff.
          supplier: null,
          claim: state,
          // A payment statement that pays a different amount is refused per row (sah-claims), so a
          // paid line was paid its government amount as claimed.
          paidGovernmentCents: state === 'PAID' ? l.governmentCents : null,
        };
      });
    const earlierInQuarter = lines
      .filter((l) => l.serviceDate < dates.fromDate)
      .map((l) => ({
        grossCents: l.grossCents,
        governmentCents: l.governmentCents,
        careManagement: isCareManagement(l.service),
      }));
    const own = rostered.filter((r) => r.profileId === c.id);
    const cancellations: StatementCancellation[] = own
      .filter((r) => r.status === 'Cancelled' && inMonth(r.day))
      .map((r) => ({
        date: r.day,
        serviceName: r.name,
        // The NDIS no-show codes (NSDH, NSDF, NSDT, NSDO) mark a client who was not there.
        kind: r.cancellationReasonCode?.startsWith('NSD') ? 'No-show' : 'Cancelled',
        // No Support at Home cancellation is charged yet (no cancellation line is claimed).
        chargedCents: 0,
      }));
    const committedCents = own
      .filter((r) => r.status !== 'Cancelled' && r.day > dates.toDate && r.day <= quarter.end)
      .reduce(
        (sum, r) =>
          sum +
          committedLine(
            { name: r.name, unit: r.unit as SahServiceUnit },
            Math.round((r.dateTo.getTime() - r.dateFrom.getTime()) / 60_000),
            r.day,
            priceRowOn(
              prices.filter((p) => p.serviceId === r.serviceId),
              'PRICE',
              r.day,
            ),
          ).cents,
        0,
      );
    const statement = monthlyStatement({
      month,
      budget,
      ...(noBudgetReason ? { noBudgetReason } : {}),
      drawdownBasis: settings.drawdownBasis,
      earlierInQuarter,
      lines: statementLines,
      cancellations,
      // Adjustments to earlier months (credit notes, corrected claims) are not recorded yet: none is assumed.
      adjustments: [],
      contributionsPaidCents: paid.get(c.id) ?? 0,
      committedCents,
      fundingExpires: null,
    });
    const address = filled(
      [c.address, c.suburb, [c.state, c.postcode].filter((p) => p?.trim()).join(' ')]
        .filter((p) => p?.trim())
        .join(', '),
    );
    return {
      client: { id: c.id, fullName: nameOf(c), email: filled(c.email), address },
      statement,
    };
  });
}
