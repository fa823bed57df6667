import { ACCOUNTING_MESSAGES as M, type PostedInvoiceView, postInvoicesSchema } from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { invoiceClient, savedInvoiceRows } from '../invoices/invoices.api.ts';
import { insertJob, postingsOf } from './accounting.repo.ts';
import { POST_INVOICES_WORK } from './accounting-work.ts';
import { requireConnection } from './connection-session.ts';
import { type InvoicePostPlan, invoiceVariant } from './post-invoices-job.ts';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/**
 * Post Actual Hours / Post Agreed Hours (spec 3 §2.3): the period's saved invoices, one sales invoice
 * each, as a job (its progress at /Integrations/get_job). Not connected: 409 saying how to connect.
 */
export const postInvoicesRoute = routeSpec({
  method: 'POST',
  url: '/Invoice/post_to_accounting',
  summary: 'Post the period’s saved invoices to Xero (a job)',
  tags: ['Integrations'],
  body: postInvoicesSchema,
  prepare: requireConnection,
  async handler({ db, deps, principal, body, now, recordActivity }) {
    const all = body.clientId === 'All' || body.clientId === '';
    if (!all && (!isUuid(body.clientId) || !(await invoiceClient(db, principal.companyId, body.clientId)))) {
      throw notFound();
    }
    const rows = await savedInvoiceRows(db, principal.companyId, {
      ...(all ? {} : { profileId: body.clientId }),
      auditApprovedOnly: false,
    });
    const invoices = rows
      .filter((r) => r.invoiceNumber && r.periodFrom >= body.fromDate && r.periodTo <= body.toDate)
      .map((r) => ({
        invoiceNumber: r.invoiceNumber as string,
        profileId: r.profileId,
        periodFrom: r.periodFrom,
        periodTo: r.periodTo,
        clientName: r.clientName,
      }));
    if (invoices.length === 0) {
      throw badRequest(M.nothingToPost);
    }
    const jobId = await insertJob(db, {
      companyId: principal.companyId,
      kind: 'invoices',
      total: invoices.length,
      startedBy: principal.fullName,
      startedAt: now,
    });
    recordActivity(`Posted ${body.hours} Hours invoices to Xero (${body.fromDate} to ${body.toDate})`);
    // Off the request (a job on the queue): the reply carries the job; its rows say the progress to any replica.
    await deps.work.start(POST_INVOICES_WORK, {
      jobId,
      companyId: principal.companyId,
      hours: body.hours,
      grouped: body.grouped,
      invoices,
      who: principal.fullName,
    } satisfies InvoicePostPlan);
    return { jobId, message: M.jobStarted, total: invoices.length };
  },
});

/** The posted state of invoices (the invoice screen shows Posted with the link). */
export const postedInvoicesRoute = routeSpec({
  method: 'GET',
  url: '/Invoice/posted_to_accounting',
  summary: 'Which invoices were posted to Xero, with their links',
  tags: ['Integrations'],
  querystring: z.object({ invoiceNumbers: z.string().max(4000).default('') }),
  async handler({ db, principal, query }): Promise<PostedInvoiceView[]> {
    const numbers = query.invoiceNumbers
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .slice(0, 200);
    const variants = ['Actual', 'Agreed'].flatMap((h) =>
      [false, true].map((g) => invoiceVariant(h as 'Actual', g)),
    );
    const rows = await postingsOf(
      db,
      principal.companyId,
      'invoice',
      numbers.flatMap((n) => variants.map((v) => `${n}:${v}`)),
    );
    return rows.map((r) => ({
      invoiceNumber: r.localKey.split(':')[0] ?? '',
      variant: r.localKey.split(':').slice(1).join(':'),
      externalNumber: r.number,
      link: r.link,
      postedAt: r.postedAt.toISOString(),
      postedBy: r.postedBy,
    }));
  },
});
