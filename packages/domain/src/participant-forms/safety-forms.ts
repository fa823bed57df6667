import type { FormDef } from './form-def.ts';

const RATING = ['Low', 'Medium', 'High', 'Critical', 'Nil identified'] as const;

/** A5: individual risk assessment, personal emergency and disaster plan, medical-emergency protocol. */
export const SAFETY_PLAN: FormDef = {
  slug: 'safety-plan',
  name: 'Safety Plan',
  required: true,
  purpose:
    'Risk assessments undertaken with the participant, an emergency and disaster plan, and protocols for medical emergencies (Practice Standards, Core module).',
  sections: [
    {
      title: 'Part A: risk register',
      fields: [
        {
          key: 'risks',
          label: 'Risk areas',
          kind: 'rows',
          required: true,
          minRows: 1,
          help: 'Every area needs a rating or "Nil identified": do not leave fields blank.',
          columns: [
            {
              key: 'area',
              label: 'Area',
              kind: 'select',
              required: true,
              options: [
                'Health',
                'Medication',
                'Mealtime / choking',
                'Falls / mobility',
                'Behaviour',
                'Self-harm',
                'Community / road safety',
                'Abuse / exploitation',
                'Financial',
                'Home / fire',
                'Worker WHS',
                'Service disruption',
              ],
            },
            { key: 'description', label: 'Description and triggers', kind: 'text', required: true },
            { key: 'rating', label: 'Rating', kind: 'select', required: true, options: RATING },
            { key: 'controls', label: 'Controls', kind: 'text', required: true },
            { key: 'dignityOfRisk', label: 'Chosen by participant (dignity of risk)', kind: 'yesNo' },
          ],
        },
      ],
    },
    {
      title: 'Part B: emergency and disaster',
      fields: [
        {
          key: 'reliance',
          label: 'Reliance on our services',
          kind: 'select',
          required: true,
          options: ['High', 'Medium', 'Low'],
        },
        {
          key: 'disruptionImpact',
          label: 'Impact if services are disrupted',
          kind: 'textarea',
          required: true,
        },
        { key: 'criticalSupports', label: 'Critical supports that must continue', kind: 'textarea' },
        { key: 'evacuation', label: 'Evacuate or shelter in place; evacuation point', kind: 'textarea' },
        { key: 'whoChecks', label: 'Who checks on me', kind: 'text' },
      ],
    },
    {
      title: 'Part C: medical emergencies',
      fields: [
        {
          key: 'medicalProtocols',
          label: 'Protocol per condition (signs, what to do, whom to call)',
          kind: 'textarea',
          required: true,
        },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['staff']],
  review: {
    months: 12,
    text: 'At least annually or when circumstances change; also after an incident, a new worker or setting, new supports.',
  },
};

/** A11: the practitioner's mealtime management plan (IDDSI levels). */
export const MEALTIME_MANAGEMENT: FormDef = {
  slug: 'mealtime-management',
  name: 'Mealtime Management',
  required: false,
  purpose:
    'Nutrition, swallowing, seating and positioning assessed by qualified practitioners, with a plan every worker follows (Practice Standards, mealtime management).',
  sections: [
    {
      title: 'Assessment',
      fields: [
        {
          key: 'reason',
          label: 'Reason',
          kind: 'select',
          required: true,
          options: [
            'Dysphagia',
            'Nutrition / weight',
            'Allergy / anaphylaxis',
            'Diabetes',
            'PEG / enteral',
            'Positioning',
            'Behaviour at mealtimes',
            'Other',
          ],
        },
        {
          key: 'practitioner',
          label: 'Assessing practitioner (name, discipline, date)',
          kind: 'text',
          required: true,
        },
        {
          key: 'severity',
          label: 'Severity',
          kind: 'select',
          options: ['None', 'Mild', 'Moderate', 'Severe'],
        },
      ],
    },
    {
      title: 'Texture and thickness (IDDSI)',
      fields: [
        {
          key: 'foodTexture',
          label: 'Food texture',
          kind: 'select',
          required: true,
          options: [
            '3 Liquidised',
            '4 Pureed',
            '5 Minced & Moist',
            '6 Soft & Bite-Sized',
            '7EC Regular Easy to Chew',
            '7 Regular',
          ],
        },
        {
          key: 'drinkThickness',
          label: 'Drink thickness',
          kind: 'select',
          required: true,
          options: [
            '0 Thin',
            '1 Slightly Thick',
            '2 Mildly Thick',
            '3 Moderately Thick',
            '4 Extremely Thick',
          ],
        },
        { key: 'avoid', label: 'Foods to avoid and allergies', kind: 'textarea' },
      ],
    },
    {
      title: 'At the meal',
      fields: [
        { key: 'positioning', label: 'Positioning', kind: 'textarea', required: true },
        {
          key: 'assistance',
          label: 'Assistance',
          kind: 'select',
          required: true,
          options: ['Independent', 'Set-up', 'Prompting', 'Supervision', 'Partial physical', 'Full physical'],
        },
        { key: 'strategies', label: 'Pace, mouthful size, equipment', kind: 'textarea' },
        { key: 'warningSigns', label: 'Warning signs', kind: 'textarea' },
        {
          key: 'chokingResponse',
          label: 'Choking response',
          kind: 'textarea',
          required: true,
          help: 'Default: first aid and 000, then a same-day health check, an incident report and a plan review.',
        },
        { key: 'trainingRequired', label: 'Worker training required', kind: 'yesNo' },
      ],
    },
  ],
  signatures: [['practitioner'], ['participant', 'representative']],
  review: {
    months: 12,
    text: 'Annually or as the practitioner advises; also after choking, aspiration, a chest infection, a hospital admission or weight change.',
  },
};
