import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** A zod failure as per-field messages: the first message for each field path. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A field path as words for a message: 'kinPhoneNumber' → 'Kin phone number', 'ndisNo' → 'NDIS no'. */
export function fieldLabel(path: string): string {
  const words = path
    .split('.')
    .pop()
    ?.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bndis\b/g, 'NDIS');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : path;
}

/** The one-line message of a refusal: the field's message, naming the field, and how many more need attention. */
export function summarise(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  const [field, message] = entries[0] ?? ['_', 'Invalid input'];
  const head = field === '_' ? message : `${fieldLabel(field)}: ${message}`;
  return entries.length > 1
    ? `${head} (and ${entries.length - 1} more field${entries.length > 2 ? 's' : ''})`
    : head;
}

/** Parses input with the schema, or throws a 400 that names each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const errors = fieldMessages(result.error);
  throw badRequest(summarise(errors), errors);
}
