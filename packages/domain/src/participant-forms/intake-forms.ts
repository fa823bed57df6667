import type { FormDef } from './form-def.ts';

/** A2: "About me", the snapshot every worker reads first. */
export const PARTICIPANT_PROFILE: FormDef = {
  slug: 'page-participant-profile',
  name: 'Page Participant Profile',
  required: false,
  purpose: 'A person-centred snapshot every worker reads first (one-page profile).',
  sections: [
    {
      title: 'About me',
      fields: [
        { key: 'preferredName', label: 'Preferred name', kind: 'text' },
        { key: 'languages', label: 'Languages; interpreter needed', kind: 'text' },
        {
          key: 'likeAndAdmire',
          label: 'What people like and admire about me',
          kind: 'textarea',
          required: true,
        },
        { key: 'importantToMe', label: "What's important to me", kind: 'textarea', required: true },
        { key: 'howToSupport', label: 'How best to support me', kind: 'textarea', required: true },
      ],
    },
    {
      title: 'Communication and alerts',
      fields: [
        {
          key: 'expressive',
          label: 'How I communicate',
          kind: 'select',
          required: true,
          options: ['Verbal', 'Non-verbal', 'Sign', 'AAC'],
        },
        { key: 'yesNoPain', label: 'How I say yes, no, pain, upset', kind: 'textarea' },
        {
          key: 'alerts',
          label: 'Alerts (mealtime plan, behaviour support, epilepsy, allergies, manual handling…)',
          kind: 'textarea',
          required: true,
        },
        { key: 'emergencyContact', label: 'Emergency contact', kind: 'text', required: true },
      ],
    },
  ],
  signatures: [['staff']],
  optionalSigners: ['participant', 'representative'],
  review: { months: 12, text: 'With each support-plan review and on any change.' },
};

/** A4: intake of a prospective participant. */
export const REFERRAL_FORM: FormDef = {
  slug: 'referral-form',
  name: 'Referral Form',
  required: false,
  purpose: 'Intake of a prospective participant: who referred them, what is asked for, and consent to share.',
  sections: [
    {
      title: 'Referrer',
      fields: [
        { key: 'referrerName', label: 'Referrer name', kind: 'text', required: true },
        { key: 'referrerOrganisation', label: 'Organisation', kind: 'text' },
        {
          key: 'referrerType',
          label: 'Referrer type',
          kind: 'select',
          required: true,
          options: [
            'Self',
            'Family / carer',
            'Support coordinator',
            'LAC',
            'NDIA planner',
            'Allied health / GP',
            'Hospital',
            'Other',
          ],
        },
        { key: 'referrerContact', label: 'Phone or email', kind: 'text' },
      ],
    },
    {
      title: 'Participant and services',
      fields: [
        { key: 'participantName', label: 'Participant name', kind: 'text', required: true },
        { key: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
        { key: 'ndisNumber', label: 'NDIS number (or "not yet a participant")', kind: 'text' },
        { key: 'disability', label: 'Disability / diagnosis', kind: 'textarea' },
        {
          key: 'servicesRequested',
          label: 'Services requested, hours and frequency',
          kind: 'textarea',
          required: true,
        },
        { key: 'knownRisks', label: 'Known risks', kind: 'textarea' },
        {
          key: 'consentToShare',
          label: 'Consent to the referral and to sharing',
          kind: 'yesNo',
          required: true,
        },
      ],
    },
  ],
  signatures: [['staff']],
  optionalSigners: ['participant', 'representative'],
  review: { months: null, text: 'None: accepted into a client, or closed.' },
};

/** A6: informed consent to collect, use and share personal information, and to activities. */
export const CONSENT_FORM: FormDef = {
  slug: 'consent-form',
  name: 'Consent Form',
  required: true,
  purpose:
    'Informed consent to collect, use and disclose personal information and to specific activities (Privacy Act 1988; Practice Standards, privacy and dignity).',
  sections: [
    {
      title: 'Who consents',
      fields: [
        {
          key: 'whoConsents',
          label: 'Who consents',
          kind: 'select',
          required: true,
          options: [
            'Participant',
            'Guardian',
            'Plan nominee',
            'Child representative',
            'Other representative',
          ],
        },
        { key: 'capacityNote', label: 'Capacity and how it was assessed', kind: 'textarea', required: true },
      ],
    },
    {
      title: 'Information',
      fields: [
        {
          key: 'collectAndUse',
          label: 'Collect and use my information to plan and deliver supports',
          kind: 'yesNo',
          required: true,
        },
        {
          key: 'sharing',
          label: 'Sharing with',
          kind: 'rows',
          columns: [
            { key: 'party', label: 'Party', kind: 'text', required: true },
            { key: 'purpose', label: 'Purpose', kind: 'text', required: true },
            { key: 'validUntil', label: 'Valid until', kind: 'date', required: true },
          ],
        },
        { key: 'notShareWith', label: 'Who we must NOT share with', kind: 'textarea' },
        { key: 'photosInternal', label: 'Photos and video for internal use', kind: 'yesNo' },
        { key: 'photosMarketing', label: 'Photos and video for marketing', kind: 'yesNo' },
      ],
    },
    {
      title: 'Activities',
      fields: [
        { key: 'emergencyTreatment', label: 'Emergency medical treatment', kind: 'yesNo' },
        { key: 'otcMedication', label: 'Over-the-counter medication (e.g. paracetamol)', kind: 'yesNo' },
        { key: 'transport', label: 'Transport in provider vehicles', kind: 'yesNo' },
        {
          key: 'howGiven',
          label: 'How consent was given',
          kind: 'select',
          required: true,
          options: ['Written', 'Verbal recorded by staff', 'With interpreter'],
        },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['witness']],
  review: {
    months: 12,
    text: 'On any change of representative or sharing party, on withdrawal, and at least annually.',
  },
};

/** A3: whether the participant file would pass an audit; its rows are computed, not ticked. */
export const PARTICIPANT_CHECKLIST: FormDef = {
  slug: 'participant-checklist',
  name: 'Participant Checklist',
  required: false,
  computed: true,
  purpose:
    'Shows whether the participant file would pass an audit; its rows come from the forms and documents on file.',
  sections: [
    {
      title: 'Commencement readiness',
      fields: [
        {
          key: 'keyContactsConfirmed',
          label: 'Key and after-hours contacts confirmed',
          kind: 'yesNo',
          required: true,
        },
        {
          key: 'planAvailable',
          label: 'Plan available to the assigned worker',
          kind: 'yesNo',
          required: true,
        },
        { key: 'checkedBy', label: 'Checked by', kind: 'text', required: true },
      ],
    },
  ],
  signatures: [['staff'], ['reviewer']],
  review: {
    months: 3,
    text: 'At intake, before the first shift and before audits (a cadence of 3 months is ours).',
  },
};
