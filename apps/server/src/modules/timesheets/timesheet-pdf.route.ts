import { formatInZone } from '@care/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { assertOwnStaff, reachedStaff } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { letterhead } from '../companies/companies.api.ts';
import { workRecordListScope, workRecordStaffScope } from '../people/people.api.ts';
import { periodicTimesheets } from './periodic-timesheets.ts';
import { timesheetAttendances } from './timesheet-attendances.ts';
import { shiftAttendancePdf, timesheetPdf } from './timesheet-pdf.ts';
import {
  chosenStaff,
  listableStaff,
  type Period,
  periodOf,
  requireCompanyStaff,
} from './timesheet-period.ts';

const text = z.string().optional();
const download = z.enum(['true', 'false', '1', '0']).optional();
const tags = ['Timesheets'];

/** Sends a PDF inline (or as a download) under a name that carries the period. */
function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  name: string,
  p: Period,
  zone: string,
  save: string | undefined,
) {
  const file = `${name}-${formatInZone(p.from, 'date', zone)}-${formatInZone(p.to, 'date', zone)}.pdf`;
  reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      contentDisposition(save === 'true' || save === '1' ? 'attachment' : 'inline', file),
    );
  return pdf;
}

/** The timesheet PDFs (spec 3 §2.2, §2.3): chosen staff, all staff, and the Timesheet Report. */
export const pdfStaffRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/pdf/staff',
  summary: 'The chosen staff members’ timesheets for a period as a PDF (a support worker: their own)',
  tags,
  cookieSession: true,
  querystring: z.object({ staffIds: text, fromDate: text, toDate: text, download }),
  async handler({ db, principal, query, reply, reach }) {
    // A worker without a staff record reaches no timesheet (404), whichever staff are chosen.
    reachedStaff(reach);
    const chosen = chosenStaff(undefined, query.staffIds);
    for (const id of chosen) {
      assertOwnStaff(reach, id);
    }
    const ids = await requireCompanyStaff(db, principal.companyId, chosen, workRecordStaffScope(principal));
    const p = periodOf(query);
    const { company, zone } = await letterhead(db, principal.companyId);
    const list = await periodicTimesheets(db, principal.companyId, p, ids, workRecordListScope(principal));
    const pdf = await withPdfSlot(principal.companyId, () =>
      timesheetPdf({ company, zone, period: p, timesheets: list }),
    );
    return sendPdf(reply, pdf, 'Timesheet', p, zone, query.download);
  },
});

export const pdfAllRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/pdf/all',
  summary: 'Every staff member’s timesheet for a period as one PDF',
  tags,
  cookieSession: true,
  querystring: z.object({ fromDate: text, toDate: text, download }),
  async handler({ db, principal, query, reply }) {
    const p = periodOf(query);
    const staffIds = await listableStaff(db, principal, []);
    const { company, zone } = await letterhead(db, principal.companyId);
    // An auditor's "all" is the audit-approved staff who worked in the period.
    const list = staffIds
      ? (
          await periodicTimesheets(db, principal.companyId, p, staffIds, workRecordListScope(principal))
        ).filter((t) => t.attendanceSplits.length > 0)
      : await periodicTimesheets(db, principal.companyId, p, 'all');
    const pdf = await withPdfSlot(principal.companyId, () =>
      timesheetPdf({ company, zone, period: p, timesheets: list }),
    );
    return sendPdf(reply, pdf, 'AllStaffTimesheet', p, zone, query.download);
  },
});

export const pdfShiftAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/pdf/shift_attendance',
  summary: 'The Timesheet Report (attendances of a period, by staff and client) as a PDF',
  tags,
  cookieSession: true,
  querystring: z.object({
    fromDate: text,
    toDate: text,
    staffId: text,
    clientId: z.union([z.uuid('The client id must be a UUID'), z.literal('')]).optional(),
    download,
  }),
  async handler({ db, principal, query, reply }) {
    const staffIds = await listableStaff(db, principal, chosenStaff(query.staffId, undefined));
    const p = periodOf(query);
    const { company, zone } = await letterhead(db, principal.companyId);
    // An auditor with no audit-approved staff sees an empty report.
    const list =
      staffIds?.length === 0
        ? []
        : await timesheetAttendances(db, principal.companyId, p, {
            staffIds: staffIds ?? [],
            clientId: query.clientId || undefined,
            visible: workRecordListScope(principal),
          });
    const pdf = await withPdfSlot(principal.companyId, () =>
      shiftAttendancePdf({ company, zone, period: p, attendances: list }),
    );
    return sendPdf(reply, pdf, 'ShiftAttendance', p, zone, query.download);
  },
});
