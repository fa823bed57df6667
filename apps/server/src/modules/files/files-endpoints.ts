import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { readableFile } from './file-access.ts';

export const filesFileRoute = routeSpec({
  method: 'GET',
  url: '/Files/:id',
  summary: 'A stored file, to those who may read the record it belongs to (photo, signature, document)',
  tags: ['Files'],
  params: z.object({ id: z.uuid('The file id must be a UUID') }),
  querystring: z.object({ download: z.enum(['true', 'false']).optional() }),
  cookieSession: true,
  async handler({ deps, db, principal, params, query, reply }) {
    const file = await readableFile(db, principal, params.id, deps.personFacts);
    const bytes = file && (await deps.files.get(file.storageKey));
    if (!file || !bytes) {
      throw notFound();
    }
    const disposition =
      query.download === 'true' || !['pdf', 'png', 'jpeg'].includes(file.kind) ? 'attachment' : 'inline';
    reply
      .type(file.contentType)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', contentDisposition(disposition, file.originalName));
    return bytes;
  },
});
