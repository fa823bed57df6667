import { ATTENDANCE_MESSAGES, formatMegabytes } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Upload } from '../../http/multipart.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import { CONTENT_TYPES, type FileKind, sniffFileKind } from '../../ports/files/sniff.ts';
import { insertFile } from '../files/files.api.ts';

/** A daily report's file: a document or a photo (spec 3 §5), judged by its bytes. */
const REPORT_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx', 'png', 'jpeg'];
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Stores a daily report's file and returns its id; 400 at 'imageFile' for another type or too large. */
export async function storeReportFile(
  db: Queryable,
  store: FileStore,
  upload: Upload,
  who: { companyId: string; userId: string },
): Promise<string> {
  const kind = sniffFileKind(upload.bytes);
  if (!kind || !REPORT_KINDS.includes(kind)) {
    throw fieldError('imageFile', ATTENDANCE_MESSAGES.fileTypeReport);
  }
  if (upload.bytes.length > REPORT_FILE_MAX_BYTES) {
    throw fieldError('imageFile', `The file is larger than ${formatMegabytes(REPORT_FILE_MAX_BYTES)}`);
  }
  const storageKey = await store.put(upload.bytes);
  return insertFile(db, {
    companyId: who.companyId,
    storageKey,
    kind,
    contentType: CONTENT_TYPES[kind],
    size: upload.bytes.length,
    originalName: upload.filename.slice(0, 200) || `report.${kind}`,
    userCreated: who.userId,
  });
}
