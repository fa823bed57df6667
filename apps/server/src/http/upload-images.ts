import { sniffFileKind } from '../ports/files/sniff.ts';
import { boundImage } from '../ports/images/bound-image.ts';
import { fieldError } from './errors.ts';
import type { Upload } from './multipart.ts';

/**
 * Every PNG or JPEG of a multipart request, bounded once as it arrives and before the request's
 * transaction (photos, signatures, receipts, daily-report photos): refused with 400 at its field
 * when its header claims more pixels than may be decoded, scaled down on a worker thread when
 * longer than 2,000 px. Other files pass as sent.
 */
export async function boundUploadedImages(files: Record<string, Upload>): Promise<Record<string, Upload>> {
  const out: Record<string, Upload> = { ...files };
  for (const [field, upload] of Object.entries(files)) {
    const kind = sniffFileKind(upload.bytes);
    if (kind !== 'png' && kind !== 'jpeg') {
      continue;
    }
    const bounded = await boundImage(upload.bytes);
    if (!bounded.ok) {
      throw fieldError(field, bounded.message);
    }
    if (bounded.resized) {
      out[field] = { ...upload, bytes: bounded.bytes, receivedBytes: upload.bytes.length };
    }
  }
  return out;
}
