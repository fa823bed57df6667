import { unsafeTextReason } from '@care/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, fieldError } from './errors.ts';
import { assertSafeInput } from './input-guard.ts';

/** One uploaded file, read whole into memory (uploads are capped by the multipart limits). */
export interface Upload {
  filename: string;
  bytes: Buffer;
  /** The size as sent, when the bytes were changed since (an image scaled down): the size limits judge this. */
  receivedBytes?: number;
}

export const MALFORMED_FORM = 'The form could not be read. Please send it again.';

/**
 * Reads a multipart body into text fields and the named files. Field names match in any case
 * (`DocumentName`, `documentName`); file fields not named are drained and dropped. A body that is
 * not well-formed multipart is refused with 400, and so are texts and file names the input guard
 * refuses (NUL, lone surrogates).
 */
export async function readMultipart(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Record<string, Upload> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, Upload> = {};
  const canonical = new Map(fileFields.map((f) => [f.toLowerCase(), f]));
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const name = canonical.get(part.fieldname.toLowerCase());
        if (name && bytes.length > 0) {
          const problem = unsafeTextReason(part.filename);
          if (problem) {
            throw fieldError(name, problem);
          }
          files[name] = { filename: part.filename, bytes };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  assertSafeInput(fields);
  return { fields, files };
}

/**
 * The multipart plugin's own refusals keep their status (413 for a file over the limit); anything
 * else thrown while parsing (busboy's "Unexpected end of form", "Malformed part header", a missing
 * boundary) is the body's fault, so 400.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) {
    return error;
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? error : badRequest(MALFORMED_FORM);
}

/**
 * An uploaded CSV file as text (the NDIS claim result, the Support at Home payment statement):
 * required, a .csv or .txt (or no extension), at most `maxBytes`, no NUL bytes; UTF-8 with or
 * without its byte-order mark. Otherwise a 400 at the field with the caller's message.
 */
export function csvUploadText(
  upload: Upload | undefined,
  rule: { field: string; maxBytes: number; required: string; unreadable: string },
): string {
  if (!upload) {
    throw fieldError(rule.field, rule.required);
  }
  const name = upload.filename.toLowerCase();
  if (/\.[a-z0-9]+$/.test(name) && !name.endsWith('.csv') && !name.endsWith('.txt')) {
    throw fieldError(rule.field, rule.unreadable);
  }
  if (upload.bytes.length > rule.maxBytes || upload.bytes.includes(0)) {
    throw fieldError(rule.field, rule.unreadable);
  }
  return upload.bytes.toString('utf8').replace(/^\uFEFF/, '');
}
