import { distinctContactName } from '@care/domain';
import type { AppDeps } from '../../http/deps.ts';
import type { AccountingSession } from '../../ports/accounting/accounting.ts';
import { invoiceClient } from '../invoices/invoices.api.ts';
import { personForAccounting, setAccountingLink } from '../people/people.api.ts';
import { findPosting, savePosting } from './accounting.repo.ts';
import { revisionKey } from './posting-key.ts';

/**
 * The participant's contact in the books: the one posted to before, else the one their record is
 * linked to (an import, the demo), else created (or found by its ContactNumber, our profile id) and
 * linked, so a participant is one contact however often posted. A stale link is cleared by
 * unlinking the record (issue 37).
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
  const person = await personForAccounting(db, 'client', companyId, profileId);
  const client = await invoiceClient(db, companyId, profileId);
  if (!person || !client) {
    throw new Error('client not found');
  }
  if (person.linkedId) {
    return person.linkedId;
  }
  const customer = {
    ourNumber: profileId,
    name: client.fullName,
    distinctName: distinctContactName(client.fullName, client.ndisNo, profileId),
    firstName: person.firstName ?? '',
    lastName: person.surName ?? '',
    email: person.email ?? undefined,
    ndisNumber: client.ndisNo ?? undefined,
  };
  // Its content in the key: a retry replays; a contact made again after an unlink is a new request.
  const posted = await deps.accounting.upsertCustomer(
    session,
    customer,
    revisionKey(`contact:${companyId}:${profileId}`, 1, customer),
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
