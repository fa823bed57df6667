import { formatCalendarDate } from '@care/domain';
import type { FieldDef } from './section-fields.ts';

/** A field's value as the card shows it; '' when there is none. */
export function formatFieldValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const text = String(value);
  if (field.type === 'date') {
    return formatCalendarDate(text, field.format === 'agreement' ? 'agreement' : 'date');
  }
  if (field.format === 'masked') {
    return text.length > 3 ? `${'•'.repeat(Math.min(text.length - 3, 6))}${text.slice(-3)}` : '•••';
  }
  return text;
}

/** The value a form input starts with: the record's value as text, '' for none. */
export function inputValueOf(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  return field.type === 'date' ? String(value).slice(0, 10) : String(value);
}
