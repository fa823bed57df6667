import { addCalendarDays, type Payment, paymentsQuery, zonedWallTimeToInstant } from '@care/domain';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { withPdfSlot } from '../../ports/pdf/pdf-slots.ts';
import { companyZone, letterhead } from '../companies/companies.api.ts';
import { paymentFileName, paymentPdf } from './payment-pdf.ts';
import { paymentView } from './subscription-view.ts';
import { findPackage, findPayment, listPayments } from './subscriptions.repo.ts';

const nextDay = (date: string) => addCalendarDays(date, 1);

/** GET /Payments/get_all (spec 1 §7.3): the company's payments, dates read in the company's time zone. */
export const getAllPaymentsRoute = routeSpec({
  method: 'GET',
  url: '/Payments/get_all',
  summary: 'The company’s subscription payments (dates and status filter)',
  tags: ['Payments'],
  querystring: paymentsQuery,
  async handler({ db, principal, query }): Promise<{ payments: Payment[] }> {
    const zone = await companyZone(db, principal.companyId);
    const rows = await listPayments(db, {
      companyId: principal.companyId,
      from: query.fromDate ? zonedWallTimeToInstant(`${query.fromDate}T00:00`, zone) : undefined,
      to: query.toDate ? zonedWallTimeToInstant(`${nextDay(query.toDate)}T00:00`, zone) : undefined,
      status: query.status && query.status !== 'all' ? query.status : undefined,
    });
    return { payments: rows.map((r) => paymentView(r.payment, r.packageName)) };
  },
});

/** One payment of the company, for the result page (another company's is a 404). */
export const getPaymentRoute = routeSpec({
  method: 'GET',
  url: '/Payments/get_payment/:paymentId',
  summary: 'One subscription payment and its status',
  tags: ['Payments'],
  params: z.object({ paymentId: z.uuid('Payment id must be a UUID') }),
  async handler({ db, principal, params }): Promise<{ payment: Payment }> {
    const row = await findPayment(db, principal.companyId, params.paymentId);
    if (!row) {
      throw notFound();
    }
    const pkg = await findPackage(db, row.packageId);
    return { payment: paymentView(row, pkg?.name ?? '') };
  },
});

/**
 * GET /Payments/invoice_pdf/:paymentId: the payment's invoice as an A4 PDF (the company billed, its
 * ABN, the package, users, period, amount and status), for the CompanyAdmin; another company's is a 404.
 */
export const paymentPdfRoute = routeSpec({
  method: 'GET',
  url: '/Payments/invoice_pdf/:paymentId',
  summary: 'A subscription payment’s invoice as a PDF (A4)',
  tags: ['Payments'],
  params: z.object({ paymentId: z.uuid('Payment id must be a UUID') }),
  querystring: z.object({ download: z.enum(['true', 'false', '1', '0']).optional() }),
  cookieSession: true,
  async handler({ db, principal, params, query, reply }) {
    const row = await findPayment(db, principal.companyId, params.paymentId);
    if (!row) {
      throw notFound();
    }
    const pkg = await findPackage(db, row.packageId);
    const payment = paymentView(row, pkg?.name ?? '');
    const { company, zone } = await letterhead(db, principal.companyId);
    const pdf = await withPdfSlot(principal.companyId, () => paymentPdf(payment, company, zone));
    const download = query.download === 'true' || query.download === '1';
    reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(download ? 'attachment' : 'inline', paymentFileName(payment)),
      );
    return pdf;
  },
});
