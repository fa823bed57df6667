import { GOAL_PLAN, SKILL_DEVELOPMENT, SUPPORT_PLAN, SUPPORT_PLAN_REVIEW } from './care-plans.ts';
import type { FormDef } from './form-def.ts';
import { CONSENT_FORM, PARTICIPANT_CHECKLIST, PARTICIPANT_PROFILE, REFERRAL_FORM } from './intake-forms.ts';
import { MEALTIME_MANAGEMENT, SAFETY_PLAN } from './safety-forms.ts';
import { SERVICE_AGREEMENT } from './service-agreement.ts';

/** The eleven participant forms this area builds (the incident report is the incident register's). */
export const PARTICIPANT_FORMS: readonly FormDef[] = [
  SERVICE_AGREEMENT,
  SAFETY_PLAN,
  CONSENT_FORM,
  SUPPORT_PLAN,
  PARTICIPANT_PROFILE,
  PARTICIPANT_CHECKLIST,
  REFERRAL_FORM,
  SKILL_DEVELOPMENT,
  GOAL_PLAN,
  SUPPORT_PLAN_REVIEW,
  MEALTIME_MANAGEMENT,
];

export const PARTICIPANT_FORM_SLUGS = PARTICIPANT_FORMS.map((f) => f.slug);

/** The incident report's slug: its page is the incident register's (issue 27). */
export const INCIDENT_REPORT_SLUG = 'incident-report';

/** The form of a slug, or of a document name ("Service Agreement"), case-insensitive. */
export function formDefOf(slugOrName: string | null | undefined): FormDef | undefined {
  const key = (slugOrName ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return PARTICIPANT_FORMS.find((f) => f.slug === key);
}

/** The spec's form fetches (spec 1 §7.6) and the forms each answers for; NDISForms serves any form. */
export const FORM_CALLS_SLUGS = [
  {
    url: '/NDISForms/get_ndisform_info',
    slugs: PARTICIPANT_FORM_SLUGS,
    summary: 'A participant form by clientId, companyId and name (any of the forms)',
  },
  {
    url: '/ParticipantReferralForms/get_referral_form',
    slugs: ['referral-form'],
    summary: 'The referral form',
  },
  { url: '/SupportPlans/get_details', slugs: ['support-plan'], summary: 'The support plan' },
  { url: '/ConsentForms/get_consent_form', slugs: ['consent-form'], summary: 'The consent form' },
  {
    url: '/SkillDevelopmentPlans/get_skill_development_plan',
    slugs: ['skill-development'],
    summary: 'The skill development plan',
  },
  { url: '/SupportGoalPlans/get_supportgoalplan', slugs: ['goal-plan'], summary: 'The goal plan' },
  {
    url: '/SupportPlanReviews/get_details',
    slugs: ['support-plan-review'],
    summary: 'The support plan review',
  },
  {
    url: '/ParticipantProfiles/get_profile',
    slugs: ['page-participant-profile'],
    summary: 'The participant profile',
  },
  {
    url: '/ParticipantFileChecklists/get_checklist',
    slugs: ['participant-checklist'],
    summary: 'The participant file checklist, computed from what is on file',
  },
] as const;
