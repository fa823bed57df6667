import { z } from 'zod';

/**
 * Import From Xero (issue 28; spec 2 §2 the three import screens): who of the books' contacts or
 * payroll employees is added, matched to a record we have (its id and link are stored) or skipped,
 * and why. Matched by e-mail first (any case), then by full name; a name shared by several of our
 * records matches none (linking the wrong person would post their pay to someone else).
 */
export interface BooksPerson {
  externalId: string;
  firstName: string;
  lastName: string;
  email?: string | undefined;
}

export interface LocalPerson {
  id: string;
  firstName: string;
  surName: string;
  /** A participant may have none (issue 40 item 5). */
  email: string | null;
  /** The books' id this record is linked to (clientId / employeeId), null when not linked. */
  linkedId: string | null;
}

export const importOutcomeSchema = z.enum(['Add', 'Match', 'Skip']);
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importPlanRowSchema = z.object({
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  outcome: importOutcomeSchema,
  /** Our record matched (Match), or the one already linked (Skip). */
  localId: z.string().nullable(),
  reason: z.string(),
});
export type ImportPlanRow = z.infer<typeof importPlanRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPlanRowSchema),
  add: z.number(),
  match: z.number(),
  skip: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const nameKey = (first: string, last: string) => squash(`${first} ${last}`);

export const IMPORT_REASONS = {
  add: 'New: a record is created',
  byEmail: 'Same e-mail address',
  byName: 'Same name',
  linked: 'Already linked',
  linkedElsewhere: 'Our record with this e-mail is linked to another Xero record',
  noName: 'No first or last name in Xero',
  noEmail: 'No e-mail address in Xero, and no record of that name',
  badEmail: 'The e-mail address in Xero is not valid',
  sameName: 'Several of our records have this name: link it with Update Record to Xero',
  duplicateEmail: 'Another Xero record above has the same e-mail address',
  taken: 'Our record of that name is already matched above',
} as const;

/** The plan of an import: one row per person in the books, in their order. */
export function planImport(books: BooksPerson[], ours: LocalPerson[]): ImportPreview {
  const R = IMPORT_REASONS;
  const byLink = new Map(ours.filter((p) => p.linkedId).map((p) => [p.linkedId as string, p]));
  const byEmail = new Map(
    ours.flatMap((p) => (p.email?.trim() ? [[p.email.trim().toLowerCase(), p] as const] : [])),
  );
  const byName = new Map<string, LocalPerson[]>();
  for (const p of ours) {
    const key = nameKey(p.firstName, p.surName);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const claimed = new Set<string>();
  const emails = new Set<string>();
  const rows: ImportPlanRow[] = books.map((b) => {
    const email = b.email?.trim() ? b.email.trim() : null;
    const base = {
      externalId: b.externalId,
      firstName: b.firstName.trim(),
      lastName: b.lastName.trim(),
      email,
    };
    const row = (outcome: ImportOutcome, reason: string, localId: string | null = null): ImportPlanRow => {
      if (localId && outcome === 'Match') {
        claimed.add(localId);
      }
      if (email && outcome !== 'Skip') {
        emails.add(email.toLowerCase());
      }
      return { ...base, outcome, reason, localId };
    };
    const linked = byLink.get(b.externalId);
    if (linked) {
      return row('Skip', R.linked, linked.id);
    }
    if (!base.firstName || !base.lastName) {
      return row('Skip', R.noName);
    }
    if (email) {
      const mine = byEmail.get(email.toLowerCase());
      if (mine) {
        if (mine.linkedId || claimed.has(mine.id)) {
          return row('Skip', R.linkedElsewhere, mine.id);
        }
        return row('Match', R.byEmail, mine.id);
      }
    }
    const named = (byName.get(nameKey(base.firstName, base.lastName)) ?? []).filter((p) => !p.linkedId);
    if (named.length > 1) {
      return row('Skip', R.sameName);
    }
    const [one] = named;
    if (one) {
      return claimed.has(one.id) ? row('Skip', R.taken, one.id) : row('Match', R.byName, one.id);
    }
    if (!email) {
      return row('Skip', R.noEmail);
    }
    if (!EMAIL.test(email)) {
      return row('Skip', R.badEmail);
    }
    if (emails.has(email.toLowerCase())) {
      return row('Skip', R.duplicateEmail);
    }
    return row('Add', R.add);
  });
  const count = (o: ImportOutcome) => rows.filter((r) => r.outcome === o).length;
  return { rows, add: count('Add'), match: count('Match'), skip: count('Skip') };
}
