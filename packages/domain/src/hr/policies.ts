import { z } from 'zod';
import { optionalText, requiredDate, requiredText } from '../schemas/form-fields.ts';

/** Policy categories offered when publishing (ours: the NDIS Practice Standards' usual headings). */
export const POLICY_CATEGORIES = [
  'Code of conduct',
  'Work health and safety',
  'Privacy and information',
  'Incident management',
  'Medication',
  'Human resources',
  'Quality and safeguards',
] as const;

/** Who must read and accept a policy: staff, the office, or both (clients are not asked). */
export const POLICY_AUDIENCES = ['Everyone', 'Staff', 'Office'] as const;
export type PolicyAudience = (typeof POLICY_AUDIENCES)[number];

const OFFICE = ['CompanyAdmin', 'Administrator'];

/** The roles a policy's audience asks to accept it. */
export function policyAudienceRoles(audience: string): string[] {
  switch (audience) {
    case 'Staff':
      return ['Staff'];
    case 'Office':
      return [...OFFICE];
    default:
      return ['Staff', ...OFFICE];
  }
}

/** Whether a user of this role is asked to accept a policy for this audience. */
export function isAskedToAccept(role: string, audience: string): boolean {
  return policyAudienceRoles(audience).includes(role);
}

export const POLICY_TEXTS = {
  published: 'The policy was published. Everyone it applies to is asked to accept it.',
  newVersion: 'A new version was published. Everyone it applies to is asked to accept it again.',
  accepted: 'Thank you. Your acceptance was recorded.',
  alreadyAccepted: 'You had already accepted this version.',
  notForYou: 'This policy does not ask you to accept it.',
  notCurrent: 'A newer version of this policy was published: read and accept that one.',
  code: 'Enter a code of letters, digits or dashes (e.g. POL-001)',
} as const;

/**
 * Publishing a policy (ours, issue 29): a code shared by its versions; publishing under a code that
 * exists makes the next version, which everyone it applies to is asked to accept again.
 */
export const policySchema = z.object({
  title: requiredText('Enter a title', 200),
  category: requiredText('Choose a category', 80),
  code: requiredText('Enter a code', 40).refine(
    (v) => /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(v),
    POLICY_TEXTS.code,
  ),
  effectiveDate: requiredDate('Enter the date it takes effect'),
  audience: z.enum(POLICY_AUDIENCES, { error: `Choose who accepts it: ${POLICY_AUDIENCES.join(', ')}` }),
  body: requiredText('Write the policy (or its summary)', 20000),
  changeNote: optionalText(500),
});
export type PolicyInput = z.input<typeof policySchema>;

/** The next version number under a code: one past the highest published, 1 for a new code. */
export function nextPolicyVersion(versions: readonly number[]): number {
  return versions.length === 0 ? 1 : Math.max(...versions) + 1;
}

/** Reads a query's consent filter: 'true'/'false' (any case) or nothing. */
export const consentFilter = z
  .enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE'], { error: 'consent must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v.toLowerCase() === 'true'));

export interface PolicyView {
  policyDocumentId: string;
  title: string;
  category: string;
  code: string;
  version: number;
  effectiveDate: string;
  audience: string;
  body: string;
  changeNote: string | null;
  /** The policy document as a file, if one was published with it (read by whoever reads policies). */
  fileUrl: string | null;
  dateCreated: string;
  userCreated: string | null;
}

/** A policy as one user sees it: whether they accepted this version (consent). */
export interface UserPolicyView extends PolicyView {
  userId: string;
  fullName: string;
  role: string;
  consent: boolean;
  dateAccepted: string | null;
}
