import { ALL_CLIENTS, INVOICE_MESSAGES, invoicePeriodSchema, seesOnlyAuditApproved } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { fieldError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { letterhead } from '../companies/companies.api.ts';
import { assertReachesPerson } from '../people/people.api.ts';
import { invoiceLineViews } from './invoice-lines.repo.ts';
import {
  invoiceAddressees,
  invoiceGstCode,
  invoicePdfLinesWhere,
  lineExplanations,
} from './invoice-pdf.repo.ts';
import { type InvoicePdfClient, type InvoicePdfLine, invoicePdf } from './invoice-pdf.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = z.string().optional();
const flag = z.enum(['true', 'false', '1', '0']).optional();
const query = z.object({
  fromDate: text,
  toDate: text,
  clientId: text,
  saved: flag,
  download: flag,
  userId: text,
});
type Query = z.infer<typeof query>;
const yes = (v: string | undefined) => v === 'true' || v === '1';

/**
 * The client the query names (a company client the caller reaches, else 404), or null for All.
 * Checked before the period.
 */
async function chosenClient(db: Queryable, principal: Principal, clientId: string | undefined) {
  const id = (clientId ?? '').trim();
  if (id === '' || id === ALL_CLIENTS) {
    return null;
  }
  if (!UUID.test(id)) {
    throw fieldError('clientId', INVOICE_MESSAGES.clientRequired);
  }
  await assertReachesPerson(db, principal, 'client', id);
  return id;
}

/** The clients' invoices: lines oldest first with their explanations, clients by name. */
async function invoicesOf(db: Queryable, principal: Principal, clientId: string | null, q: Query) {
  const p = parseOrThrow(invoicePeriodSchema, { fromDate: q.fromDate, toDate: q.toDate });
  const views = await invoiceLineViews(
    db,
    principal.companyId,
    invoicePdfLinesWhere(db, principal.companyId, {
      clientId,
      period: p,
      saved: yes(q.saved),
      auditApprovedOnly: seesOnlyAuditApproved(principal.role),
    }),
    'oldest',
  );
  if (views.length === 0) {
    throw fieldError('fromDate', INVOICE_MESSAGES.noLines);
  }
  const extras = await lineExplanations(
    db,
    principal.companyId,
    views.map((v) => v.invoicesId),
  );
  const byClient = new Map<string, InvoicePdfLine[]>();
  for (const v of views) {
    const list = byClient.get(v.profileId) ?? [];
    list.push({ ...v, explanation: extras.get(v.invoicesId)?.explanation ?? null });
    byClient.set(v.profileId, list);
  }
  const who = await invoiceAddressees(db, principal.companyId, [...byClient.keys()], p);
  const clients: InvoicePdfClient[] = [...byClient.entries()]
    .map(([profileId, lines]) => ({
      profileId,
      clientName: lines[0]?.clientName ?? '',
      ndisNo: who.get(profileId)?.ndisNo ?? null,
      planManager: who.get(profileId)?.planManager ?? null,
      lines,
    }))
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.profileId.localeCompare(b.profileId));
  return { period: p, clients };
}

/** The invoice PDFs (spec 3 §2.3, §9): the lines one by one, or grouped by item. */
export function invoicePdfRoute(layout: 'ungrouped' | 'grouped') {
  return routeSpec({
    method: 'GET',
    url: `/Invoice/pdf/${layout}`,
    summary:
      layout === 'grouped'
        ? 'A client’s (or every client’s) invoice for a period as a PDF, lines grouped by item'
        : 'A client’s (or every client’s) invoice for a period as a PDF, line by line',
    tags: ['Invoices'],
    cookieSession: true,
    querystring: query,
    async handler({ db, principal, query: q, reply }) {
      const clientId = await chosenClient(db, principal, q.clientId);
      const { period, clients } = await invoicesOf(db, principal, clientId, q);
      const { company, zone } = await letterhead(db, principal.companyId);
      const gstCode = await invoiceGstCode(db, principal.companyId);
      const pdf = await withPdfSlot(principal.companyId, () =>
        invoicePdf({ company, zone, period, layout, clients, gstCode }),
      );
      const who = clientId ? (clients[0]?.clientName ?? 'Client') : 'All';
      const file = `Invoice-${who}-${period.fromDate.split('-').reverse().join('-')}-${period.toDate.split('-').reverse().join('-')}.pdf`;
      reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(yes(q.download) ? 'attachment' : 'inline', file));
      return pdf;
    },
  });
}
