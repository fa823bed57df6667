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

const EMPLOYMENT_FIELDS = [
  'employmentType',
  'payRate',
  'payDay',
  'salary',
  'position',
  'profession',
  'taxFile',
] as const;

/**
 * The fields the employer (for a client, the provider) keeps on a person's record: pay, position,
 * level, start date and tax file number of staff and administrators; a client's NDIS number, referral
 * and agreement dates. A person editing their own profile may not change them.
 */
export const EMPLOYER_OWNED_FIELDS: Record<PersonKind, readonly string[]> = {
  administrator: EMPLOYMENT_FIELDS,
  staff: [...EMPLOYMENT_FIELDS, 'level', 'dateJoined'],
  // The office corrects a client's names and e-mail (issue 40 item 8); the client asks it to.
  client: [
    'firstName',
    'surName',
    'email',
    'ndisNo',
    'referral',
    'agreementStartDate',
    'agreementEndDate',
    'remoteness',
  ],
};

/** One correction of who a client is: their name or e-mail, from the stored value to the new one. */
export interface IdentityCorrection {
  field: 'name' | 'e-mail';
  from: string | null;
  to: string | null;
}

const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/**
 * What an office edit corrects of a client's name and e-mail (issue 40 item 8): a name when the first
 * or last name sent differs from the stored one, an e-mail when it differs other than in case (e-mail
 * addresses are matched without case). A field not sent is kept, so it corrects nothing.
 */
export function clientIdentityCorrections(
  stored: { firstName: string; surName: string; email: string | null },
  sent: { firstName?: string | null; surName?: string | null; email?: string | null },
): IdentityCorrection[] {
  const out: IdentityCorrection[] = [];
  const first = sent.firstName == null ? trimmed(stored.firstName) : trimmed(sent.firstName);
  const last = sent.surName == null ? trimmed(stored.surName) : trimmed(sent.surName);
  if (first !== trimmed(stored.firstName) || last !== trimmed(stored.surName)) {
    out.push({
      field: 'name',
      from: `${trimmed(stored.firstName)} ${trimmed(stored.surName)}`.trim(),
      to: `${first} ${last}`.trim(),
    });
  }
  if (sent.email !== undefined) {
    const before = trimmed(stored.email);
    const after = trimmed(sent.email);
    if (before.toLowerCase() !== after.toLowerCase()) {
      out.push({ field: 'e-mail', from: before || null, to: after || null });
    }
  }
  return out;
}

/** The activity log's words for corrections: "name Jo Bloggs → Joe Bloggs; e-mail (none) → joe@x.au". */
export function describeCorrections(corrections: readonly IdentityCorrection[]): string {
  return corrections.map((c) => `${c.field} ${c.from ?? '(none)'} → ${c.to ?? '(none)'}`).join('; ');
}

/** An edit the person makes of their own profile, without the kind's edit right (self-service). */
export function isSelfServiceEdit(
  principal: (Principal & { uid: string }) | null | undefined,
  kind: PersonKind,
  record: { userId: string | null },
): boolean {
  return (
    !!principal &&
    !can(principal, EDIT_ACTION[kind]) &&
    record.userId !== null &&
    record.userId === principal.uid
  );
}

export const EMPLOYER_OWNED_MESSAGE: Record<PersonKind, string> = {
  administrator: 'Your employer sets this: ask the office to change it',
  staff: 'Your employer sets this: ask the office to change it',
  client: 'Your provider sets this: ask the office to change it',
};

const asStored = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * The employer-owned fields a self-service edit would change (sent with a value other than the
 * stored one), each with its message; empty when the edit keeps to the person's own fields.
 */
export function employerOwnedChanges(
  kind: PersonKind,
  sent: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, string> {
  const changed = EMPLOYER_OWNED_FIELDS[kind].filter(
    (f) => sent[f] !== undefined && asStored(sent[f]) !== asStored(stored[f]),
  );
  return Object.fromEntries(changed.map((f) => [f, EMPLOYER_OWNED_MESSAGE[kind]]));
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
