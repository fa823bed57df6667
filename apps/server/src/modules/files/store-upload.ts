import { formatMegabytes, UPLOAD_RULES, type UploadPurpose } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Upload } from '../../http/multipart.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import { CONTENT_TYPES, sniffFileKind } from '../../ports/files/sniff.ts';
import { insertFile } from './files.repo.ts';

export interface StoredFile {
  fileId: string;
  /** Where the browser fetches it: signed-in users of the same company only. */
  url: string;
}

export const fileUrl = (fileId: string) => `/api/Files/${fileId}`;

/**
 * Checks an upload against its purpose's rule (type read from the bytes, size), stores the bytes
 * through the files port and records the file. A refusal names the form field.
 */
export async function storeUpload(
  db: Queryable,
  store: FileStore,
  upload: Upload,
  purpose: UploadPurpose,
  who: { companyId: string; userId: string | null; field: string },
): Promise<StoredFile> {
  const rule = UPLOAD_RULES[purpose];
  const kind = sniffFileKind(upload.bytes);
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) {
    throw fieldError(who.field, rule.message);
  }
  if ((upload.receivedBytes ?? upload.bytes.length) > rule.maxBytes) {
    throw fieldError(who.field, `The file is larger than ${formatMegabytes(rule.maxBytes)}`);
  }
  const storageKey = await store.put(upload.bytes);
  const fileId = await insertFile(db, {
    companyId: who.companyId,
    storageKey,
    kind,
    contentType: CONTENT_TYPES[kind],
    size: upload.bytes.length,
    originalName: upload.filename.slice(0, 200) || `upload.${kind}`,
    userCreated: who.userId,
  });
  return { fileId, url: fileUrl(fileId) };
}
