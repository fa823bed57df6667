import {
  type DocumentUserRole,
  daysUntilExpiry,
  dueExpiryAlert,
  EXPIRY_WARNING_DAYS,
  type ExpiryAlert,
  formatCalendarDate,
} from '@care/domain';
import type { Database, Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { adminEmails } from '../users/users.api.ts';
import { findOwner } from './document-owner.ts';
import { alertsSent, listDocuments, listExpiringCandidates, recordAlert } from './documents.repo.ts';

const TEXT: Record<
  ExpiryAlert,
  (doc: string, owner: string, date: string) => { subject: string; text: string }
> = {
  expiring: (doc, owner, date) => ({
    subject: `${doc} of ${owner} expires on ${date}`,
    text: `${doc} of ${owner} expires on ${date}. Please upload a current copy before then so that rostering is not affected.`,
  }),
  expired: (doc, owner, date) => ({
    subject: `${doc} of ${owner} has expired`,
    text: `${doc} of ${owner} expired on ${date}. Please upload a current copy as soon as possible.`,
  }),
};

/**
 * The daily expiry check: mails the owner and the company's administrators about documents that
 * expire within 30 days and about those that have expired, once per document and alert.
 */
export async function sendDocumentExpiryAlerts(
  database: Database,
  deps: Pick<AppDeps, 'mailTransport'>,
  now: Date,
): Promise<number> {
  const candidates = (await listExpiringCandidates(database.db)).filter((d) => d.expirationDate);
  const sent = await alertsSent(
    database.db,
    candidates.map((d) => d.documentId),
  );
  const zones = new Map<string, string | undefined>();
  let count = 0;
  for (const doc of candidates) {
    if (!zones.has(doc.companyId)) {
      zones.set(doc.companyId, (await findCompany(database.db, doc.companyId))?.timeZone);
    }
    const already = sent.filter((s) => s.documentId === doc.documentId).map((s) => s.alert as ExpiryAlert);
    const due = dueExpiryAlert(doc.expirationDate, now, already, zones.get(doc.companyId));
    if (!due) {
      continue;
    }
    await database.db.transaction(async (tx) => {
      const owner = await findOwner(tx, doc.companyId, doc.userRole as DocumentUserRole, doc.userId);
      const recipients = new Set([
        ...(owner?.email ? [owner.email] : []),
        ...(await adminEmails(tx, doc.companyId)),
      ]);
      const mail = TEXT[due](
        doc.documentName,
        owner?.fullName ?? doc.user,
        formatCalendarDate(doc.expirationDate),
      );
      for (const to of recipients) {
        await queueMail(tx, deps, { companyId: doc.companyId, to, ...mail, userCreated: 'expiry-check' });
      }
      await recordAlert(tx, doc.companyId, doc.documentId, due, now);
    });
    count += 1;
  }
  return count;
}

/** Documents expiring within 30 days, and expired ones, that the reader may see, soonest first. */
export async function expiringDocuments(db: Queryable, principal: Principal, now: Date) {
  const zone = (await findCompany(db, principal.companyId))?.timeZone;
  const docs = await listDocuments(db, {
    companyId: principal.companyId,
    reader: principal,
    isArchived: false,
  });
  return docs
    .filter((d) => d.expirationDate)
    .map((d) => ({ ...d, daysUntilExpiry: daysUntilExpiry(d.expirationDate as string, now, zone) }))
    .filter((d) => d.daysUntilExpiry <= EXPIRY_WARNING_DAYS)
    .sort((a, b) => a.daysUntilExpiry - b.daysUntilExpiry);
}

/** The administrators' dashboard list: documents expiring within 30 days, and expired ones. */
export const expiryAlertsRoute = routeSpec({
  method: 'GET',
  url: '/Documents/expiry_alerts',
  summary: 'Documents that expire within 30 days or have expired, soonest first',
  tags: ['Documents'],
  handler: ({ db, principal, now }) => expiringDocuments(db, principal, now),
});
