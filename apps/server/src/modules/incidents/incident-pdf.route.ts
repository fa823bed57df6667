import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { letterhead } from '../companies/companies.api.ts';
import { incidentFileName, incidentPdf } from './incident-pdf.ts';
import { incidentReach } from './incident-reach.ts';
import { isKeyPerson } from './incident-reads.ts';
import { clockContext, toIncidentView } from './incident-views.ts';
import { findIncident } from './incidents.repo.ts';

/** GET /Incidents/pdf/:incidentId: the incident record as an A4 PDF, for whoever may read it. */
export const pdfIncidentRoute = routeSpec({
  method: 'GET',
  url: '/Incidents/pdf/:incidentId',
  summary:
    'The incident as a PDF (A4): every field, its clocks with the rule text, acknowledgements, review and corrective actions',
  tags: ['Incidents'],
  params: z.object({ incidentId: z.uuid('The incident id must be a UUID') }),
  querystring: z.object({ download: z.enum(['true', 'false', '1', '0']).optional() }),
  cookieSession: true,
  async handler({ db, principal, params, query, reply, now, reach }) {
    const row = await findIncident(
      db,
      principal.companyId,
      params.incidentId,
      incidentReach(principal, reach),
    );
    if (!row) {
      throw notFound();
    }
    const ctx = await clockContext(db, principal.companyId, [row]);
    const view = toIncidentView(row, now, ctx, {
      uid: principal.uid,
      isKeyPerson: await isKeyPerson(db, principal),
    });
    const { company, zone } = await letterhead(db, principal.companyId);
    const pdf = await withPdfSlot(principal.companyId, () => incidentPdf(view, company, zone, now));
    const download = query.download === 'true' || query.download === '1';
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(download ? 'attachment' : 'inline', incidentFileName(view)),
      );
    return pdf;
  },
});
