import {
  calendarDateInZone,
  isCareManagement,
  SAH_LIFETIME_CAP_ROWS,
  type SahAttendance,
  type SahCategory,
  type SahClaimState,
  type SahContributionRate,
  type SahLine,
  type SahLineView,
  type SahPensionStatus,
  type SahPreflightClient,
  type SahPreflightContext,
  type SahServiceUnit,
  sahLinesOf,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { budgetRowsOf, settingsOf } from './sah-budgets.repo.ts';
import { claimsOfSplits } from './sah-claims.repo.ts';
import {
  clientFactsOf,
  type DeliveredSplitRow,
  deliveredSplits,
  type SahClientChoice,
} from './sah-delivered.repo.ts';
import { priceRowsOf } from './sah-services.repo.ts';

/** A client's delivered lines of a period and what the pre-flight and the file read of them. */
export interface SahBilledClient {
  clientId: string;
  clientName: string;
  firstName: string;
  lastName: string;
  preflight: SahPreflightClient;
  lines: SahLine[];
}

export interface SahBilling {
  clients: SahBilledClient[];
  /** The latest claim of a line by `${clientId}|${attendanceSplitId}`. */
  claims: Map<string, { status: string; reference: string; message: string | null }>;
  preflight: SahPreflightContext;
  settings: Awaited<ReturnType<typeof settingsOf>>;
}

/** Rows by a key, in their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) {
      list.push(row);
    } else {
      out.set(key(row), [row]);
    }
  }
  return out;
}

/** The rows of one attendance (in split order) as the domain's attendance. */
function attendanceOf(rows: readonly DeliveredSplitRow[]): SahAttendance {
  const first = rows[0] as DeliveredSplitRow;
  return {
    attendanceId: first.attendanceId,
    clockIn: first.clockIn,
    // Approved splits are made from a worked attendance, which has a clock-out.
    clockOut: first.clockOut ?? (rows.at(-1) as DeliveredSplitRow).split.clockOut,
    source: first.source,
    staffId: first.staffId,
    staffName: first.staffName,
    shift: {
      shiftRosterId: first.shiftRosterId,
      dateFrom: first.dateFrom,
      dateTo: first.dateTo,
      isNightShift: first.isNightShift,
      isExceptionalShift: first.isExceptionalShift,
      clientIds: [first.profileId],
      clientNames: [first.clientName],
    },
    splits: rows.map((r) => r.split),
    awaitingSplits: Number(first.awaitingSplits),
    service: first.serviceId
      ? {
          serviceId: first.serviceId,
          category: first.category as SahCategory,
          serviceTypeCode: first.serviceTypeCode,
          serviceType: first.serviceType ?? '',
          serviceCode: first.serviceCode,
          name: first.serviceName ?? '',
          unit: first.unit as SahServiceUnit,
        }
      : null,
  };
}

/**
 * The delivered Support at Home lines of a period (issue 39 item 4): the approved splits of each
 * client's shifts priced, their contributions and government amounts worked out (domain
 * `sahLinesOf`), with each line's latest claim. A fixed number of reads whatever the clients.
 */
export async function sahBilling(
  db: Queryable,
  companyId: string,
  period: { fromDate: string; toDate: string },
  choice: SahClientChoice,
  now: Date,
): Promise<SahBilling> {
  // One after another: a claim runs in a transaction, whose one connection takes a query at a time.
  const rows = await deliveredSplits(db, companyId, period, choice);
  const work = await workSettingsOf(db, companyId);
  const settings = await settingsOf(db, companyId);
  const byClient = new Map<string, Map<string, DeliveredSplitRow[]>>();
  for (const r of rows) {
    const attendances = byClient.get(r.profileId) ?? new Map<string, DeliveredSplitRow[]>();
    byClient.set(r.profileId, attendances);
    attendances.set(r.attendanceId, [...(attendances.get(r.attendanceId) ?? []), r]);
  }
  const ids = [...byClient.keys()];
  const serviceIds = [...new Set(rows.flatMap((r) => (r.serviceId ? [r.serviceId] : [])))];
  const facts = await clientFactsOf(db, companyId, ids);
  const priceRows = await priceRowsOf(db, companyId, serviceIds);
  const budgetRows = await budgetRowsOf(db, companyId, settings.seeded);
  const claims = await claimsOfSplits(db, companyId, [
    ...new Set(rows.map((r) => r.split.attendanceSplitId)),
  ]);
  const prices = groupBy(priceRows, (p) => p.serviceId);
  const ctx = {
    bands: {
      zone: work.timeZone,
      dayStart: work.dayStart,
      eveningStart: work.eveningStart,
      holidays: new Set<string>(),
    },
    toleranceMinutes: work.deliveryToleranceMinutes,
    prices,
    capRows: SAH_LIFETIME_CAP_ROWS,
    rounding: settings.contributionRounding,
  };
  const programOf = new Map(facts.programs.map((p) => [p.profileId, p]));
  const ratesOf = groupBy(facts.rates, (r) => r.profileId);
  const classificationsOf = groupBy(facts.classifications, (c) => c.profileId);
  const clients = ids.map((clientId): SahBilledClient => {
    const attendances = [...(byClient.get(clientId)?.values() ?? [])];
    const first = attendances[0]?.[0] as DeliveredSplitRow;
    const program = programOf.get(clientId);
    const rates: SahContributionRate[] = (ratesOf.get(clientId) ?? []).map((r) => ({
      effectiveFrom: r.effectiveFrom,
      effectiveTo: null,
      status: r.pensionStatus as SahPensionStatus,
      independenceBp: r.independenceBp,
      everydayLivingBp: r.everydayLivingBp,
      // A later row replaces it from its date (contributionRateOn takes the latest to start).
      grandfathered: program?.grandfathered ?? false,
    }));
    return {
      clientId,
      clientName: first.clientName,
      firstName: first.firstName ?? '',
      lastName: first.lastName ?? '',
      preflight: {
        myAgedCareId: program?.myAgedCareId ?? null,
        classifications: classificationsOf.get(clientId) ?? [],
      },
      lines: sahLinesOf(
        attendances.map(attendanceOf),
        {
          clientId,
          rates,
          grandfathered: program?.grandfathered ?? false,
          contributionsPaidCents: program?.contributionsPaidCents ?? 0,
        },
        ctx,
      ),
    };
  });
  clients.sort((a, b) => a.clientName.localeCompare(b.clientName) || a.clientId.localeCompare(b.clientId));
  return {
    clients,
    claims,
    settings,
    preflight: {
      budgetRows,
      lateClaimDayOne: settings.lateClaimDayOne,
      today: calendarDateInZone(now, work.timeZone),
    },
  };
}

/** A line as the calls return it, with its latest claim. */
export function lineView(
  line: SahLine,
  clientName: string,
  billing: Pick<SahBilling, 'claims'>,
): SahLineView {
  const claim = billing.claims.get(`${line.clientId}|${line.attendanceSplitId}`);
  return {
    sourceKey: line.sourceKey,
    attendanceSplitId: line.attendanceSplitId,
    clientId: line.clientId,
    clientName,
    serviceDate: line.serviceDate,
    serviceId: line.service?.serviceId ?? null,
    serviceName: line.service?.name ?? null,
    serviceCode: line.service?.serviceCode ?? null,
    category: line.service?.category ?? null,
    unit: line.service?.unit ?? null,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    grossCents: line.grossCents,
    rateBp: line.rateBp,
    contributionCents: line.contributionCents,
    governmentCents: line.governmentCents,
    drawsOnBudget: !isCareManagement(line.service),
    explanation: line.explanation,
    warnings: line.warnings,
    claim: claim
      ? { state: claim.status as SahClaimState, reference: claim.reference, message: claim.message }
      : null,
  };
}
