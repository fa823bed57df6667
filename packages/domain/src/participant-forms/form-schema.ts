import { z } from 'zod';
import { allSections, type CellDef, type FieldDef, type FormDef, type FormValues } from './form-def.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = { text: 300, textarea: 4000 } as const;
export const MAX_ROWS = 60;

/** The zod type of one cell or field; every value may be empty (a draft), never malformed. */
function cellSchema(field: CellDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return z
        .string()
        .trim()
        .max(TEXT_MAX[field.kind], `${field.label}: at most ${TEXT_MAX[field.kind]} characters`)
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional();
    case 'date':
      return z
        .string({ error: `${field.label}: enter a date as YYYY-MM-DD` })
        .refine((v) => v === '' || DATE.test(v), `${field.label}: enter a date as YYYY-MM-DD`)
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional();
    case 'number':
    case 'money':
      // A form's number input holds '' when empty.
      return z.preprocess(
        (v) => (v === '' ? null : v),
        z
          .number({ error: `${field.label} must be a number` })
          .min(0, `${field.label} cannot be negative`)
          .max(1_000_000, `${field.label} is too large`)
          .nullable()
          .optional(),
      );
    case 'yesNo':
      // A form's yes/no radios hold 'Yes', 'No' or ''.
      return z.preprocess(
        (v) => (v === 'Yes' ? true : v === 'No' ? false : v === '' ? null : v),
        z
          .boolean({ error: `${field.label}: answer yes or no` })
          .nullable()
          .optional(),
      );
    case 'select':
      return z
        .string({ error: `${field.label}: choose one of the options` })
        .refine((v) => v === '' || field.options.includes(v), `${field.label}: choose one of the options`)
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional();
  }
}

function fieldSchema(field: FieldDef): z.ZodType {
  if (field.kind !== 'rows') {
    return cellSchema(field);
  }
  const row = z.object(Object.fromEntries(field.columns.map((c) => [c.key, cellSchema(c)])));
  return z.array(row).max(MAX_ROWS, `${field.label}: at most ${MAX_ROWS} rows`).optional();
}

const cache = new Map<string, z.ZodType<FormValues>>();

/**
 * The values of a form as the server accepts and stores them: only the form's own fields, each of
 * its kind; unknown keys are dropped. The same schema checks the web form before it is sent.
 */
export function formValuesSchema(def: FormDef): z.ZodType<FormValues> {
  const known = cache.get(def.slug);
  if (known) {
    return known;
  }
  const shape = Object.fromEntries(
    allSections(def).flatMap((s) => s.fields.map((f) => [f.key, fieldSchema(f)])),
  );
  const schema = z.object(shape) as unknown as z.ZodType<FormValues>;
  cache.set(def.slug, schema);
  return schema;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The required fields (and row cells) of the form still empty, as their labels; none when complete. */
export function missingFields(def: FormDef, values: FormValues): string[] {
  const missing: string[] = [];
  for (const section of allSections(def)) {
    for (const field of section.fields) {
      const value = values[field.key];
      if (field.kind === 'rows') {
        const rows = Array.isArray(value) ? value : [];
        if (rows.length < (field.minRows ?? 0)) {
          missing.push(field.label);
          continue;
        }
        rows.forEach((row, i) => {
          for (const col of field.columns) {
            if (col.required && isBlank(row[col.key])) {
              missing.push(`${field.label} row ${i + 1}: ${col.label}`);
            }
          }
        });
      } else if (field.required && isBlank(value)) {
        missing.push(field.label);
      }
    }
  }
  return missing;
}
