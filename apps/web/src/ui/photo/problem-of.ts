import { isApiError } from '../../api/api-error.ts';

/** What to tell the user in a dialog when saving failed: the server's per-field messages, or its message. */
export function problemOf(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors);
    return fields.length > 0 ? fields.join(' ') : error.message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
