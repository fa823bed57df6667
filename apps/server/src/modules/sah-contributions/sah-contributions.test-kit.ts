import { eq } from 'drizzle-orm';
import type { Harness } from '../../../test/harness.ts';
import { sahClaimLines } from '../../db/schema/index.ts';
import {
  deliveredService,
  get,
  importStatement,
  post,
  SAH_CREATE_CLAIM,
  sahBillingCompany,
  sahClient,
} from '../support-at-home/support-at-home.test-kit.ts';

export { get, post };

export const CONTRIBUTIONS = '/api/SupportAtHome/contributions/invoices';
export const RUN = '/api/SupportAtHome/contributions/run';
export const AGED = '/api/SupportAtHome/contributions/aged';
export const INVOICE = (id: string) => `/api/SupportAtHome/contributions/invoices/${id}`;
export const CLIENT_INVOICES = (clientId: string) =>
  `/api/SupportAtHome/contributions/client_invoices?clientId=${clientId}`;
export const CLIENT_PDF = (clientId: string, invoiceId: string) =>
  `/api/SupportAtHome/contributions/client_invoice_pdf?clientId=${clientId}&invoiceId=${invoiceId}`;

const cents = (n: number) => (n / 100).toFixed(2);

/**
 * Two Support at Home clients with claimed lines in November 2026 (test clock 22 Nov; Sydney UTC+11):
 * the client (signed in as the company's Client user) has personal care 2 h on 3 Nov ($168.00, 10%:
 * $16.80) and a meal on 4 Nov ($15.00, 35%: $5.25); the other client personal care 1 h on 5 Nov
 * ($84.00: $8.40). All three claimed in one batch; `paid` of them marked Paid by the payment statement.
 */
export async function claimedContributions(h: Harness, o: { pay?: 'all' | 'none' } = {}) {
  const f = await sahBillingCompany(h);
  await sahClient(h, f.admin, f.otherClient.id, { classification: '4' });
  const pc = f.services['Personal care'] as string;
  await deliveredService(h, f, f.client.id, pc, '2026-11-02T22:00:00Z', '2026-11-03T00:00:00Z');
  await deliveredService(
    h,
    f,
    f.client.id,
    f.services.Meals as string,
    '2026-11-03T22:00:00Z',
    '2026-11-03T23:00:00Z',
  );
  await deliveredService(h, f, f.otherClient.id, pc, '2026-11-04T22:00:00Z', '2026-11-04T23:00:00Z');
  const claim = await post(h, SAH_CREATE_CLAIM, f.admin, {
    fromDate: '2026-11-01',
    toDate: '2026-11-30',
    confirmedCount: 3,
    confirmedTotalCents: 16_800 + 1500 + 8400,
  });
  if (claim.statusCode !== 200) {
    throw new Error(`claim failed: ${claim.body}`);
  }
  const lines = await h.database.db
    .select()
    .from(sahClaimLines)
    .where(eq(sahClaimLines.companyId, f.companyId));
  if (o.pay !== 'none') {
    await payLines(h, f.admin, lines);
  }
  return { ...f, lines };
}

/** Imports a payment statement paying these claim lines as claimed. */
export async function payLines(h: Harness, token: string, lines: (typeof sahClaimLines.$inferSelect)[]) {
  const csv = [
    'External Reference,Care Recipient ID,Status,Government Paid,Contribution,Reason',
    ...lines.map(
      (l) => `${l.reference},AC12345678,Paid,${cents(l.governmentCents)},${cents(l.contributionCents)},`,
    ),
    '',
  ].join('\r\n');
  const res = await importStatement(h, token, csv);
  if (res.statusCode !== 200 || res.json().paid !== lines.length) {
    throw new Error(`statement failed: ${res.body}`);
  }
}
