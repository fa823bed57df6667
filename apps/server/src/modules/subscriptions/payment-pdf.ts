import { formatCents, formatInZone, type Payment } from '@care/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';

const STATUS_TEXT: Record<string, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

const row = (label: string, value: string): Content[] => [{ text: label, color: '#555555' }, { text: value }];

/** The file name a download carries: Subscription-invoice-SUB-1A2B3C4D-0001.pdf. */
export const paymentFileName = (p: Payment) => `Subscription-invoice-${p.invoiceNumber}.pdf`;

/** A subscription payment's invoice as an A4 PDF: the company billed, what for, the period, amount and status. */
function documentOf(p: Payment, company: PdfCompany, zone: string): TDocumentDefinitions {
  const date = (iso: string | null) => formatInZone(iso, 'date', zone);
  const period =
    p.billed === 'Yearly' ? `${p.duration} year(s), billed yearly` : `${p.duration} month(s), billed monthly`;
  return {
    info: { title: `Invoice ${p.invoiceNumber}` },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      { text: `Invoice ${p.invoiceNumber}`, fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
      { text: 'Billed to', color: '#555555' },
      ...companyLines(company),
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: [150, '*'],
          body: [
            row('Issued', date(p.createdAt)),
            row('Status', STATUS_TEXT[p.status] ?? p.status),
            ...(p.paidAt ? [row('Paid on', date(p.paidAt))] : []),
            row('Package', p.packageName),
            row('Users', String(p.users)),
            row('Billing', period),
            row('Period', `${date(p.periodStart)} to ${date(p.periodEnd)}`),
            row('For', p.description),
            row('Payment by', p.provider === 'stripe' ? 'Card (Stripe)' : 'Bank transfer (invoice)'),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Amount ${formatCents(p.amountCents)}`, fontSize: 14, bold: true, margin: [0, 12, 0, 0] },
    ],
  };
}

export const paymentPdf = (p: Payment, company: PdfCompany, zone: string): Promise<Buffer> =>
  renderPdf(documentOf(p, company, zone));
