import {
  addDays,
  BUSINESS_DAY_LOOKAHEAD_DAYS,
  type CommissionForm,
  calendarDateInZone,
  type IncidentStatus,
  type IncidentSummary,
  type IncidentType,
  type IncidentView,
  incidentClocks,
  incidentNumber,
  nextIncidentAction,
  type Reportability,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { companyZone } from '../companies/companies.api.ts';
import { storedHolidayDates } from '../work-settings/work-settings.api.ts';
import type { IncidentRow, IncidentWithNames } from './incidents.repo.ts';

/** What the clocks need beyond the incident: the company's zone and its state's public holidays. */
export interface ClockContext {
  zone: string;
  holidays: ReadonlySet<string>;
}

/** The zone and the holidays from the earliest awareness among the rows to three weeks after the latest. */
export async function clockContext(
  db: Queryable,
  companyId: string,
  rows: readonly Pick<IncidentRow, 'awareAt'>[],
): Promise<ClockContext> {
  const zone = await companyZone(db, companyId);
  if (rows.length === 0) {
    return { zone, holidays: new Set() };
  }
  const dates = rows.map((r) => calendarDateInZone(r.awareAt, zone)).sort();
  const from = dates[0] as string;
  const to = addDays(dates[dates.length - 1] as string, BUSINESS_DAY_LOOKAHEAD_DAYS);
  return { zone, holidays: await storedHolidayDates(db, companyId, from, to) };
}

const notifiedAt = (row: IncidentRow): Partial<Record<CommissionForm, Date>> =>
  Object.fromEntries(row.notifications.map((n) => [n.form, new Date(n.submittedAt)]));

/** The clocks of a row at `now`. */
export const clocksOf = (row: IncidentRow, now: Date, ctx: ClockContext) =>
  incidentClocks(
    {
      reportable: row.reportable as Reportability,
      categories: row.categories,
      restrictivePracticeHarm: row.restrictivePracticeHarm,
      awareAt: row.awareAt,
      notifiedAt: notifiedAt(row),
    },
    now,
    ctx.zone,
    ctx.holidays,
  );

/** An incident as lists show it. */
export function toIncidentSummary(row: IncidentWithNames, now: Date, ctx: ClockContext): IncidentSummary {
  const clocks = clocksOf(row, now, ctx);
  const acknowledged = row.acknowledgements.length > 0;
  const status = row.status as IncidentStatus;
  const reportable = row.reportable as Reportability;
  return {
    incidentId: row.id,
    incidentNo: incidentNumber(row.incidentNo),
    type: row.type as IncidentType,
    status,
    title: row.title,
    occurredAt: row.occurredAt.toISOString(),
    awareAt: row.awareAt.toISOString(),
    reportedAt: row.reportedAt.toISOString(),
    reportedBy: row.reportedByName,
    clientId: row.profileId,
    clientName: row.clientName,
    staffId: row.staffId,
    staffName: row.staffName,
    shiftRosterId: row.shiftRosterId,
    shiftReportId: row.shiftReportId,
    reportable,
    categories: row.categories,
    clocks,
    late: clocks.some((c) => c.state === 'late'),
    acknowledged,
    nextAction: nextIncidentAction({ status, acknowledged, clocks, reportable }),
  };
}

/** One incident with everything recorded, for a reader who may or may not acknowledge it. */
export function toIncidentView(
  row: IncidentWithNames,
  now: Date,
  ctx: ClockContext,
  reader: { uid: string; isKeyPerson: boolean },
): IncidentView {
  return {
    ...toIncidentSummary(row, now, ctx),
    location: row.location,
    description: row.description,
    immediateActions: row.immediateActions,
    personHarmed: row.personHarmed,
    harmDetails: row.harmDetails,
    othersInvolved: row.othersInvolved,
    witnesses: row.witnesses,
    firstAid: row.firstAid,
    emergencyServices: row.emergencyServices,
    policeReference: row.policeReference,
    familyNotified: row.familyNotified,
    guardianNotified: row.guardianNotified,
    restrictivePracticeHarm: row.restrictivePracticeHarm,
    acknowledgements: row.acknowledgements,
    notifications: row.notifications,
    findings: row.findings,
    investigationStartedAt: row.investigationStartedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedByName,
    correctiveActions: row.correctiveActions,
    additions: row.additions,
    canAcknowledge:
      reader.isKeyPerson &&
      row.status !== 'Closed' &&
      !row.acknowledgements.some((a) => a.userId === reader.uid),
  };
}
