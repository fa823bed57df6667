import type { FastifyRequest } from 'fastify';

/** One uploaded file, read whole into memory (uploads are capped by the multipart limits). */
export interface Upload {
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a multipart body into text fields and the named files. Field names match in any case
 * (`DocumentName`, `documentName`); file fields not named are drained and dropped.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Record<string, Upload> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, Upload> = {};
  const canonical = new Map(fileFields.map((f) => [f.toLowerCase(), f]));
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      const name = canonical.get(part.fieldname.toLowerCase());
      if (name && bytes.length > 0) {
        files[name] = { filename: part.filename, bytes };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
