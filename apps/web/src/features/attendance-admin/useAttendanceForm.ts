import { useState } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { type AttendanceFormState, serverFieldErrors } from './attendance-form.ts';
import type { PayFactsFormState } from './pay-facts-form.ts';

/**
 * What the mark and edit forms hold: the times, km and report as typed, the unpaid break and the
 * work inside a sleepover (issue 38), and the edit's image.
 */
export type AttendanceValues = AttendanceFormState & PayFactsFormState & { image: File | null };

/** The checks of a mark or an edit (attendance-form.ts) as the form's schema: their messages by field. */
function schemaOf(check: (values: AttendanceValues) => Record<string, string>) {
  return z.custom<AttendanceValues>().superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(check(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * The mark and edit attendance forms on the form hook: checked on submit by `check` (built once: the
 * zone and the attendance do not change while the form is open), a change clearing the messages
 * (`clear`: those of the changed fields, or all), a 400 reply's messages placed by field.
 */
export function useAttendanceForm(
  initial: AttendanceValues,
  check: (values: AttendanceValues) => Record<string, string>,
  clear: 'changed' | 'all',
) {
  const [schema] = useState(() => schemaOf(check));
  const form = useSchemaForm(schema, { raw: true, defaultValues: initial });
  const errors: Record<string, string> = {};
  for (const [field, error] of Object.entries(form.formState.errors)) {
    if (typeof error?.message === 'string') {
      errors[field] = error.message;
    }
  }
  return {
    form,
    values: form.watch(),
    errors,
    change: (patch: Partial<AttendanceValues>) => {
      for (const [field, value] of Object.entries(patch)) {
        form.setValue(field as keyof AttendanceValues, value);
      }
      form.clearErrors(clear === 'all' ? undefined : (Object.keys(patch) as (keyof AttendanceValues)[]));
    },
    showServerErrors: (error: unknown) => {
      form.clearErrors();
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        form.setError(field as keyof AttendanceValues, { type: 'server', message });
      }
    },
  };
}
