import type { ShiftReportView } from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { staffReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { linkedIncidents } from '../incidents/incidents.api.ts';
import { readerScope, shiftIdIn, shiftViews } from '../roster/roster.api.ts';
import { readableShift, reportView } from './shift-report-view.ts';
import { findReport, findReportOfShift, reportsOfStaff, staffExists } from './shift-reports.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The spec's client sends 'null', '0' or 'undefined' as the id when it only knows the shift. */
const NO_ID = ['null', '0', 'undefined', ''];

const detailsParams = z.object({ id: z.string().max(64) });
const detailsQuery = z.object({ shiftId: z.uuid('The shift id must be a UUID').optional() });
const staffQuery = z.object({ staffId: z.uuid('The staff id must be a UUID') });

/** get_shiftreport_details/{id}?shiftId and get_staff_shiftreports?staffId (spec 3 §7.3). */
export const getShiftreportDetailsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftReports/get_shiftreport_details/:id',
  summary: 'A shift report with its shift, by its id or (id null/0) by the shift id',
  tags: ['ShiftReports'],
  params: detailsParams,
  querystring: detailsQuery,
  async handler({ db, principal, params, query, reach }): Promise<ShiftReportView | null> {
    const reader = staffReader(reach, 'notFound');
    const byShift = NO_ID.includes(params.id.trim().toLowerCase());
    if (!byShift && !UUID.test(params.id)) {
      throw badRequest('The shift report id must be a UUID', { id: 'The shift report id must be a UUID' });
    }
    if (byShift && !query.shiftId) {
      throw badRequest('The shift id must be a UUID', { shiftId: 'The shift id must be a UUID' });
    }
    const row = byShift
      ? await findReportOfShift(db, principal.companyId, query.shiftId as string)
      : await findReport(db, principal.companyId, params.id);
    if (!row && byShift) {
      // A shift the caller reaches that has no report yet is no error: its form starts empty
      // (issue 40 item 10: no 404 in the worker's console). A shift they do not reach stays 404.
      await readableShift(db, principal, reader, query.shiftId as string);
      return null;
    }
    if (!row) {
      throw notFound();
    }
    const shift = await readableShift(db, principal, reader, row.shiftRosterId);
    return reportView(db, row, shift);
  },
});

export const getStaffShiftreportsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftReports/get_staff_shiftreports',
  summary: 'The reports of a staff member’s shifts, newest modified first (a worker: their own)',
  tags: ['ShiftReports'],
  querystring: staffQuery,
  async handler({ db, principal, query, reach }): Promise<ShiftReportView[]> {
    const reader = staffReader(reach, 'notFound');
    if (reader.kind === 'staff' && reader.staffId !== query.staffId) {
      throw notFound();
    }
    if (!(await staffExists(db, principal.companyId, query.staffId))) {
      throw notFound();
    }
    const rows = await reportsOfStaff(db, principal.companyId, query.staffId);
    if (rows.length === 0) {
      return [];
    }
    const ids = rows.map((r) => r.shiftRosterId);
    const shifts = await shiftViews(db, principal.companyId, shiftIdIn(ids, readerScope(reader)));
    const byId = new Map(shifts.map((s) => [s.shiftRosterId, s]));
    const incidents = await linkedIncidents(
      db,
      principal.companyId,
      rows.map((r) => r.id),
    );
    const out: ShiftReportView[] = [];
    for (const row of rows) {
      const shift = byId.get(row.shiftRosterId);
      if (shift) {
        out.push(await reportView(db, row, shift, undefined, incidents));
      }
    }
    return out;
  },
});
