import { DEFAULT_TIME_ZONE } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';
import { staffReader } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { drawableDataUrl } from '../../ports/images/image-header.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { findCompany } from '../companies/companies.api.ts';
import { findFile } from '../files/files.api.ts';
import { shiftReportFileName, shiftReportPdf } from './shift-report-pdf.ts';
import { readableShift, reportView } from './shift-report-view.ts';
import { findReport } from './shift-reports.repo.ts';

const params = z.object({ id: z.uuid('The shift report id must be a UUID') });
const query = z.object({ download: z.enum(['true', 'false', '1', '0']).optional() });

/** The signature file behind a `/api/Files/{id}` URL as a data URL, when it is a PNG or JPEG. */
async function signatureImage(db: Queryable, deps: AppDeps, companyId: string, url: string | null) {
  const fileId = /\/Files\/([0-9a-f-]{36})/i.exec(url ?? '')?.[1];
  const file = fileId ? await findFile(db, companyId, fileId) : undefined;
  if (!file || !['image/png', 'image/jpeg'].includes(file.contentType)) {
    return null;
  }
  const bytes = await deps.files.get(file.storageKey);
  const dataUrl = bytes ? `data:${file.contentType};base64,${bytes.toString('base64')}` : null;
  // A signature stored before images were bounded at upload is left out rather than decoded whole.
  return dataUrl && drawableDataUrl(dataUrl) ? dataUrl : null;
}

/** GET /ShiftReports/pdf/{id}: the report as an A4 PDF (spec 3 §2.3, §9). */
export const pdfShiftReportRoute = routeSpec({
  method: 'GET',
  url: '/ShiftReports/pdf/:id',
  summary: 'The shift report as a PDF (A4, 10 mm margins); download=true to save it',
  tags: ['ShiftReports'],
  params,
  querystring: query,
  cookieSession: true,
  async handler({ deps, db, principal, params, query, reply, reach }) {
    const reader = staffReader(reach, 'notFound');
    const row = await findReport(db, principal.companyId, params.id);
    if (!row) {
      throw notFound();
    }
    const shift = await readableShift(db, principal, reader, row.shiftRosterId);
    const report = await reportView(db, row, shift);
    const company = await findCompany(db, principal.companyId);
    const zone = company?.timeZone ?? DEFAULT_TIME_ZONE;
    const signature = report.isSigned
      ? await signatureImage(db, deps, principal.companyId, report.signatureUrl)
      : null;
    const pdf = await withPdfSlot(principal.companyId, () =>
      shiftReportPdf({ report, companyName: company?.companyName ?? '', zone, signatureImage: signature }),
    );
    const download = query.download === 'true' || query.download === '1';
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(download ? 'attachment' : 'inline', shiftReportFileName(report, zone)),
      );
    return pdf;
  },
});
