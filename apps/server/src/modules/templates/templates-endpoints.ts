import { requiredText, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { fileUrl, storeUpload } from '../files/files.api.ts';
import { deleteTemplate, insertTemplate, listTemplates } from './templates.repo.ts';

export const getTemplatesRoute = routeSpec({
  method: 'GET',
  url: '/Templates/get_templates',
  summary: 'The company’s document templates',
  tags: ['Templates'],
  async handler({ db, principal }) {
    const rows = await listTemplates(db, principal.companyId);
    return rows.map((t) => ({ ...t, fileUrl: fileUrl(t.fileId) }));
  },
});

export const addTemplateRoute = routeSpec({
  method: 'POST',
  url: '/Templates/add_template',
  summary: 'Add a document template (.pdf, .doc, .docx)',
  tags: ['Templates'],
  body: z.object({ name: requiredText('Enter a template name', 120) }),
  multipart: { files: ['file'] },
  activity: 'Added a document template',
  async handler({
    deps,
    db,
    principal,
    body,
    files,
    now,
    recordActivity,
  }): Promise<StatusReply & { templateId: string }> {
    const file = files.file;
    if (!file) {
      throw fieldError('file', 'No File Selected');
    }
    const stored = await storeUpload(db, deps.files, file, 'document', {
      companyId: principal.companyId,
      userId: principal.uid,
      field: 'file',
    });
    const templateId = await insertTemplate(db, {
      companyId: principal.companyId,
      name: body.name,
      fileId: stored.fileId,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Added document template ${body.name}`);
    return { status: 'Success', message: `Template ${body.name} added.`, templateId };
  },
});

export const deleteTemplateRoute = routeSpec({
  method: 'POST',
  url: '/Templates/delete/:id',
  summary: 'Delete a document template',
  tags: ['Templates'],
  params: z.object({ id: z.uuid('The template id must be a UUID') }),
  activity: 'Deleted a document template',
  async handler({ db, principal, params, recordActivity }): Promise<StatusReply> {
    const [deleted] = await deleteTemplate(db, principal.companyId, params.id);
    if (!deleted) {
      throw notFound();
    }
    recordActivity(`Deleted document template ${deleted.name}`);
    return { status: 'Success', message: `Template ${deleted.name} deleted.` };
  },
});
