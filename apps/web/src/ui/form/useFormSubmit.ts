import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '../form-errors.ts';

export const FORM_TEXTS = {
  checkFields: 'Please check the fields marked in red.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * The submit of a dialog's schema form (one way for every such dialog): the schema judges the values
 * (a banner asks to check the fields marked in red), then `send`, then `done`; a refusal puts the
 * server's messages under their fields, the files' under `fileErrors`, and its message in the banner.
 */
export function useFormSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[],
  send: (values: O) => Promise<unknown>,
  done: () => Promise<void> | void,
  fileFields: readonly string[] = [],
) {
  const [banner, setBanner] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      setFileErrors({});
      try {
        await send(values);
        await done();
      } catch (error) {
        if (isApiError(error)) {
          setFileErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).filter(([name]) =>
                fileFields.some((f) => f.toLowerCase() === name.toLowerCase()),
              ),
            ),
          );
        }
        setBanner(applyServerErrors(error, fields, form.setError) ?? FORM_TEXTS.failed);
      }
    },
    () => setBanner(FORM_TEXTS.checkFields),
  );
  return { submit, banner, fileErrors };
}
