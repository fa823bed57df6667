import { type Action, can, type Principal } from './permissions.ts';

export type PersonKind = 'administrator' | 'staff' | 'client';

const EDIT_ACTION: Record<PersonKind, Action> = {
  administrator: 'administrator.edit',
  staff: 'staff.edit',
  client: 'client.edit',
};

/**
 * Who may edit a person's profile, photo and signature: holders of the kind's edit right (spec 1 §6,
 * spec 2 §6), and the person themselves on their own profile (spec 3 §2.4, §2.7).
 */
export function canEditPerson(
  principal: (Principal & { uid: string }) | null | undefined,
  kind: PersonKind,
  record: { userId: string | null },
): boolean {
  if (!principal) {
    return false;
  }
  return can(principal, EDIT_ACTION[kind]) || (record.userId !== null && record.userId === principal.uid);
}

/** The fields whose presence makes a client's record complete, for the progress score. */
export const CLIENT_PROFILE_SCORE_FIELDS = [
  'phoneNumber',
  'email',
  'gender',
  'dateOfBirth',
  'address',
  'suburb',
  'state',
  'ndisNo',
  'agreementStartDate',
  'agreementEndDate',
  'nextOfKin',
  'kinPhoneNumber',
  'relationship',
  'preferredLanguage',
  'imageUrl',
  'signature',
] as const;

/** How complete a client's record is, as a whole percentage of the score fields that are filled. */
export function clientProgressScore(profile: Partial<Record<string, unknown>>): number {
  const filled = CLIENT_PROFILE_SCORE_FIELDS.filter((f) => {
    const v = profile[f];
    return v !== null && v !== undefined && String(v).trim() !== '';
  }).length;
  return Math.round((filled / CLIENT_PROFILE_SCORE_FIELDS.length) * 100);
}

/** The next number of a sequence like 'STF-007' → 'STF-008', padded to three digits. */
export function nextSequenceId(prefix: string, existing: readonly (string | null)[]): string {
  const max = existing.reduce((m, id) => {
    const n = id?.startsWith(prefix)
      ? Number.parseInt(id.slice(prefix.length).replace(/\D/g, ''), 10)
      : Number.NaN;
    return Number.isFinite(n) && n > m ? n : m;
  }, 0);
  return `${prefix}${String(max + 1).padStart(prefix === 'CL-' ? 4 : 3, '0')}`;
}
