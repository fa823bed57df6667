import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { contributionInvoicePdf } from './contribution-invoice-pdf.ts';
import { pdfInputOf } from './contribution-invoice-view.ts';
import { findContributionInvoice } from './contribution-invoices.repo.ts';

// What the contribution invoice calls share: their tags, base path and inputs, the invoice of the company, its PDF reply.

export const TAGS = ['SupportAtHome'];
export const BASE = '/SupportAtHome/contributions';
export const params = z.object({ invoiceId: z.uuid('The invoice id must be a UUID') });
export const clientQuery = z.object({ clientId: z.uuid('The client id must be a UUID') });
export const downloadQuery = { download: z.enum(['true', 'false', '1', '0']).optional() };
export const raced = 'Some of these lines were invoiced meanwhile: run the invoicing again';

/** The invoice of the company (of the client when given), else 404. */
export async function invoiceOf(
  db: Queryable,
  companyId: string,
  invoiceId: string,
  clientId?: string,
  auditApprovedOnly = false,
) {
  const row = await findContributionInvoice(db, companyId, invoiceId, clientId, auditApprovedOnly);
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The invoice's tax invoice PDF as the reply: shown inline, or downloaded when asked. */
export async function pdfReply(
  db: Queryable,
  row: Awaited<ReturnType<typeof invoiceOf>>,
  download: string | undefined,
  reply: { type(t: string): { header(k: string, v: string): unknown } },
) {
  const pdf = await withPdfSlot(row.companyId, async () => contributionInvoicePdf(await pdfInputOf(db, row)));
  reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      contentDisposition(
        download === 'true' || download === '1' ? 'attachment' : 'inline',
        `${row.invoiceNumber}.pdf`,
      ),
    );
  return pdf;
}
