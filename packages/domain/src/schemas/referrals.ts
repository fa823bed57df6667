import { z } from 'zod';
import { GENDERS, YES_NO } from '../constants.ts';
import {
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  phone,
  requiredEmail,
  requiredText,
} from './form-fields.ts';

/** How the participant's NDIS plan is managed. */
export const PLAN_MANAGEMENT = ['NDIA Managed', 'Plan Managed', 'Self Managed', 'Not sure'] as const;
/** The supports a referral can ask for (the usual lines of an NDIS participant referral form). */
export const REFERRAL_SUPPORTS = [
  'Personal Care',
  'Community Access',
  'Supported Independent Living',
  'Short Term Accommodation / Respite',
  'Domestic Assistance',
  'Transport',
  'Capacity Building',
  'Support Coordination',
  'Social and Recreational Activities',
  'Meal Preparation',
] as const;
export const LIVING_ARRANGEMENTS = [
  'Lives alone',
  'With family',
  'Shared accommodation',
  'Group home / SIL',
  'Other',
] as const;

const REQUIRED = 'Required Field';

/**
 * The public referral form (spec 1 §2.1, spec 2 §3 ClientReferral), laid out like a standard NDIS
 * participant referral: the participant, their plan, their home, the referrer, the supports wanted,
 * and consent to share.
 */
export const referralForm = z
  .object({
    // Participant
    firstName: requiredText(REQUIRED, 100),
    lastName: requiredText(REQUIRED, 100),
    preferredName: optionalText(100),
    dateOfBirth: optionalDate(),
    gender: optionalChoice(GENDERS),
    email: optionalEmail(),
    contactNumber: phone(REQUIRED),
    // NDIS plan
    ndisNo: requiredText(REQUIRED, 20).refine(
      (v) => /^\d{9}$/.test(v.replace(/\s/g, '')),
      'An NDIS number has 9 digits',
    ),
    ndisStartDate: optionalDate(),
    ndisEndDate: optionalDate(),
    planManagement: optionalChoice(PLAN_MANAGEMENT),
    // Home
    currentResidence: requiredText(REQUIRED, 300),
    suburb: optionalText(100),
    state: optionalText(50),
    postcode: optionalText(10),
    livingArrangement: optionalChoice(LIVING_ARRANGEMENTS),
    // Needs
    primaryDisability: optionalText(300),
    communicationNeeds: optionalText(1000),
    interpreterRequired: optionalChoice(YES_NO),
    preferredLanguage: optionalText(100),
    culturalBackground: optionalText(100),
    risks: optionalText(2000),
    // Contacts
    guardianName: optionalText(150),
    guardianRelationship: optionalText(100),
    guardianPhone: optionalPhone(),
    // Referrer
    referrerName: requiredText(REQUIRED, 150),
    referrerOrganisation: optionalText(150),
    referrerRole: optionalText(100),
    referrerEmail: requiredEmail(),
    referrerPhone: phone(REQUIRED),
    // Supports
    supportsRequested: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z
        .array(z.enum(REFERRAL_SUPPORTS, { error: 'Choose supports from the list' }))
        .min(1, 'Choose at least one support'),
    ),
    goals: optionalText(2000),
    preferredStartDate: optionalDate(),
    // Consent
    consentToShare: z.preprocess(
      (v) => v === true || v === 'true' || v === 'on',
      z.literal(true, { error: 'The participant’s consent to share this information is required' }),
    ),
    consentGivenBy: requiredText(REQUIRED, 150),
  })
  .refine((v) => !v.ndisStartDate || !v.ndisEndDate || v.ndisEndDate >= v.ndisStartDate, {
    path: ['ndisEndDate'],
    message: 'The plan must end after it starts',
  });
export type ReferralForm = z.infer<typeof referralForm>;

/** Add or edit a service provider (spec 2 §5: organisation, first name, email and phone required). */
export const serviceProviderForm = z.object({
  referralCompany: requiredText('Marked Fields must be filled', 150),
  name: requiredText('Marked Fields must be filled', 100),
  lastName: optionalText(100),
  email: requiredEmail('Marked Fields must be filled'),
  phone: phone('Marked Fields must be filled'),
  address: optionalText(300),
  companyId: z.string().optional(),
});
export type ServiceProviderForm = z.infer<typeof serviceProviderForm>;
