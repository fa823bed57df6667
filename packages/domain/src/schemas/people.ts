import { z } from 'zod';
import { CLIENT_REMOTENESS } from '../care-needs/lists.ts';
import {
  EMPLOYMENT_TYPES,
  GENDERS,
  INDIGENOUS_STATUSES,
  PAY_RATES,
  STAFF_LEVELS,
  YES_NO,
} from '../constants.ts';
import { FUNDING_PROGRAMS } from '../support-at-home/sah-types.ts';
import {
  hasPositionPair,
  newAddressFields,
  POSITION_PAIR_MESSAGE,
  positionFields,
} from './address-fields.ts';
import {
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  phone,
  requiredDate,
  requiredEmail,
  requiredText,
} from './form-fields.ts';

export const REQUIRED_FIELD = 'Required Field';

// The state as its code and a 4-digit postcode, as on the creation forms (issue 26).
const address = {
  ...newAddressFields,
  city: optionalText(),
  country: optionalText(),
};

const kin = {
  nextOfKin: optionalText(),
  relationship: optionalText(),
  kinAddress: optionalText(300),
  kinCity: optionalText(),
  kinSuburb: optionalText(),
  kinState: optionalText(),
  kinPostcode: optionalText(10),
  kinCountry: optionalText(),
  kinEmail: optionalEmail(),
  kinPhoneNumber: optionalPhone(),
};

const bank = {
  accountName: optionalText(),
  accountNumber: optionalText(30),
  bankName: optionalText(),
  branch: optionalText(),
  bsb: optionalText(10),
};

const social = {
  facebook: optionalText(300),
  twitter: optionalText(300),
  instagram: optionalText(300),
  linkedIn: optionalText(300),
  youtube: optionalText(300),
  github: optionalText(300),
};

/**
 * The employer's fields (spec 2 §3): pay, position, tax file number. In an edit they are optional, so
 * that absent they stay as stored: a person editing their own profile does not send them.
 */
const employment = {
  employmentType: optionalChoice(EMPLOYMENT_TYPES).optional(),
  payRate: optionalChoice(PAY_RATES).optional(),
  payDay: optionalText().optional(),
  salary: optionalText().optional(),
  position: optionalText().optional(),
  profession: optionalText().optional(),
  taxFile: optionalText(20).optional(),
};

/**
 * POST /Administrators/edit/{id}: every editable field (spec 1 §3). Names and e-mail are read-only
 * on the profile, so they are not part of the edit; phone number is always required (spec 1 §5).
 */
export const administratorEdit = z.object({
  middleName: optionalText(),
  phoneNumber: phone(REQUIRED_FIELD),
  gender: optionalChoice(GENDERS),
  dateOfBirth: optionalDate(),
  ...address,
  ...kin,
  ...bank,
  ...social,
  ...employment,
});
export type AdministratorEdit = z.infer<typeof administratorEdit>;

/** POST /Staffs/edit/{staffId} (spec 2 §3 Staff profile). */
export const staffEdit = administratorEdit.extend({
  aboutMe: optionalText(2000),
  level: optionalChoice(STAFF_LEVELS).optional(),
  dateJoined: optionalDate().optional(),
});
export type StaffEdit = z.infer<typeof staffEdit>;

/**
 * POST /Profiles/edit/{profileId} (spec 1 §3 Client profile). The office may correct the client's
 * names and e-mail (issue 40 item 8); absent, they stay as stored (a client's own edit leaves them out).
 */
export const profileEdit = z.object({
  firstName: requiredText(REQUIRED_FIELD, 100).optional(),
  surName: requiredText(REQUIRED_FIELD, 100).optional(),
  email: optionalEmail().optional(),
  middleName: optionalText(),
  phoneNumber: phone(REQUIRED_FIELD),
  gender: optionalChoice(GENDERS),
  dateOfBirth: optionalDate(),
  ...address,
  ...kin,
  // The provider's fields (NDIS number, referral, agreement): optional, so that absent they stay as stored.
  ndisNo: optionalText(20).optional(),
  referral: optionalText().optional(),
  culturalBackground: optionalText(),
  financialArrangement: optionalText(),
  indigenousSatatus: optionalChoice(INDIGENOUS_STATUSES),
  ndisPlan: optionalChoice(YES_NO),
  ndisPlanNote: optionalText(2000),
  preferredLanguage: optionalText(),
  privacyPreferences: optionalText(2000),
  requireInterpreter: optionalChoice(YES_NO),
  agreementStartDate: optionalDate().optional(),
  agreementEndDate: optionalDate().optional(),
  signature: optionalText(100),
  ...positionFields,
  // Where the client lives for NDIS pricing; 'None' (or empty) is standard prices. Absent: kept.
  remoteness: optionalChoice(CLIENT_REMOTENESS, ['None']).optional(),
});
export type ProfileEdit = z.infer<typeof profileEdit>;

/** Per-dialog rules of the profile pages (spec 1 §5, spec 2 §5): each dialog checks its own part. */
export const personalInformationRules = z.object({ phoneNumber: phone(REQUIRED_FIELD) });
/** The office's dialog of a client who signs in (issue 40 item 8): their e-mail can be corrected, not removed. */
export const SIGN_IN_EMAIL_REQUIRED = 'They sign in with their e-mail: enter the new address';
export const signInClientPersonalRules = personalInformationRules.extend({
  email: requiredEmail(SIGN_IN_EMAIL_REQUIRED),
});
export const emergencyContactRules = z.object({ kinPhoneNumber: phone(REQUIRED_FIELD) });
export const bankInformationRules = z.object({ accountNumber: requiredText(REQUIRED_FIELD, 30) });

const newPerson = {
  firstName: requiredText(REQUIRED_FIELD, 100),
  surName: requiredText(REQUIRED_FIELD, 100),
  middleName: optionalText(100),
  email: requiredEmail(),
  phoneNumber: phone(REQUIRED_FIELD),
  // Street, suburb, state and postcode apart (issue 26): the state prices the client's supports.
  ...newAddressFields,
};

/** A new administrator (spec 2 §3); the offer letter comes as a file beside these fields. */
export const newAdministrator = z.object(newPerson);
export type NewAdministrator = z.infer<typeof newAdministrator>;

/** A new staff member; `forms` names the document templates to attach to the invitation. */
export const newStaff = z.object({
  ...newPerson,
  forms: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : (v ?? [])),
      z.array(z.string().trim().min(1)),
    )
    .optional(),
});
export type NewStaff = z.infer<typeof newStaff>;

/** The NDIS number's checks run whatever else failed, once the number and the funding parsed. */
const ndisCheckable = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((i) => i.path?.[0] === 'ndisNo' || i.path?.[0] === 'fundingProgram');

/**
 * A new client, from the quick-add dialog or the full form (spec 2 §3, §5). The e-mail is optional
 * (issue 40 item 5): many participants have none, their representative signs; without one the
 * participant cannot be invited to the portal.
 */
export const newClient = z
  .object({
    ...newPerson,
    email: optionalEmail(),
    agreementStartDate: requiredDate(REQUIRED_FIELD),
    agreementEndDate: requiredDate(REQUIRED_FIELD),
    ndisNo: optionalText(20),
    // Who funds the client (issue 39 item 1): the NDIS unless chosen; only then is the NDIS number required.
    fundingProgram: optionalChoice(FUNDING_PROGRAMS).transform((v) => v ?? 'NDIS'),
    // The map position: the clock-in check's centre and the worker's map link.
    ...positionFields,
  })
  .refine((v) => v.fundingProgram !== 'NDIS' || v.ndisNo !== null, {
    path: ['ndisNo'],
    message: REQUIRED_FIELD,
    when: ndisCheckable,
  })
  .refine((v) => !v.ndisNo || /^\d{9}$/.test(v.ndisNo.replace(/\s/g, '')), {
    path: ['ndisNo'],
    message: 'An NDIS number has 9 digits',
    when: ndisCheckable,
  })
  .refine((v) => v.agreementEndDate >= v.agreementStartDate, {
    path: ['agreementEndDate'],
    message: 'The agreement must end after it starts',
  })
  .refine(hasPositionPair, { path: ['longitude'], message: POSITION_PAIR_MESSAGE });
export type NewClient = z.infer<typeof newClient>;
