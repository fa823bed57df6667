import { type ImportPreview, type PersonKind, planImport, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { routeSpec } from '../../http/route.ts';
import type { ExternalPerson } from '../../ports/accounting/accounting.ts';
import {
  createAdministrator,
  createClient,
  createStaff,
  peopleForImport,
  setAccountingLink,
} from '../people/people.api.ts';
import { EMAIL_IN_USE, emailInUse } from '../users/users.api.ts';
import { savePosting } from './accounting.repo.ts';
import { failureReply } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';

/** The three Import From Xero screens (spec 2 §2): clients from contacts, staff and administrators from payroll. */
export const XERO_IMPORTS = [
  { kind: 'client', base: '/Profiles', permission: 'client.add', label: 'clients' },
  { kind: 'staff', base: '/Staffs', permission: 'staff.add', label: 'staff' },
  {
    kind: 'administrator',
    base: '/Administrators',
    permission: 'administrator.add',
    label: 'administrators',
  },
] as const satisfies { kind: PersonKind; base: string; permission: string; label: string }[];
type XeroImport = (typeof XERO_IMPORTS)[number];

/** The people in the books, read before the transaction opens (the database is not held while Xero answers). */
async function booksPeople(deps: AppDeps, companyId: string, kind: PersonKind): Promise<ExternalPerson[]> {
  try {
    const session = await accountingSession(deps, companyId);
    return kind === 'client'
      ? await deps.accounting.listCustomers(session)
      : await deps.accounting.listEmployees(session);
  } catch (error) {
    throw failureReply(error);
  }
}

const importBody = z.object({
  /** The people of the preview to import; all of them when absent. */
  externalIds: z.array(z.string().trim().min(1).max(64)).max(5000).optional(),
});

export function xeroImportRoutesOf(imp: XeroImport) {
  const tags = [imp.base.slice(1)];
  const preview = routeSpec({
    method: 'GET',
    url: `${imp.base}/xero_import_preview`,
    summary: `Who of Xero's ${imp.label} would be added, matched or skipped`,
    tags,
    prepare: ({ deps, principal }) => booksPeople(deps, principal.companyId, imp.kind),
    async handler({ db, principal, prepared }): Promise<ImportPreview> {
      return planImport(prepared, await peopleForImport(db, imp.kind, principal.companyId));
    },
  });

  const run = routeSpec({
    method: 'POST',
    url: `${imp.base}/xero_import`,
    summary: `Import ${imp.label} from Xero: add the new, link the matched`,
    tags,
    body: importBody,
    activity: `Imported ${imp.label} from Xero`,
    prepare: ({ deps, principal }) => booksPeople(deps, principal.companyId, imp.kind),
    async handler({
      db,
      deps,
      principal,
      body,
      prepared,
      now,
      recordActivity,
    }): Promise<
      StatusReply & { added: number; matched: number; skipped: { name: string; reason: string }[] }
    > {
      const wanted = body.externalIds ? new Set(body.externalIds) : null;
      const plan = planImport(prepared, await peopleForImport(db, imp.kind, principal.companyId));
      const byId = new Map(prepared.map((p) => [p.externalId, p]));
      const creator = { companyId: principal.companyId, userId: principal.uid, now };
      const skipped: { name: string; reason: string }[] = [];
      let added = 0;
      let matched = 0;
      for (const row of plan.rows) {
        const person = byId.get(row.externalId);
        if ((wanted && !wanted.has(row.externalId)) || !person) {
          continue;
        }
        const name = `${row.firstName} ${row.lastName}`.trim();
        if (row.outcome === 'Skip') {
          skipped.push({ name, reason: row.reason });
          continue;
        }
        let id = row.localId;
        if (row.outcome === 'Add') {
          const email = row.email ?? '';
          if (await emailInUse(db, principal.companyId, email, imp.kind === 'client' ? 'all' : 'signIns')) {
            skipped.push({ name, reason: EMAIL_IN_USE });
            continue;
          }
          id = await addPerson(db, deps, imp.kind, person, email, creator);
          added++;
        } else {
          matched++;
        }
        if (!id) {
          continue;
        }
        await setAccountingLink(db, imp.kind, principal.companyId, id, person.externalId, person.link);
        if (imp.kind === 'client') {
          // Invoices post to this contact rather than making another (ensureContact).
          await savePosting(db, {
            companyId: principal.companyId,
            kind: 'contact',
            localKey: id,
            externalId: person.externalId,
            number: null,
            link: person.link,
            postedAt: now,
            postedBy: principal.uid,
          });
        }
      }
      recordActivity(`Imported from Xero: ${added} ${imp.label} added, ${matched} linked`);
      return {
        status: 'Success',
        message: `${added} added and ${matched} linked to Xero; ${skipped.length} skipped.`,
        added,
        matched,
        skipped,
      };
    },
  });
  return { preview, run };
}

/** A new record from the books: staff and administrators get their sign-in and invitation, as when added by hand. */
async function addPerson(
  db: Parameters<typeof createClient>[0],
  deps: AppDeps,
  kind: PersonKind,
  p: ExternalPerson,
  email: string,
  c: { companyId: string; userId: string; now: Date },
): Promise<string> {
  const person = {
    firstName: p.firstName.trim(),
    surName: p.lastName.trim(),
    email,
    phoneNumber: p.phone ?? '',
  };
  if (kind === 'staff') {
    return createStaff(db, deps, person as Parameters<typeof createStaff>[2], c);
  }
  if (kind === 'administrator') {
    return createAdministrator(db, deps, person as Parameters<typeof createAdministrator>[2], c);
  }
  // A contact has no NDIS number or agreement: they are completed on the client's profile.
  return createClient(db, { ...person, ndisNo: '' } as Parameters<typeof createClient>[1], c);
}
