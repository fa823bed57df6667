/** The disability form's mobility choices (spec 2 §9); the first means mobilityAssistance is true. */
export const MOBILITY_CHOICES = ['Need Mobility Assistance', 'Mobility Independency'] as const;
export type MobilityChoice = (typeof MOBILITY_CHOICES)[number];

/** Hearing, vision and memory (spec 2 §9). */
export const ISSUE_LEVELS = ['No Issues', 'Some Issues', 'Impaired'] as const;

/** How the client communicates (spec 2 §9); Auslan spelt right, stored so since issue 40 (the spec's list has 'Ausian'). */
export const COMMUNICATION_MEANS = [
  'Verbally',
  'Auslan',
  'Makaton',
  'Combination of Auslan / Makaton',
] as const;

/**
 * A communication choice as the list spells it: a row written before issue 40, or a client still
 * sending the spec's 'Ausian', reads as Auslan, the sign language.
 */
export function communicationMeansLabel(value: string): string {
  return value.replace(/\bAusian\b/g, 'Auslan');
}

/** How often medication is given: the health form's healthPlan (spec 2 §9). */
export const MEDICATION_FREQUENCIES = [
  'Prompt Required',
  'Assistance Required',
  'Administration Required',
] as const;

/** Where the client lives for NDIS pricing (MMM 6 and 7); none means standard prices. */
export const CLIENT_REMOTENESS = ['Remote', 'Very Remote'] as const;
export type ClientRemoteness = (typeof CLIENT_REMOTENESS)[number];

/** Common ways to travel, offered as suggestions on the community form (free text is kept). */
export const TRANSPORT_TYPES = [
  'Public transport',
  'Provider vehicle',
  'Family or friend drives',
  'Taxi or rideshare',
  'Wheelchair accessible taxi',
  'Walks or wheels',
] as const;

/** The messages of the four support-needs forms (spec 2 §5, §8). */
export const CARE_NEEDS_MESSAGES = {
  required: 'Required Field',
  empty: 'Input Fields cannot be empty',
  chooseClient: 'Choose the client',
} as const;
