import type { ReactNode } from 'react';

// The shape of a filter form's fields (FilterForm.tsx draws them, FilterFieldView.tsx draws one),
// apart from both so that neither imports the other.

/** The keys of a draft whose values are of a type. */
export type KeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D] & string;

type Options = { value: string; label: string }[] | string[];

/** What the Load check found: a message for the whole form, and errors by field. */
export interface FilterProblems<D> {
  message?: string | null;
  fields?: Partial<Record<keyof D, string>>;
}

/** What a field's own renderer is given: the draft, a way to change it, and what the last Load found. */
export interface FilterFieldContext<D> {
  draft: D;
  change: (patch: Partial<D>) => void;
  problems: FilterProblems<D> | null;
}

/** One field of a filter, described: the filter form renders it bound to its draft. */
export type FilterField<D> =
  /** A choice from a list, searchable (a person by default): placeholder 'Anyone' unless told. */
  | {
      kind: 'select';
      name: KeysOf<D, string | null>;
      label: string;
      data: Options;
      placeholder?: string;
      searchable?: boolean;
      nothingFoundMessage?: string;
    }
  /** Free text with suggestions ('Anyone' when empty). */
  | { kind: 'suggest'; name: KeysOf<D, string>; label: string; data: string[] }
  /** A calendar day ('Any day' when empty); see FilterFormProps.dayRange. */
  | { kind: 'day'; name: KeysOf<D, string | null>; label: string }
  /** One of a few choices, side by side, under a label. */
  | { kind: 'segmented'; name: KeysOf<D, string>; label: string; data: { value: string; label: string }[] }
  /** Anything else, drawn by the feature. */
  | { kind: 'custom'; key: string; render: (context: FilterFieldContext<D>) => ReactNode };

/** A row of the form: one field, or two side by side (one above the other on a phone). */
export type FilterRow<D> = FilterField<D> | readonly [FilterField<D>, FilterField<D>];
