import {
  formatCalendarDate,
  GENDERS,
  LIVING_ARRANGEMENTS,
  PLAN_MANAGEMENT,
  type ReferralForm,
  YES_NO,
} from '@care/domain';

/** What the form holds while it is filled in: text for every field, a list of supports, a consent tick. */
export type ReferralValues = {
  [K in Exclude<keyof ReferralForm, 'supportsRequested' | 'consentToShare'>]: string;
} & { supportsRequested: string[]; consentToShare: boolean };

export type TextFieldName = Exclude<keyof ReferralValues, 'supportsRequested' | 'consentToShare'>;

/** How one text field of the referral is entered and shown. */
export interface ReferralField {
  name: TextFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'ndis';
  options?: readonly string[];
  required?: boolean;
  /** A short answer (postcode, state): the box is narrower on wide screens. */
  short?: boolean;
  placeholder?: string;
  description?: string;
  autoComplete?: string;
}

export interface ReferralSection {
  title: string;
  /** A line under the section title, for the person filling in the form. */
  hint?: string;
  fields: ReferralField[];
}

/**
 * The referral form's sections in order (spec 1 §2.1, spec 2 §3 ClientReferral): one definition
 * for the public form, the Edit Form dialog and the read-only View Form.
 * Supports requested and consent are not plain text and are laid out by the form itself.
 */
export const REFERRAL_SECTIONS: ReferralSection[] = [
  {
    title: 'Participant',
    hint: 'The person being referred.',
    fields: [
      { name: 'firstName', label: 'First name', required: true, autoComplete: 'off' },
      { name: 'lastName', label: 'Last name', required: true, autoComplete: 'off' },
      { name: 'preferredName', label: 'Preferred name', autoComplete: 'off' },
      { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
      { name: 'gender', label: 'Gender', type: 'select', options: GENDERS },
      {
        name: 'contactNumber',
        label: 'Contact number',
        type: 'tel',
        required: true,
        placeholder: '04xx xxx xxx',
      },
      {
        name: 'email',
        label: 'Participant’s email',
        type: 'email',
        placeholder: 'name@example.com.au',
        description: 'Used to set up their client record. Leave empty if they have none.',
      },
    ],
  },
  {
    title: 'NDIS plan',
    fields: [
      { name: 'ndisNo', label: 'NDIS number', type: 'ndis', required: true, placeholder: '9 digits' },
      { name: 'planManagement', label: 'Plan management', type: 'select', options: PLAN_MANAGEMENT },
      { name: 'ndisStartDate', label: 'Plan start date', type: 'date' },
      { name: 'ndisEndDate', label: 'Plan end date', type: 'date' },
    ],
  },
  {
    title: 'Home',
    fields: [
      {
        name: 'currentResidence',
        label: 'Current residence',
        required: true,
        placeholder: 'Street address',
        autoComplete: 'off',
      },
      { name: 'suburb', label: 'Suburb', autoComplete: 'off' },
      { name: 'state', label: 'State', placeholder: 'e.g. NSW', autoComplete: 'off', short: true },
      { name: 'postcode', label: 'Postcode', placeholder: 'e.g. 2150', autoComplete: 'off', short: true },
      {
        name: 'livingArrangement',
        label: 'Living arrangement',
        type: 'select',
        options: LIVING_ARRANGEMENTS,
      },
    ],
  },
  {
    title: 'Needs',
    fields: [
      { name: 'primaryDisability', label: 'Primary disability' },
      { name: 'communicationNeeds', label: 'Communication needs', type: 'textarea' },
      { name: 'interpreterRequired', label: 'Interpreter required', type: 'select', options: YES_NO },
      { name: 'preferredLanguage', label: 'Preferred language' },
      { name: 'culturalBackground', label: 'Cultural background' },
      {
        name: 'risks',
        label: 'Known risks or safety concerns',
        type: 'textarea',
        description: 'Anything support workers should know before a first visit.',
      },
    ],
  },
  {
    title: 'Contacts',
    hint: 'A guardian, nominee or family member we can also talk to.',
    fields: [
      { name: 'guardianName', label: 'Name', autoComplete: 'off' },
      { name: 'guardianRelationship', label: 'Relationship', placeholder: 'e.g. Mother' },
      { name: 'guardianPhone', label: 'Phone', type: 'tel', placeholder: '04xx xxx xxx' },
    ],
  },
  {
    title: 'Referrer',
    hint: 'Who is making this referral, so the provider can reply.',
    fields: [
      { name: 'referrerName', label: 'Your name', required: true, autoComplete: 'name' },
      { name: 'referrerOrganisation', label: 'Organisation', autoComplete: 'organization' },
      { name: 'referrerRole', label: 'Role', placeholder: 'e.g. Support Coordinator' },
      { name: 'referrerEmail', label: 'Your email', type: 'email', required: true, autoComplete: 'email' },
      { name: 'referrerPhone', label: 'Your phone', type: 'tel', required: true, autoComplete: 'tel' },
    ],
  },
];

/** The text fields after the support checkboxes, and the consent section's text field. */
export const SUPPORT_FIELDS: ReferralField[] = [
  {
    name: 'goals',
    label: 'Goals',
    type: 'textarea',
    placeholder: 'What the participant hopes to achieve',
  },
  { name: 'preferredStartDate', label: 'Preferred start date', type: 'date' },
];
export const CONSENT_GIVEN_BY: ReferralField = {
  name: 'consentGivenBy',
  label: 'Consent given by',
  required: true,
  placeholder: 'Participant or guardian’s name',
};

export const consentLabel = (companyName: string) =>
  `The participant (or their guardian) agrees to share this information with ${companyName || 'this provider'}`;

const ALL_TEXT_FIELDS = [...REFERRAL_SECTIONS.flatMap((s) => s.fields), ...SUPPORT_FIELDS, CONSENT_GIVEN_BY];

/** Every field in the order the page shows it: where server messages go, and which problem to show first. */
export const REFERRAL_FIELD_ORDER: readonly (keyof ReferralValues)[] = [
  ...REFERRAL_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)),
  'supportsRequested',
  ...SUPPORT_FIELDS.map((f) => f.name),
  'consentToShare',
  CONSENT_GIVEN_BY.name,
];

/** An empty form. */
export function emptyReferral(): ReferralValues {
  const values = Object.fromEntries(ALL_TEXT_FIELDS.map((f) => [f.name, ''])) as Record<
    TextFieldName,
    string
  >;
  return { ...values, supportsRequested: [], consentToShare: false };
}

/** A stored referral as form values (null reads as empty), for the Edit Form dialog. */
export function referralValues(form: ReferralForm): ReferralValues {
  const values = emptyReferral();
  for (const field of ALL_TEXT_FIELDS) {
    const value = form[field.name];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return { ...values, supportsRequested: [...form.supportsRequested], consentToShare: form.consentToShare };
}

/** A stored field as text for reading: dates as DD-MM-YYYY, empty as ''. */
export function displayValue(field: ReferralField, form: ReferralForm): string {
  const value = form[field.name];
  if (value === null || value === undefined) {
    return '';
  }
  return field.type === 'date' ? formatCalendarDate(String(value)) : String(value);
}
