import type { ShiftReportView } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { staffReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { linkedIncidents } from '../incidents/incidents.api.ts';
import { listPeriod, optionalId, personExists } from '../progress-notes/progress-notes.api.ts';
import { companyZone, type RosterReader, readerScope, shiftIdIn, shiftViews } from '../roster/roster.api.ts';
import { type ReportFilter, reportsMatching, signatureUrls } from './shift-report-lists.repo.ts';
import { reportView } from './shift-report-view.ts';
import type { ShiftReportRow } from './shift-reports.repo.ts';

const allQuery = z.object({
  staffId: optionalId('staff'),
  clientId: optionalId('client'),
  fromDate: z.string().max(64).optional(),
  toDate: z.string().max(64).optional(),
});
const clientQuery = z.object({ clientId: z.uuid('The client id must be a UUID') });

/** The reports matching the filter that the reader reaches, each with its shift, newest created first. */
async function listReports(
  db: Queryable,
  principal: Principal,
  reader: RosterReader,
  filter: ReportFilter,
): Promise<ShiftReportView[]> {
  const scope = readerScope(reader);
  const rows: ShiftReportRow[] = await reportsMatching(db, principal.companyId, filter, scope);
  if (rows.length === 0) {
    return [];
  }
  const ids = [...new Set(rows.map((r) => r.shiftRosterId))];
  const shifts = await shiftViews(db, principal.companyId, shiftIdIn(ids, scope));
  const byId = new Map(shifts.map((s) => [s.shiftRosterId, s]));
  const signers = [
    ...new Set(rows.flatMap((r) => (r.isSigned && r.signedByStaffId ? [r.signedByStaffId] : []))),
  ];
  const signatures = await signatureUrls(db, principal.companyId, signers);
  const incidents = await linkedIncidents(
    db,
    principal.companyId,
    rows.map((r) => r.id),
  );
  const out: ShiftReportView[] = [];
  for (const row of rows) {
    const shift = byId.get(row.shiftRosterId);
    if (shift) {
      out.push(await reportView(db, row, shift, signatures, incidents));
    }
  }
  return out;
}

/** get_all_shiftreports and get_client_shiftreports?clientId (spec 3 §7.3): the office's lists. */
export const getAllShiftreportsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftReports/get_all_shiftreports',
  summary:
    'The company’s shift reports, newest created first, filtered by staffId, clientId and the shift’s start in fromDate–toDate (all optional)',
  tags: ['ShiftReports'],
  querystring: allQuery,
  async handler({ db, principal, query, reach }): Promise<ShiftReportView[]> {
    const reader = staffReader(reach, 'notFound');
    const period = listPeriod(query, await companyZone(db, principal.companyId));
    if (query.staffId && !(await personExists(db, principal.companyId, 'staff', query.staffId))) {
      throw notFound();
    }
    if (query.clientId && !(await personExists(db, principal.companyId, 'client', query.clientId))) {
      throw notFound();
    }
    return listReports(db, principal, reader, {
      ...period,
      ...(query.staffId ? { staffId: query.staffId } : {}),
      ...(query.clientId ? { clientId: query.clientId } : {}),
    });
  },
});

export const getClientShiftreportsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftReports/get_client_shiftreports',
  summary: 'The reports of a client’s shifts, newest created first (the client record’s Shift Report tab)',
  tags: ['ShiftReports'],
  querystring: clientQuery,
  async handler({ db, principal, query, reach }): Promise<ShiftReportView[]> {
    const reader = staffReader(reach, 'notFound');
    if (!(await personExists(db, principal.companyId, 'client', query.clientId))) {
      throw notFound();
    }
    return listReports(db, principal, reader, { clientId: query.clientId });
  },
});
