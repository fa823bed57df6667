import type { AppDeps } from '../../http/deps.ts';
import type { AccountingSession } from '../../ports/accounting/accounting.ts';
import { invoiceClient } from '../invoices/invoices.api.ts';
import { findPerson, setAccountingLink } from '../people/people.api.ts';
import { findPosting, savePosting } from './accounting.repo.ts';

/**
 * The participant's contact in the books: the one linked before, else created (or found by its
 * ContactNumber, our profile id) and linked, so a participant is one contact however often posted.
 */
export async function ensureContact(
  deps: AppDeps,
  session: AccountingSession,
  companyId: string,
  profileId: string,
  who: string,
): Promise<string> {
  const db = deps.database.db;
  const linked = await findPosting(db, companyId, 'contact', profileId);
  if (linked) {
    return linked.externalId;
  }
  const person = await findPerson(db, 'client', companyId, profileId);
  const client = await invoiceClient(db, companyId, profileId);
  if (!person || !client) {
    throw new Error('client not found');
  }
  const posted = await deps.accounting.upsertCustomer(
    session,
    {
      ourNumber: profileId,
      name: client.fullName,
      firstName: person.firstName ?? '',
      lastName: person.surName ?? '',
      email: person.email ?? undefined,
      ndisNumber: client.ndisNo ?? undefined,
    },
    `contact:${companyId}:${profileId}`,
  );
  await db.transaction(async (tx) => {
    await savePosting(tx, {
      companyId,
      kind: 'contact',
      localKey: profileId,
      externalId: posted.externalId,
      number: null,
      link: posted.link,
      postedAt: deps.clock(),
      postedBy: who,
    });
    await setAccountingLink(tx, 'client', companyId, profileId, posted.externalId, posted.link);
  });
  return posted.externalId;
}
