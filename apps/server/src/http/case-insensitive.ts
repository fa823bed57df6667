import { z } from 'zod';

/**
 * Renames the keys of `input` to the schema's own spelling when they differ only in case, so that
 * `clientid`, `ClientId` and `clientId` all bind (the spec's clients send each of them).
 */
export function bindCaseInsensitive(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!(schema instanceof z.ZodObject) || typeof input !== 'object' || input === null) {
    return input;
  }
  const canonical = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const name = canonical.get(key.toLowerCase()) ?? key;
    if (!(name in out) || key === name) {
      out[name] = value;
    }
  }
  return out;
}
