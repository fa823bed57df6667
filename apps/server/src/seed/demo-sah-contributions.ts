import type { Queryable } from '../db/client.ts';
import {
  invoiceContributions,
  recordContributionPayment,
  sendContributionInvoice,
} from '../modules/sah-contributions/sah-contributions.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const SEEDER = 'demo-seed';

/**
 * The demo's contribution invoices (issue 39 item 5): last month's paid claim lines invoiced, one
 * invoice per Support at Home client with a contribution; the largest sent by mail (the outbox keeps
 * it, no SMTP in the demo) and part paid, the others waiting to be sent. After seedDemoSupportAtHome,
 * whose payment statement made the lines paid.
 */
export async function seedDemoSahContributions(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const { issueDate, invoices } = await invoiceContributions(db, { companyId, userId: SEEDER, now });
  const [largest] = [...invoices].sort((a, b) => b.totalCents - a.totalCents);
  if (!largest) {
    return;
  }
  await sendContributionInvoice(
    db,
    { files, mailTransport: null },
    { companyId, invoiceId: largest.invoiceId, to: null, userId: SEEDER, now },
  );
  await recordContributionPayment(db, {
    companyId,
    invoiceId: largest.invoiceId,
    paidOn: issueDate,
    amount: Math.floor(largest.totalCents / 2),
    reference: 'BPAY 1048 2291',
    userId: SEEDER,
    now,
  });
}
