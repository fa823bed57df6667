/**
 * The participant forms as data (docs/reference/FORMS-AND-INCIDENTS.md §A): each form is sections
 * of fields, the signatures it needs and its review rule, so that one schema builder, one renderer
 * and one PDF builder serve all eleven.
 */

/** A value of one field: text, a date 'YYYY-MM-DD', a number, yes/no, or rows of such values. */
export type FieldValue = string | number | boolean | null | FormRow[];
export type FormRow = Record<string, string | number | boolean | null>;
export type FormValues = Record<string, FieldValue>;

interface FieldBase {
  key: string;
  label: string;
  /** Needed for the form to be complete (a draft may be saved without it). */
  required?: boolean;
  help?: string;
}

/** A field of a row table (never itself a table). */
export type CellDef =
  | (FieldBase & { kind: 'text' | 'textarea' | 'date' })
  | (FieldBase & { kind: 'number' | 'money' })
  | (FieldBase & { kind: 'yesNo' })
  | (FieldBase & { kind: 'select'; options: readonly string[] });

export type FieldDef =
  | CellDef
  | (FieldBase & { kind: 'rows'; columns: readonly CellDef[]; minRows?: number });

export interface SectionDef {
  title: string;
  fields: readonly FieldDef[];
}

/** Who signs a form (reference A0). */
export const SIGNER_ROLES = [
  'participant',
  'representative',
  'provider',
  'staff',
  'reviewer',
  'practitioner',
  'witness',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_LABELS: Record<SignerRole, string> = {
  participant: 'Participant',
  representative: 'Representative',
  provider: "Provider's representative",
  staff: 'Staff member',
  reviewer: 'Reviewer',
  practitioner: 'Practitioner',
  witness: 'Witness',
};

/** The roles a participant (or their representative) signs as, in their own portal. */
export const PARTICIPANT_SIDE: readonly SignerRole[] = ['participant', 'representative'];

/**
 * How often the form is reviewed: every `months` from its effective date (none: a form with no
 * review, such as a referral), capped by the NDIS plan's end when `untilPlanEnd`.
 */
export interface ReviewRule {
  months: number | null;
  untilPlanEnd?: boolean;
  /** A date field of the form that also caps the review (the service agreement's term end). */
  endField?: string;
  /** The rule as the reference words it, shown beside the date. */
  text: string;
}

export interface FormDef {
  slug: string;
  name: string;
  /** Required on the Documents tab (spec 1 §2.6). */
  required: boolean;
  purpose: string;
  sections: readonly SectionDef[];
  /** Each entry is one signature the form needs: any one of its roles signs it. */
  signatures: readonly (readonly SignerRole[])[];
  /** Roles that may sign beyond the needed ones (a witness). */
  optionalSigners?: readonly SignerRole[];
  review: ReviewRule;
  /** The form's rows are computed from what is on file, never typed (the participant checklist). */
  computed?: boolean;
}

/** The fields every form carries first (reference A0: the envelope). */
export const ENVELOPE_SECTION: SectionDef = {
  title: 'About this form',
  fields: [
    { key: 'effectiveDate', label: 'Effective date', kind: 'date', required: true },
    {
      key: 'reviewBy',
      label: 'Review by (if earlier than the rule)',
      kind: 'date',
      help: 'Leave empty to use the review rule below.',
    },
    {
      key: 'participantInvolvement',
      label: 'Participant involvement',
      kind: 'select',
      required: true,
      options: [
        'Participant present',
        'Participant and supporter',
        'Supporter only',
        'Not involved (reason in notes)',
      ],
    },
    {
      key: 'accessibleFormat',
      label: 'Format used',
      kind: 'select',
      options: ['Standard', 'Easy Read', 'Interpreter', 'Auslan', 'Other'],
    },
    { key: 'copyGiven', label: 'Participant received a signed copy', kind: 'yesNo' },
    { key: 'notes', label: 'Notes', kind: 'textarea' },
  ],
};

/** Every field of the form, the envelope first. */
export function allSections(def: FormDef): readonly SectionDef[] {
  return [ENVELOPE_SECTION, ...def.sections];
}
