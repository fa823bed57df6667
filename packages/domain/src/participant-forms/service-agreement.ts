import type { FormDef } from './form-def.ts';

const FUNDING = ['NDIA-managed', 'Plan-managed', 'Self-managed', 'Combination'] as const;

/** The agreement's funding type of a plan's management (plans/plan-schemas.ts: 'Plan Managed'…); null for another word. */
export function fundingTypeOfPlan(management: string | null | undefined): (typeof FUNDING)[number] | null {
  const key = (management ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
  return FUNDING.find((f) => f.toLowerCase().replace('-', ' ') === key) ?? null;
}

/** A1: the written agreement on which supports are delivered, how, at what price and on what terms. */
export const SERVICE_AGREEMENT: FormDef = {
  slug: 'service-agreement',
  name: 'Service Agreement',
  required: true,
  purpose:
    'What supports the provider agrees to provide, the cost, how, when and where, how long, how it is reviewed, how problems are handled, the cancellation policy and how it may change or end (NDIA).',
  sections: [
    {
      title: 'Parties',
      fields: [
        { key: 'participantName', label: 'Participant name', kind: 'text', required: true },
        { key: 'ndisNumber', label: 'NDIS number', kind: 'text', required: true },
        { key: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
        { key: 'participantAddress', label: 'Participant address', kind: 'text' },
        { key: 'participantPhone', label: 'Participant phone', kind: 'text' },
        { key: 'representativeName', label: 'Representative or nominee', kind: 'text' },
        {
          key: 'representativeAuthority',
          label: "Representative's authority",
          kind: 'select',
          options: ['Plan nominee', 'Guardian', 'Child representative', 'Other'],
        },
        { key: 'providerName', label: 'Provider (legal name)', kind: 'text', required: true },
        { key: 'providerAbn', label: 'Provider ABN', kind: 'text' },
        {
          key: 'providerSignatory',
          label: "Provider's signatory and position",
          kind: 'text',
          required: true,
        },
      ],
    },
    {
      title: 'NDIS plan and term',
      fields: [
        { key: 'planStart', label: 'NDIS plan start', kind: 'date' },
        { key: 'planEnd', label: 'NDIS plan end', kind: 'date' },
        { key: 'fundingType', label: 'Funding type', kind: 'select', options: FUNDING, required: true },
        { key: 'planManager', label: 'Plan manager', kind: 'text' },
        { key: 'termStart', label: 'Agreement starts', kind: 'date', required: true },
        { key: 'termEnd', label: 'Agreement ends', kind: 'date', required: true },
      ],
    },
    {
      title: 'Schedule of supports',
      fields: [
        {
          key: 'supports',
          label: 'Supports',
          kind: 'rows',
          required: true,
          minRows: 1,
          help: "Filled from the participant's support schedule; prices are the agreed unit prices.",
          columns: [
            { key: 'itemNumber', label: 'Item number', kind: 'text', required: true },
            { key: 'name', label: 'Support', kind: 'text', required: true },
            { key: 'frequency', label: 'Schedule / frequency', kind: 'text' },
            { key: 'quantity', label: 'Quantity', kind: 'number', required: true },
            { key: 'unitPrice', label: 'Unit price ($)', kind: 'money', required: true },
          ],
        },
        {
          key: 'preAgreedClaims',
          label: 'Pre-agreed: provider travel, non-face-to-face, reports, telehealth (terms)',
          kind: 'textarea',
        },
      ],
    },
    {
      title: 'Cancellation',
      fields: [
        {
          key: 'cancellationTerms',
          label: 'Cancellation and no-show terms',
          kind: 'textarea',
          required: true,
          help: "From the company's settings; short notice is less than 7 days for support-worker supports (PAPL).",
        },
        { key: 'providerNoticeHours', label: 'Provider notice of a change (hours)', kind: 'number' },
      ],
    },
    {
      title: 'Responsibilities, changes and ending',
      fields: [
        { key: 'participantResponsibilities', label: "Participant's responsibilities", kind: 'textarea' },
        { key: 'providerResponsibilities', label: "Provider's responsibilities", kind: 'textarea' },
        {
          key: 'changeTerms',
          label: 'How the agreement may change or end',
          kind: 'textarea',
          required: true,
        },
        { key: 'noticeToEndDays', label: 'Notice to end (days)', kind: 'number' },
      ],
    },
    {
      title: 'Feedback, complaints and payment',
      fields: [
        {
          key: 'complaintsRoute',
          label: 'Feedback and complaints contact',
          kind: 'textarea',
          required: true,
        },
        { key: 'paymentTerms', label: 'Payment and invoicing', kind: 'textarea' },
      ],
    },
  ],
  signatures: [['participant', 'representative'], ['provider']],
  optionalSigners: ['witness'],
  review: {
    months: 12,
    untilPlanEnd: true,
    endField: 'termEnd',
    text: 'At the term end, when the NDIS plan is replaced, or when prices or supports change (annual review is template practice).',
  },
};
