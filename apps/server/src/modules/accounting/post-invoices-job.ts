import { type PostedHours, salesInvoicePayload } from '@care/domain';
import type { AppDeps } from '../../http/deps.ts';
import { accountLines, accountsByNumber, invoiceClient } from '../invoices/invoices.api.ts';
import { findConnection, findPosting, savePosting, updateJob } from './accounting.repo.ts';
import { describeFailure } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';
import { ensureContact } from './ensure-contact.ts';
import { revisionKey } from './posting-key.ts';

export interface InvoiceToPost {
  invoiceNumber: string;
  profileId: string;
  periodFrom: string;
  periodTo: string;
  clientName: string;
}

export interface InvoicePostPlan {
  jobId: string;
  companyId: string;
  hours: PostedHours;
  grouped: boolean;
  invoices: InvoiceToPost[];
  who: string;
}

/** What a posted invoice is in the product: its number and the variant posted. */
export const invoiceVariant = (hours: PostedHours, grouped: boolean) =>
  `${hours}${grouped ? ' grouped' : ''}`;

/**
 * Posts each saved invoice as one sales invoice (off the request: the page polls the job). A repost of
 * the same variant updates the invoice posted before; the first post carries a deterministic
 * idempotency key, so a retried call never makes two. A failure is logged against its invoice and
 * changes nothing here; the others go on.
 */
export async function runInvoicePost(deps: AppDeps, plan: InvoicePostPlan): Promise<void> {
  const db = deps.database.db;
  const { companyId, jobId } = plan;
  const logs: { name: string; reason: string }[] = [];
  let done = 0;
  const finish = async (status: string, message: string) =>
    updateJob(db, companyId, jobId, { status, message, logs, done, finishedAt: deps.clock() });
  let session: Awaited<ReturnType<typeof accountingSession>>;
  try {
    session = await accountingSession(deps, companyId);
  } catch (error) {
    return finish('Error', describeFailure(error));
  }
  const settings = (await findConnection(db, companyId))?.settings ?? {};
  const accounts = await accountsByNumber(
    db,
    companyId,
    plan.invoices.map((i) => i.invoiceNumber),
  );
  for (const inv of plan.invoices) {
    const name = `${inv.clientName}, invoice ${inv.invoiceNumber}`;
    try {
      const customerId = await ensureContact(deps, session, companyId, inv.profileId, plan.who);
      const client = await invoiceClient(db, companyId, inv.profileId);
      const lines = await accountLines(db, companyId, inv.invoiceNumber);
      const payload = salesInvoicePayload({
        invoiceNumber: inv.invoiceNumber,
        periodFrom: inv.periodFrom,
        periodTo: inv.periodTo,
        ndisNo: client?.ndisNo ?? null,
        hours: plan.hours,
        grouped: plan.grouped,
        accountCode: settings.accountCode ?? '200',
        taxType: settings.taxType ?? 'EXEMPTOUTPUT',
        lines: lines.map((l) => ({ ...l, durationTicks: Number(l.durationTicks) })),
      });
      if (payload.lines.length === 0) {
        logs.push({ name, reason: 'No line with hours or units to post' });
        continue;
      }
      const localKey = `${inv.invoiceNumber}:${invoiceVariant(plan.hours, plan.grouped)}`;
      const before = await findPosting(db, companyId, 'invoice', localKey);
      const account = accounts.get(inv.invoiceNumber);
      const revision = (before?.revision ?? 0) + 1;
      const invoice = {
        externalId: before?.externalId,
        customerId,
        reference: payload.reference,
        invoiceNumber: inv.invoiceNumber,
        date: account?.issueDate ?? inv.periodTo,
        dueDate: account?.dueDate ?? inv.periodTo,
        lines: payload.lines,
        url: `${deps.config.publicUrl}/app/reports/saved-invoices`,
      };
      // The first post's key is fixed (a retry never makes a second invoice); an update of the
      // invoice posted before also names its content, so a changed repost is never refused.
      const prefix = `inv:${companyId}:${localKey}`;
      const key = before ? revisionKey(prefix, revision, invoice) : `${prefix}:r1`.replaceAll(' ', '-');
      const posted = await deps.accounting.postSalesInvoice(session, invoice, key);
      await savePosting(db, {
        companyId,
        kind: 'invoice',
        localKey,
        externalId: posted.externalId,
        number: posted.number ?? null,
        link: posted.link,
        postedAt: deps.clock(),
        postedBy: plan.who,
      });
    } catch (error) {
      logs.push({ name, reason: describeFailure(error) });
    } finally {
      done += 1;
      await updateJob(db, companyId, jobId, { done, logs });
    }
  }
  const posted = plan.invoices.length - logs.length;
  const message = `Posted ${posted} of ${plan.invoices.length} invoice${plan.invoices.length === 1 ? '' : 's'} to Xero${logs.length ? `; ${logs.length} failed` : ''}.`;
  return finish(logs.length === 0 ? 'Success' : posted > 0 ? 'Warning' : 'Error', message);
}
