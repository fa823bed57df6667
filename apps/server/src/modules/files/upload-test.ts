import { MESSAGES, type StatusReply } from '@care/domain';
import { fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findFile } from './files.repo.ts';
import { storeUpload } from './store-upload.ts';

/**
 * The /upload-test page's call (spec 1 §2.1 names only "a placeholder endpoint"): a real upload of
 * a .pdf, .doc, .docx or .jpg file through the files port, answering where it is stored, so the
 * page shows the same checks and storage that every other upload goes through.
 */
export const uploadTestRoute = routeSpec({
  method: 'POST',
  url: '/Files/upload_test',
  summary: 'Try an upload: a .pdf, .doc, .docx or .jpg file is checked by its bytes and stored',
  tags: ['Files'],
  multipart: { files: ['file'] },
  activity: 'Tried an upload',
  async handler({
    deps,
    db,
    principal,
    files,
    recordActivity,
  }): Promise<StatusReply & { fileId: string; url: string; kind: string; size: number; fileName: string }> {
    const file = files.file;
    if (!file) {
      throw fieldError('file', MESSAGES.noFileSelected);
    }
    const stored = await storeUpload(db, deps.files, file, 'uploadTest', {
      companyId: principal.companyId,
      userId: principal.uid,
      field: 'file',
    });
    const saved = await findFile(db, principal.companyId, stored.fileId);
    recordActivity(`Tried an upload of ${file.filename}`);
    return {
      status: 'Success',
      message: `${file.filename} was received and stored.`,
      ...stored,
      kind: saved?.kind ?? '',
      size: saved?.size ?? file.bytes.length,
      fileName: saved?.originalName ?? file.filename,
    };
  },
});
