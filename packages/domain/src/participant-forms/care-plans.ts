import type { FormDef } from './form-def.ts';

const GOAL_CATEGORIES = [
  'Daily living',
  'Home',
  'Health and wellbeing',
  'Learning',
  'Work',
  'Social and community',
  'Relationships',
  'Choice and control',
] as const;

/** A7: the support plan, developed with the participant. */
export const SUPPORT_PLAN: FormDef = {
  slug: 'support-plan',
  name: 'Support Plan',
  required: true,
  purpose:
    "Reflects the participant's needs, requirements, preferences, strengths and goals, and is regularly reviewed (Practice Standards, Core module).",
  sections: [
    {
      title: 'About me',
      fields: [
        { key: 'aboutMe', label: 'About me', kind: 'textarea', required: true },
        { key: 'communication', label: 'How I communicate', kind: 'textarea', required: true },
        { key: 'decisions', label: 'How I make decisions', kind: 'textarea' },
      ],
    },
    {
      title: 'Goals',
      fields: [
        {
          key: 'goals',
          label: 'Goals',
          kind: 'rows',
          required: true,
          minRows: 1,
          columns: [
            { key: 'goal', label: 'Goal in my words', kind: 'text', required: true },
            { key: 'strategies', label: 'Strategies', kind: 'text', required: true },
            { key: 'workers', label: 'What workers do', kind: 'text' },
          ],
        },
      ],
    },
    {
      title: 'Daily life',
      fields: [
        {
          key: 'routines',
          label: 'Routines (morning, day, evening, overnight)',
          kind: 'textarea',
          required: true,
        },
        {
          key: 'medicationSupport',
          label: 'Medication support',
          kind: 'select',
          options: ['None', 'Prompt', 'Assist', 'Administer'],
        },
        { key: 'health', label: 'Health, allergies and signs I am unwell', kind: 'textarea' },
        {
          key: 'behaviourSupport',
          label: 'Behaviour support (plan reference, what helps)',
          kind: 'textarea',
        },
        {
          key: 'risks',
          label: 'Risks and dignity of risk (see the safety plan)',
          kind: 'textarea',
          required: true,
        },
        { key: 'workerPreferences', label: 'Worker preferences', kind: 'textarea' },
      ],
    },
    {
      title: 'People in my life',
      fields: [
        { key: 'emergencyContacts', label: 'Emergency contacts', kind: 'textarea', required: true },
        { key: 'informationSharing', label: 'Who gets this plan (with consent)', kind: 'textarea' },
        { key: 'disagreement', label: 'Anything disputed and how it will be resolved', kind: 'textarea' },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['staff']],
  review: {
    months: 12,
    untilPlanEnd: true,
    text: 'Annually or earlier as needs change; due at the earlier of 12 months after the last review and the NDIS plan end.',
  },
};

/** A9: NDIS plan goals as measurable, supported steps. */
export const GOAL_PLAN: FormDef = {
  slug: 'goal-plan',
  name: 'Goal Plan',
  required: false,
  purpose: "Turns the NDIS plan's goals, in the participant's words, into measurable, supported steps.",
  sections: [
    {
      title: 'Goals',
      fields: [
        {
          key: 'goals',
          label: 'Goals',
          kind: 'rows',
          required: true,
          minRows: 1,
          columns: [
            { key: 'goal', label: 'Goal in my words', kind: 'text', required: true },
            { key: 'category', label: 'Category', kind: 'select', options: GOAL_CATEGORIES },
            { key: 'target', label: 'Measurable target', kind: 'text', required: true },
            { key: 'targetDate', label: 'Target date', kind: 'date', required: true },
            { key: 'strategy', label: 'Strategy and who', kind: 'text', required: true },
            {
              key: 'status',
              label: 'Status',
              kind: 'select',
              options: ['Active', 'Achieved', 'Changed', 'Closed'],
            },
          ],
        },
        { key: 'barriers', label: 'Barriers', kind: 'textarea' },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['staff']],
  review: { months: 12, untilPlanEnd: true, text: 'Monthly check-in; formally at the support-plan review.' },
};

/** A8: a capacity-building plan for one skill, with its baseline and success criterion. */
export const SKILL_DEVELOPMENT: FormDef = {
  slug: 'skill-development',
  name: 'Skill Development',
  required: false,
  purpose: 'A capacity-building plan for a skill, with data that shows progress.',
  sections: [
    {
      title: 'The skill',
      fields: [
        { key: 'linkedGoal', label: 'Linked goal', kind: 'text' },
        { key: 'skill', label: 'Skill', kind: 'text', required: true },
        {
          key: 'domain',
          label: 'Domain',
          kind: 'select',
          options: [
            'Daily living',
            'Community',
            'Social',
            'Communication',
            'Employment or study',
            'Health',
            'Money',
          ],
        },
        {
          key: 'baseline',
          label: 'Baseline (date, observation, prompt level)',
          kind: 'textarea',
          required: true,
        },
        {
          key: 'steps',
          label: 'Task steps',
          kind: 'rows',
          required: true,
          minRows: 1,
          columns: [
            { key: 'step', label: 'Step', kind: 'text', required: true },
            {
              key: 'targetPrompt',
              label: 'Target prompt level',
              kind: 'select',
              options: ['Physical guidance', 'Gestural', 'Verbal', 'Visual', 'Independent'],
            },
          ],
        },
        { key: 'strategy', label: 'Teaching strategy', kind: 'textarea' },
        { key: 'successCriterion', label: 'Success criterion', kind: 'text', required: true },
        {
          key: 'outcome',
          label: 'Outcome',
          kind: 'select',
          options: ['In progress', 'Achieved', 'Revised', 'Discontinued'],
        },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['staff']],
  review: {
    months: 6,
    text: 'At each support-plan review and when the criterion is met (interval a setting: 6 months).',
  },
};

/** A10: evidence that the support plan was reviewed and what changed. */
export const SUPPORT_PLAN_REVIEW: FormDef = {
  slug: 'support-plan-review',
  name: 'Support Plan Review',
  required: false,
  purpose: 'Evidence that the support plan was reviewed, with the participant, and what changed.',
  sections: [
    {
      title: 'The review',
      fields: [
        { key: 'reviewDate', label: 'Review date', kind: 'date', required: true },
        {
          key: 'reason',
          label: 'Reason',
          kind: 'select',
          required: true,
          options: [
            'Scheduled annual',
            'Change in needs',
            'Incident',
            'Hospital discharge',
            'NDIS plan reassessment',
            'Participant request',
            'Other',
          ],
        },
        { key: 'attendees', label: 'Attendees (name, role)', kind: 'textarea' },
        {
          key: 'participantView',
          label: "Participant's view: working, not working, to change",
          kind: 'textarea',
        },
        {
          key: 'goalProgress',
          label: 'Goal progress (per goal: rating, evidence, continue/modify/close)',
          kind: 'textarea',
          required: true,
        },
        { key: 'changes', label: 'Changes in health, medication, behaviour, living', kind: 'textarea' },
        { key: 'riskReviewed', label: 'Risk assessment reviewed', kind: 'yesNo', required: true },
        { key: 'emergencyReviewed', label: 'Emergency plan reviewed', kind: 'yesNo', required: true },
        { key: 'recommendations', label: 'Recommendations for the NDIS reassessment', kind: 'textarea' },
        { key: 'agreementChange', label: 'Service agreement change needed', kind: 'yesNo' },
        {
          key: 'outcome',
          label: 'Outcome',
          kind: 'select',
          required: true,
          options: ['New plan version', 'No change'],
        },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['reviewer']],
  review: {
    months: 12,
    untilPlanEnd: true,
    text: 'The next review date follows the support plan (12 months or the NDIS plan end).',
  },
};
