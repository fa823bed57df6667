import {
  addressLineWarning,
  CLIENT_REMOTENESS,
  EMPLOYMENT_TYPES,
  GENDERS,
  INDIGENOUS_STATUSES,
  PAY_RATES,
  STAFF_LEVELS,
  STATE_CODES,
  YES_NO,
} from '@care/domain';
import type { AddressFills } from '../../shelf/AddressFieldInput.tsx';

/** How a field is entered in a dialog and shown on a card. */
export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'select'
  | 'suggest'
  | 'textarea'
  | 'url'
  /** An address with place suggestions that fill the fields named in `fills`. */
  | 'address'
  /** Held and sent by the dialog, never shown (the coordinates an address fills). */
  | 'hidden';

export interface FieldDef {
  name: string;
  label: string;
  type?: FieldType;
  options?: readonly string[];
  /** Shown in the dialog but never sent (names and e-mail, spec 1 §5). */
  readOnly?: boolean;
  required?: boolean;
  /** 'agreement' shows the date as 'MMM D, YYYY'; other dates show as DD-MM-YYYY. */
  format?: 'agreement' | 'masked';
  /** In the dialog only: the card does not repeat it (names are on the profile card). */
  cardHidden?: boolean;
  /** Takes the whole row in a two-column layout. */
  wide?: boolean;
  placeholder?: string;
  description?: string;
  /** An address field's other fields, filled from the chosen place. */
  fills?: AddressFills;
  /** A note under the field while its value saves but will cause trouble later (not an error). */
  warning?: (value: string) => string | null;
}

const readOnlyNames: FieldDef[] = [
  { name: 'firstName', label: 'First name', readOnly: true, cardHidden: true },
  { name: 'surName', label: 'Last name', readOnly: true, cardHidden: true },
];

const middleName: FieldDef = { name: 'middleName', label: 'Middle name', cardHidden: true };
const phone: FieldDef = { name: 'phoneNumber', label: 'Phone number', type: 'tel', required: true };
const email: FieldDef = { name: 'email', label: 'Email', type: 'email', readOnly: true, wide: true };
const gender: FieldDef = { name: 'gender', label: 'Gender', type: 'select', options: GENDERS };
const dateOfBirth: FieldDef = { name: 'dateOfBirth', label: 'Date of birth', type: 'date' };

const homeAddress: FieldDef[] = [
  {
    name: 'address',
    label: 'Address',
    type: 'address',
    wide: true,
    placeholder: 'Start typing the street address',
    fills: {
      suburb: 'suburb',
      city: 'city',
      state: 'state',
      postcode: 'postcode',
      country: 'country',
      latitude: 'latitude',
      longitude: 'longitude',
    },
  },
  { name: 'suburb', label: 'Suburb' },
  { name: 'city', label: 'City' },
  // A state pricing can read (issue 26); a stored one outside the list stays shown until changed.
  { name: 'state', label: 'State', type: 'select', options: STATE_CODES },
  { name: 'postcode', label: 'Postcode' },
];

/** The dialog's editable fields, in order, for the people pages. */
export const PERSONAL_FIELDS: FieldDef[] = [
  ...readOnlyNames,
  middleName,
  phone,
  email,
  gender,
  dateOfBirth,
  // Staff and administrators are paid through Xero payroll, whose Single Touch Payroll takes a shorter line.
  ...homeAddress.map((f) => (f.name === 'address' ? { ...f, warning: addressLineWarning } : f)),
  { name: 'country', label: 'Country' },
];

/** The client's personal information: country is labelled Nationality (spec 1 §2.5). */
export const CLIENT_PERSONAL_FIELDS: FieldDef[] = [
  ...readOnlyNames,
  middleName,
  phone,
  email,
  gender,
  dateOfBirth,
  ...homeAddress,
  { name: 'country', label: 'Nationality' },
  // Filled from the chosen address, or typed (no places service): the clock-in geofence centre.
  {
    name: 'latitude',
    label: 'Latitude',
    cardHidden: true,
    placeholder: 'e.g. -33.7969',
    description: 'Filled by a suggested address; or find the place on a map and type it',
  },
  { name: 'longitude', label: 'Longitude', cardHidden: true, placeholder: 'e.g. 151.2887' },
];

const CORRECTABLE = ['firstName', 'surName', 'email'];

/**
 * The office's Personal Information dialog of a client (issue 40 item 8): the names and e-mail can be
 * corrected; a client who signs in is told the new e-mail is the one they sign in with.
 */
export function clientOfficePersonalFields(signsIn: boolean): FieldDef[] {
  return CLIENT_PERSONAL_FIELDS.map((f) => {
    if (!CORRECTABLE.includes(f.name)) {
      return f;
    }
    const editable: FieldDef = { ...f, readOnly: false, required: f.name !== 'email' || signsIn };
    return f.name === 'email' && signsIn
      ? { ...editable, description: 'They sign in to the portal with this address: a new one replaces it.' }
      : editable;
  });
}

/** The client's plan and agreement: for admins and holders of 'Edit Client' only. */
export const CLIENT_AGREEMENT_FIELDS: FieldDef[] = [
  { name: 'ndisNo', label: 'NDIS number', placeholder: '9 digits' },
  { name: 'referral', label: 'Referral', placeholder: 'Who referred the client' },
  { name: 'agreementStartDate', label: 'Agreement start date', type: 'date', format: 'agreement' },
  { name: 'agreementEndDate', label: 'Agreement end date', type: 'date', format: 'agreement' },
];

export const EMERGENCY_FIELDS: FieldDef[] = [
  { name: 'nextOfKin', label: 'Name' },
  { name: 'relationship', label: 'Relationship', placeholder: 'e.g. Daughter' },
  { name: 'kinPhoneNumber', label: 'Phone number', type: 'tel', required: true },
  { name: 'kinEmail', label: 'Email', type: 'email' },
  {
    name: 'kinAddress',
    label: 'Address',
    type: 'address',
    wide: true,
    placeholder: 'Start typing the street address',
    fills: {
      suburb: 'kinSuburb',
      city: 'kinCity',
      state: 'kinState',
      postcode: 'kinPostcode',
      country: 'kinCountry',
    },
  },
  { name: 'kinSuburb', label: 'Suburb' },
  { name: 'kinCity', label: 'City' },
  { name: 'kinState', label: 'State' },
  { name: 'kinPostcode', label: 'Postcode' },
  { name: 'kinCountry', label: 'Country' },
];

export const CLIENT_OTHER_FIELDS: FieldDef[] = [
  { name: 'culturalBackground', label: 'Cultural background' },
  { name: 'preferredLanguage', label: 'Preferred language' },
  { name: 'requireInterpreter', label: 'Interpreter required', type: 'select', options: YES_NO },
  { name: 'indigenousSatatus', label: 'Indigenous status', type: 'select', options: INDIGENOUS_STATUSES },
  { name: 'ndisPlan', label: 'NDIS plan', type: 'select', options: YES_NO },
  {
    name: 'financialArrangement',
    label: 'Financial arrangement',
    type: 'suggest',
    options: ['Plan Managed', 'Self Managed', 'NDIA Managed'],
  },
  { name: 'ndisPlanNote', label: 'NDIS plan note', type: 'textarea', wide: true },
  { name: 'privacyPreferences', label: 'Privacy preferences', type: 'textarea', wide: true },
];

/** Where the client lives for NDIS pricing: the office sets it (the client's own dialog leaves it out). */
export const CLIENT_REMOTENESS_FIELD: FieldDef = {
  name: 'remoteness',
  label: 'Remoteness (NDIS pricing)',
  type: 'select',
  options: ['None', ...CLIENT_REMOTENESS],
  placeholder: 'None',
  description: 'Remote and Very Remote clients are charged the NDIS remote prices.',
};

const employment: FieldDef[] = [
  { name: 'position', label: 'Position' },
  { name: 'employmentType', label: 'Employment type', type: 'select', options: EMPLOYMENT_TYPES },
  { name: 'payRate', label: 'Pay rate', type: 'select', options: PAY_RATES },
  { name: 'payDay', label: 'Pay day', placeholder: 'e.g. Thursday' },
  { name: 'salary', label: 'Salary', placeholder: 'e.g. $38.50 an hour' },
];

export const STAFF_EMPLOYMENT_FIELDS: FieldDef[] = [
  ...employment,
  { name: 'level', label: 'Level', type: 'select', options: STAFF_LEVELS },
  { name: 'dateJoined', label: 'Date joined', type: 'date' },
];

export const ADMIN_EMPLOYMENT_FIELDS: FieldDef[] = [
  ...employment,
  { name: 'profession', label: 'Profession' },
];

export const BANK_FIELDS: FieldDef[] = [
  { name: 'accountName', label: 'Account name', wide: true },
  { name: 'bankName', label: 'Bank name' },
  { name: 'branch', label: 'Branch' },
  { name: 'bsb', label: 'BSB', placeholder: '000-000' },
  { name: 'accountNumber', label: 'Account number', required: true },
  {
    name: 'taxFile',
    label: 'Tax file number',
    format: 'masked',
    description: 'Shown on the profile with all but the last three digits hidden.',
  },
];

export const SOCIAL_FIELDS: FieldDef[] = [
  { name: 'linkedIn', label: 'LinkedIn', type: 'url' },
  { name: 'facebook', label: 'Facebook', type: 'url' },
  { name: 'instagram', label: 'Instagram', type: 'url' },
  { name: 'twitter', label: 'X (Twitter)', type: 'url' },
  { name: 'youtube', label: 'YouTube', type: 'url' },
  { name: 'github', label: 'GitHub', type: 'url' },
];

export const STAFF_OTHER_FIELDS: FieldDef[] = [
  { name: 'aboutMe', label: 'About me', type: 'textarea', wide: true },
  ...SOCIAL_FIELDS,
];

/** Labels of every editable field, for server messages about a field the open dialog does not show. */
export const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  [
    ...PERSONAL_FIELDS,
    ...CLIENT_AGREEMENT_FIELDS,
    ...EMERGENCY_FIELDS.map((f) => ({ ...f, label: `Emergency contact ${f.label.toLowerCase()}` })),
    ...CLIENT_OTHER_FIELDS,
    ...STAFF_EMPLOYMENT_FIELDS,
    ...ADMIN_EMPLOYMENT_FIELDS,
    ...BANK_FIELDS,
    ...STAFF_OTHER_FIELDS,
  ].map((f) => [f.name, f.label]),
);
