import { formDefOf } from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { letterhead } from '../companies/companies.api.ts';
import { reachedRow } from '../people/people.api.ts';
import { formPdf, formPdfFileName } from './form-pdf.ts';
import { defOfName, readForm } from './form-reads.ts';
import { toFormView } from './form-view.ts';
import { clientFacts, currentForm, findFormVersion } from './participant-forms.repo.ts';

const params = z.object({ id: z.uuid('The form id must be a UUID') });
const query = z.object({ download: z.enum(['true', 'false', '1', '0']).optional() });

/** GET /ParticipantForms/pdf/{id}: one version of a form as an A4 PDF (issue 27). */
export const formPdfRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantForms/pdf/:id',
  summary: 'A version of a participant form as a PDF (A4); download=true to save it',
  tags: ['ParticipantForms'],
  params,
  querystring: query,
  cookieSession: true,
  async handler({ db, principal, params, query, reply, now }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findFormVersion(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const def = formDefOf(row.slug);
    if (!def) {
      throw notFound();
    }
    const { company, zone } = await letterhead(db, principal.companyId);
    const current = await currentForm(db, principal.companyId, row.profileId, row.slug);
    // The current version is read whole (the checklist's rows); an older one as it was stored.
    const form =
      current?.id === row.id
        ? await readForm(db, principal, defOfName(row.slug), row.profileId, now)
        : toFormView(def, row, now, zone, true);
    const participant =
      (await clientFacts(db, principal.companyId, row.profileId))?.fullName ?? 'Participant';
    const pdf = await withPdfSlot(principal.companyId, () =>
      formPdf({
        def,
        form,
        participant,
        zone,
        company,
      }),
    );
    const download = query.download === 'true' || query.download === '1';
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(
          download ? 'attachment' : 'inline',
          formPdfFileName(def, participant, row.version),
        ),
      );
    return pdf;
  },
});
