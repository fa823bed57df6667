import {
  calendarDateInZone,
  chartPeriodRange,
  chartPeriodSchema,
  localDaysToInstants,
  type StaffDurationBar,
  seesOnlyAuditApproved,
  ticksFromMs,
} from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { workedByStaff } from './duration-chart.repo.ts';

/**
 * The dashboard's chart of hours worked per staff member this week, month or year, in the
 * company's zone (spec 3 §7.2: staff_duration_chart?period&companyId, answer chart_info).
 */
export const staffDurationChartRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/staff_duration_chart',
  summary: 'Hours worked per staff member in the current week, month or year (chart_info)',
  tags: ['Attendances'],
  querystring: z.object({
    period: chartPeriodSchema,
    companyId: z.uuid('companyId must be a UUID').optional(),
  }),
  async handler({ db, principal, query, now }) {
    const zone = await companyZone(db, principal.companyId);
    const range = chartPeriodRange(query.period, calendarDateInZone(now, zone));
    const { fromDate, toDate } = localDaysToInstants(range.from, range.to, zone);
    const rows = await workedByStaff(
      db,
      principal.companyId,
      fromDate,
      toDate,
      seesOnlyAuditApproved(principal.role),
    );
    const chart_info: StaffDurationBar[] = rows.map((r) => ({
      staffId: r.staffId,
      fullName: r.fullName,
      duration: ticksFromMs(Math.round(Number(r.ms))),
      shifts: r.shifts,
    }));
    return { period: query.period, fromDate: range.from, toDate: range.to, chart_info };
  },
});
