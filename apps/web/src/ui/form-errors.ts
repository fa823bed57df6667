import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';

/**
 * Puts a 400 reply's per-field messages under the matching fields (matched case-insensitively).
 * Returns the message for the form as a whole, or null when the error is not the server's.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) {
    return null;
  }
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((f) => f.toLowerCase() === name.toLowerCase());
    if (field) {
      setError(field, { type: 'server', message });
    }
  }
  return error.fromServer ? error.message : null;
}
