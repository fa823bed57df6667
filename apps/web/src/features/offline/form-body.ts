import type { ShiftDayAction } from './shift-day-action.ts';

/** A multipart body from its stored fields (the queue keeps fields and Blobs, not a FormData). */
export function toFormData(fields: NonNullable<ShiftDayAction['form']>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      form.append(key, value);
    } else {
      form.append(key, value.blob, value.name);
    }
  }
  return form;
}
