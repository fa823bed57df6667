import type { FieldValues, Path } from 'react-hook-form';

// A described field (FormField.tsx renders it, NativeField.tsx when the browser's own input is
// asked for), apart from both so that neither imports the other.

/** How a field is asked. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'date'
  | 'time'
  | 'number'
  | 'textarea'
  | 'select'
  | 'suggest'
  | 'checkbox'
  | 'switch'
  | 'radio'
  | 'yesno';

/** One field, described: the renderer picks its input by kind and binds it to the form. */
export interface FieldSpec<T extends FieldValues = FieldValues> {
  name: Path<T>;
  label: string;
  /** 'text' unless told. */
  kind?: FieldKind;
  /** The choices of a select, suggest, radio or yes/no field. */
  options?: readonly string[];
  /** How a radio or select choice reads when its stored value is spelt otherwise (an id, the spec's spelling). */
  optionLabel?: (value: string) => string;
  /** Marks the label (the schema decides whether a value is needed). */
  required?: boolean;
  placeholder?: string;
  description?: string;
  /** A textarea's least number of rows (3 unless told). */
  minRows?: number;
  /** false: a textarea keeps its rows rather than growing with its text (up to 8 rows). */
  autosize?: boolean;
  /** A text field's autocomplete attribute (the browser's default unless told). */
  autoComplete?: string;
  /** A select keeps a stored value outside its options (shown first) rather than blanking it. */
  keepCurrent?: boolean;
  /** A date or select uses the browser's own input (the easiest on a phone, for a form filled in once). */
  native?: boolean;
  /** A short answer (a postcode, a date): the box is narrower on wide screens. */
  short?: boolean;
  /** A textarea's most rows as it grows (8 unless told). */
  maxRows?: number;
  /** A text field's keyboard, where its kind does not say it (a number typed as text). */
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}
