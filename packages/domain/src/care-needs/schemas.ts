import { z } from 'zod';
import { optionalChoice, optionalText, requiredText } from '../schemas/form-fields.ts';
import {
  COMMUNICATION_MEANS,
  communicationMeansLabel,
  ISSUE_LEVELS,
  CARE_NEEDS_MESSAGES as M,
  MEDICATION_FREQUENCIES,
  MOBILITY_CHOICES,
} from './lists.ts';

const profileId = z.uuid(M.chooseClient);
/** An edit may repeat the record's client; the record keeps its own. */
const editProfileId = z.string().optional();
/** The caller's company as the spec's bodies send it (companyID); the server uses the signed-in user's. */
const companyField = z.string().optional();

/** A required choice of a fixed list, 'Required Field' when empty. */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  requiredText(M.required, 100).refine((v) => v === '' || (values as readonly string[]).includes(v), {
    message: `Choose one of: ${values.join(', ')}`,
  });

/** A yes/no sent as a boolean, 'true'/'false' or 'Yes'/'No'; absent or empty is undefined. */
const yesNo = z.preprocess((v) => {
  if (typeof v === 'boolean') {
    return v;
  }
  const text = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (text === 'true' || text === 'yes') {
    return true;
  }
  if (text === 'false' || text === 'no') {
    return false;
  }
  return undefined;
}, z.boolean().optional());

const description = () => optionalText(2000);

/**
 * POST /Disabilities and /Disabilities/edit/{id} (spec 2 §3, §7): mobility, hearing, vision, memory
 * and communication choices are required (§5). `mobilityIndependent` holds the mobility choice;
 * `mobilityAssistance` is true exactly when it is 'Need Mobility Assistance'.
 */
const disabilityShape = {
  companyID: companyField,
  mobilityIndependent: requiredChoice(MOBILITY_CHOICES),
  mobilityAssistance: yesNo,
  mobilityDescription: description(),
  hearingIssues: requiredChoice(ISSUE_LEVELS),
  hearingDescription: description(),
  visionIssues: requiredChoice(ISSUE_LEVELS),
  visionDescription: description(),
  memoryIssues: requiredChoice(ISSUE_LEVELS),
  memoryDescription: description(),
  communicationAssistance: yesNo,
  // The spec's 'Ausian' is still accepted, and stored as Auslan.
  communicationMeans: z.preprocess(
    (v) => (typeof v === 'string' ? communicationMeansLabel(v) : v),
    requiredChoice(COMMUNICATION_MEANS),
  ),
  communicationDescription: description(),
};

/** The spec's own client sends only the mobilityAssistance boolean: read it as the mobility choice. */
function withMobilityChoice(v: unknown): unknown {
  if (!v || typeof v !== 'object') {
    return v;
  }
  const body = v as Record<string, unknown>;
  const sent = typeof body.mobilityIndependent === 'string' ? body.mobilityIndependent.trim() : '';
  if (sent) {
    return v;
  }
  const assistance = yesNo.safeParse(body.mobilityAssistance).data;
  return { ...body, mobilityIndependent: mobilityChoiceOf(null, assistance) ?? '' };
}

const disabilityOutput = <T extends { mobilityIndependent: string; communicationAssistance?: boolean }>(
  v: T,
) => ({
  ...v,
  mobilityAssistance: v.mobilityIndependent === MOBILITY_CHOICES[0],
  communicationAssistance: v.communicationAssistance ?? false,
});

export const disabilityForm = z.preprocess(
  withMobilityChoice,
  z.object({ profileId, ...disabilityShape }).transform(disabilityOutput),
);
export type DisabilityForm = z.infer<typeof disabilityForm>;
/** POST /Disabilities/edit/{id}: the same fields; profileId and disabilityId may come too and are not changed. */
export const disabilityEdit = z.preprocess(
  withMobilityChoice,
  z
    .object({ profileId: editProfileId, disabilityId: z.string().optional(), ...disabilityShape })
    .transform(disabilityOutput),
);

/**
 * The mobility choice of a disability record: the choice as sent, else the spec's client's
 * boolean (true: assistance needed); null when neither says.
 */
export function mobilityChoiceOf(choice: string | null | undefined, assistance: boolean | undefined) {
  if (choice && (MOBILITY_CHOICES as readonly string[]).includes(choice)) {
    return choice as (typeof MOBILITY_CHOICES)[number];
  }
  if (choice) {
    return null;
  }
  if (assistance === undefined) {
    return null;
  }
  return assistance ? MOBILITY_CHOICES[0] : MOBILITY_CHOICES[1];
}

/**
 * POST /HealthSupports and edit (spec 2 §3, §7): medication Yes/No is required, and so is its
 * frequency (healthPlan) when medication is needed (§5; with No there is nothing to give).
 */
const healthShape = {
  companyID: companyField,
  requireMedication: yesNo,
  healthPlan: optionalChoice(MEDICATION_FREQUENCIES),
  healthIssues: description(),
  support: description(),
  supportDetails: description(),
};

function healthRules(v: { requireMedication?: boolean; healthPlan: string | null }, ctx: z.RefinementCtx) {
  if (v.requireMedication === undefined) {
    ctx.addIssue({ code: 'custom', path: ['requireMedication'], message: M.required });
  }
  if (v.requireMedication === true && !v.healthPlan) {
    ctx.addIssue({ code: 'custom', path: ['healthPlan'], message: M.required });
  }
}

const healthOutput = <T extends { requireMedication?: boolean; healthPlan: string | null }>(v: T) => ({
  ...v,
  requireMedication: v.requireMedication === true,
  healthPlan: v.requireMedication === true ? v.healthPlan : null,
});

export const healthSupportForm = z
  .object({ profileId, ...healthShape })
  .superRefine(healthRules)
  .transform(healthOutput);
export type HealthSupportForm = z.infer<typeof healthSupportForm>;
/** POST /HealthSupports/edit/{id}. */
export const healthSupportEdit = z
  .object({ profileId: editProfileId, healthSupportId: z.string().optional(), ...healthShape })
  .superRefine(healthRules)
  .transform(healthOutput);

/** Refuses a form whose answers are all empty: 'Input Fields cannot be empty' (spec 2 §8). */
function someAnswered<T extends Record<string, unknown>>(fields: readonly (keyof T & string)[]) {
  return (v: T, ctx: z.RefinementCtx) => {
    if (fields.every((f) => v[f] === null || v[f] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [fields[0] as string], message: M.empty });
    }
  };
}

export const COMMUNITY_FIELDS = [
  'communityAssistance',
  'transportType',
  'transportAssistance',
  'activitiesParticipation',
  'activitiesAssistance',
] as const;

/** POST /CommunitySupports and edit (spec 2 §3, §7): at least one answer. */
const communityShape = {
  companyID: companyField,
  communityAssistance: description(),
  transportType: optionalText(200),
  transportAssistance: description(),
  activitiesParticipation: description(),
  activitiesAssistance: description(),
};
export const communitySupportForm = z
  .object({ profileId, ...communityShape })
  .superRefine(someAnswered(COMMUNITY_FIELDS));
export type CommunitySupportForm = z.infer<typeof communitySupportForm>;
/** POST /CommunitySupports/edit/{id}. */
export const communitySupportEdit = z
  .object({ profileId: editProfileId, communitySupportId: z.string().optional(), ...communityShape })
  .superRefine(someAnswered(COMMUNITY_FIELDS));

export const BEHAVIOUR_FIELDS = [
  'question1',
  'question2',
  'question3',
  'behaviourPlan',
  'riskAssessment',
] as const;

/** POST /BehaviourSupports and edit (spec 2 §3, §7): at least one answer. */
const behaviourShape = {
  companyID: companyField,
  question1: description(),
  question2: description(),
  question3: description(),
  behaviourPlan: description(),
  riskAssessment: description(),
};
export const behaviourSupportForm = z
  .object({ profileId, ...behaviourShape })
  .superRefine(someAnswered(BEHAVIOUR_FIELDS));
export type BehaviourSupportForm = z.infer<typeof behaviourSupportForm>;
/** POST /BehaviourSupports/edit/{id}. */
export const behaviourSupportEdit = z
  .object({ profileId: editProfileId, behaviourSupportId: z.string().optional(), ...behaviourShape })
  .superRefine(someAnswered(BEHAVIOUR_FIELDS));
