import {
  behaviourSupportForm,
  COMMUNICATION_MEANS,
  communicationMeansLabel,
  communitySupportForm,
  disabilityForm,
  healthSupportForm,
  ISSUE_LEVELS,
  MEDICATION_FREQUENCIES,
  MOBILITY_CHOICES,
  TRANSPORT_TYPES,
  YES_NO,
} from '@care/domain';
import type { FormSchema } from '../../ui/form/useSchemaForm.ts';

/** How an answer is given: one of a list, Yes/No, a switch, free text or text with suggestions. */
export type NeedsFieldType = 'choice' | 'yesno' | 'switch' | 'textarea' | 'suggest';

export interface NeedsField {
  name: string;
  label: string;
  type: NeedsFieldType;
  options?: readonly string[];
  /** How a choice reads on screen when its stored value is spelt otherwise. */
  optionLabel?: (value: string) => string;
  required?: boolean;
  placeholder?: string;
  /** Shown only when another answer has this value (the medication frequency when medication is Yes). */
  when?: { field: string; equals: string };
}

export interface NeedsCard {
  title: string;
  fields: NeedsField[];
}

/** One of the four support-needs forms (spec 2 §2, §3, §5, §9). */
export interface NeedsFormDef {
  /** The API path segment (spec 2 §7). */
  path: string;
  idKey: string;
  /** The tab's title and the words of its messages. */
  title: string;
  intro: string;
  cards: NeedsCard[];
  /** The domain's Add schema: the same rules and messages as the server. */
  schema: FormSchema;
}

const describe = (name: string, label = 'Details'): NeedsField => ({
  name,
  label,
  type: 'textarea',
  placeholder: 'What staff should know',
});

const issueCard = (title: string, key: string): NeedsCard => ({
  title,
  fields: [
    { name: `${key}Issues`, label: `${title} issues`, type: 'choice', options: ISSUE_LEVELS, required: true },
    describe(`${key}Description`),
  ],
});

export const DISABILITY_FORM: NeedsFormDef = {
  path: 'Disabilities',
  idKey: 'disabilityId',
  title: 'Disability support needs',
  intro:
    'How the client moves, hears, sees, remembers and communicates, so every worker supports them the same way.',
  schema: disabilityForm,
  cards: [
    {
      title: 'Mobility',
      fields: [
        {
          name: 'mobilityIndependent',
          label: 'Mobility',
          type: 'choice',
          options: MOBILITY_CHOICES,
          required: true,
        },
        describe('mobilityDescription'),
      ],
    },
    issueCard('Hearing', 'hearing'),
    issueCard('Vision', 'vision'),
    issueCard('Memory', 'memory'),
    {
      title: 'Communication',
      fields: [
        {
          name: 'communicationMeans',
          label: 'Communicates by',
          type: 'choice',
          options: COMMUNICATION_MEANS,
          optionLabel: communicationMeansLabel,
          required: true,
        },
        { name: 'communicationAssistance', label: 'Needs help to communicate', type: 'switch' },
        describe('communicationDescription'),
      ],
    },
  ],
};

export const HEALTH_FORM: NeedsFormDef = {
  path: 'HealthSupports',
  idKey: 'healthSupportId',
  title: 'Health support needs',
  intro: 'Medication and the health support the client needs.',
  schema: healthSupportForm,
  cards: [
    {
      title: 'Medication',
      fields: [
        {
          name: 'requireMedication',
          label: 'Medication required',
          type: 'yesno',
          options: YES_NO,
          required: true,
        },
        {
          name: 'healthPlan',
          label: 'Medication frequency',
          type: 'choice',
          options: MEDICATION_FREQUENCIES,
          required: true,
          when: { field: 'requireMedication', equals: 'Yes' },
        },
      ],
    },
    {
      title: 'Health',
      fields: [
        {
          name: 'healthIssues',
          label: 'Health issues',
          type: 'textarea',
          placeholder: 'e.g. Type 2 diabetes, epilepsy',
        },
        {
          name: 'support',
          label: 'Support needed',
          type: 'textarea',
          placeholder: 'e.g. Blood sugar checks before meals',
        },
        {
          name: 'supportDetails',
          label: 'Support details',
          type: 'textarea',
          placeholder: 'How, when and who to call',
        },
      ],
    },
  ],
};

export const COMMUNITY_FORM: NeedsFormDef = {
  path: 'CommunitySupports',
  idKey: 'communitySupportId',
  title: 'Community support needs',
  intro: 'Getting around and taking part in the community.',
  schema: communitySupportForm,
  cards: [
    {
      title: 'Community and transport',
      fields: [
        { name: 'communityAssistance', label: 'Support needed in the community', type: 'textarea' },
        { name: 'transportType', label: 'Transport used', type: 'suggest', options: TRANSPORT_TYPES },
        { name: 'transportAssistance', label: 'Help needed with transport', type: 'textarea' },
        { name: 'activitiesParticipation', label: 'Activities the client takes part in', type: 'textarea' },
        { name: 'activitiesAssistance', label: 'Help needed with activities', type: 'textarea' },
      ],
    },
  ],
};

export const BEHAVIOUR_FORM: NeedsFormDef = {
  path: 'BehaviourSupports',
  idKey: 'behaviourSupportId',
  title: 'Behaviour support needs',
  intro: 'What to look out for and how to respond, as the behaviour support plan says.',
  schema: behaviourSupportForm,
  cards: [
    {
      title: 'Behaviour support',
      fields: [
        {
          name: 'question1',
          label: 'Behaviours of concern',
          type: 'textarea',
          placeholder: 'What it looks like',
        },
        {
          name: 'question2',
          label: 'Known triggers',
          type: 'textarea',
          placeholder: 'What tends to lead to it',
        },
        {
          name: 'question3',
          label: 'What helps',
          type: 'textarea',
          placeholder: 'How to prevent it or help the client calm',
        },
        {
          name: 'behaviourPlan',
          label: 'Behaviour support plan',
          type: 'textarea',
          placeholder: 'Strategies from the plan, and who wrote it',
        },
        {
          name: 'riskAssessment',
          label: 'Risk assessment',
          type: 'textarea',
          placeholder: 'Risks and how they are managed',
        },
      ],
    },
  ],
};

export const NEEDS_FORMS = {
  disability: DISABILITY_FORM,
  health: HEALTH_FORM,
  community: COMMUNITY_FORM,
  behaviour: BEHAVIOUR_FORM,
} as const;
export type NeedsFormKind = keyof typeof NEEDS_FORMS;

export const fieldsOf = (def: NeedsFormDef): NeedsField[] => def.cards.flatMap((c) => c.fields);

/** The form's values from a record: text as is, booleans as Yes/No, nothing as ''. */
export function valuesOf(
  def: NeedsFormDef,
  record: Record<string, unknown> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    fieldsOf(def).map((f) => {
      const v = record?.[f.name];
      return [f.name, typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v == null ? '' : String(v)];
    }),
  );
}

/** Whether the field is asked, given the other answers. */
export const isAsked = (f: NeedsField, values: Record<string, string>) =>
  !f.when || values[f.when.field] === f.when.equals;
