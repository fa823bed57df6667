import {
  allSections,
  type CellDef,
  type FieldDef,
  type FieldValue,
  type FormDef,
  type FormValues,
  formatCalendarDate,
} from '@care/domain';
import type { FieldKind, FieldSpec } from '../../ui/form/FormField.tsx';

/** What the web form holds of a field: text as '', yes/no as 'Yes' | 'No' | '', numbers as number | ''. */
export type InputValue = string | number;
export type InputRow = Record<string, InputValue>;
export type InputValues = Record<string, InputValue | InputRow[]>;

const KIND: Record<CellDef['kind'], FieldKind> = {
  text: 'text',
  textarea: 'textarea',
  date: 'date',
  number: 'number',
  money: 'number',
  yesNo: 'yesno',
  select: 'select',
};

function toInput(field: CellDef, value: FieldValue | undefined): InputValue {
  if (value === null || value === undefined || Array.isArray(value)) {
    return '';
  }
  if (field.kind === 'yesNo') {
    return value === true ? 'Yes' : value === false ? 'No' : '';
  }
  return typeof value === 'boolean' ? String(value) : value;
}

/** The stored values as the inputs hold them. */
export function inputValuesOf(def: FormDef, values: FormValues): InputValues {
  const out: InputValues = {};
  for (const section of allSections(def)) {
    for (const field of section.fields) {
      const value = values[field.key];
      if (field.kind === 'rows') {
        const rows = Array.isArray(value) ? value : [];
        out[field.key] = rows.map((row) =>
          Object.fromEntries(field.columns.map((c) => [c.key, toInput(c, row[c.key] ?? null)])),
        );
      } else {
        out[field.key] = toInput(field, value);
      }
    }
  }
  return out;
}

/** An empty row of a table. */
export const emptyRow = (field: Extract<FieldDef, { kind: 'rows' }>): InputRow =>
  Object.fromEntries(field.columns.map((c) => [c.key, '']));

/** The renderer's description of a field (ui/form/FormField.tsx), named within the form. */
export function specOf(field: CellDef, name: string): FieldSpec {
  return {
    name,
    label: field.label,
    kind: KIND[field.kind],
    options: field.kind === 'select' ? field.options : field.kind === 'yesNo' ? ['Yes', 'No'] : undefined,
    required: field.required,
    description: field.help,
    minRows: field.kind === 'textarea' ? 2 : undefined,
  };
}

/** A value as the read-only view shows it. */
export function shownValue(field: CellDef, value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === '' || Array.isArray(value)) {
    return '—';
  }
  switch (field.kind) {
    case 'date':
      return formatCalendarDate(String(value));
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return typeof value === 'number' ? `$${value.toFixed(2)}` : String(value);
    default:
      return String(value);
  }
}
