import { type BillTo, formatCalendarDate, SAH_GST_FREE_NOTE, sahDollars } from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, headerRule, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';

/** What a contribution tax invoice prints. */
export interface ContributionPdfInput {
  company: PdfCompany & {
    bankAccountName: string | null;
    bankBsb: string | null;
    bankAccountNumber: string | null;
  };
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  billTo: BillTo;
  clientName: string;
  lines: readonly {
    serviceDate: string;
    serviceName: string;
    quantity: number;
    unitPriceCents: number;
    grossCents: number;
    governmentCents: number;
    contributionCents: number;
  }[];
  totals: { grossCents: number; governmentCents: number; contributionCents: number; gstCents: number };
  paidCents: number;
}

const day = (date: string) => formatCalendarDate(date, 'date');
const right = (text: string): TableCell => ({ text, alignment: 'right' });

function billToBlock(b: BillTo): Content {
  return {
    stack: [
      { text: 'Bill to', bold: true },
      { text: b.kind === 'Participant' ? b.name : `${b.name} (${b.kind.toLowerCase()})` },
      { text: b.address ?? 'Address not recorded' },
      ...(b.email ? [{ text: b.email }] : []),
    ],
  };
}

function linesTable(input: ContributionPdfInput): Content {
  const widths = [52, 0, 40, 54, 56, 62, 62];
  widths[1] = INNER - widths.reduce((a, b) => a + b, 0) - widths.length * 8;
  return {
    table: {
      widths,
      headerRows: 1,
      body: [
        head('Date', 'Service', 'Qty', 'Unit price', 'Price', 'Government paid', 'Your contribution'),
        ...input.lines.map((l): TableCell[] => [
          day(l.serviceDate),
          l.serviceName,
          right(l.quantity.toFixed(2)),
          right(sahDollars(l.unitPriceCents)),
          right(sahDollars(l.grossCents)),
          right(sahDollars(l.governmentCents)),
          right(sahDollars(l.contributionCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

function totalsBlock(input: ContributionPdfInput): Content {
  const t = input.totals;
  const owed = Math.max(0, t.contributionCents - input.paidCents);
  const row = (label: string, value: string, bold = false): TableCell[] => [
    '',
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  return {
    table: {
      widths: [INNER - 170 - 90 - 16, 170, 90],
      body: [
        row('Price of the services', sahDollars(t.grossCents)),
        row('Paid by the government', sahDollars(t.governmentCents)),
        row('Your contribution', sahDollars(t.contributionCents), true),
        row('GST (GST-free)', sahDollars(t.gstCents)),
        ...(input.paidCents > 0 ? [row('Paid', sahDollars(input.paidCents))] : []),
        row('Amount due', sahDollars(owed), true),
      ],
    },
    layout: 'noBorders',
    margin: [0, 8, 0, 4],
  };
}

function paymentBlock(input: ContributionPdfInput): Content {
  const c = input.company;
  const missing = 'not set';
  return {
    stack: [
      { text: 'Payment details', bold: true, margin: [0, 4, 0, 2] },
      { text: `Account name: ${c.bankAccountName ?? missing}` },
      { text: `BSB: ${c.bankBsb ?? missing}` },
      { text: `Account number: ${c.bankAccountNumber ?? missing}` },
      { text: `Reference: ${input.invoiceNumber}` },
      { text: `Please pay by ${day(input.dueDate)}.`, margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * A Support at Home contribution as a tax invoice (SUPPORT-AT-HOME.md §8 step 6; decisions
 * 2026-12-03): the provider (name, ABN, address), invoice number, issue and due dates, who it is
 * billed to, the client, each paid service (date, service, quantity, price, government paid, the
 * contribution), the totals with GST $0 and the GST-free statement, and the payment details with the
 * invoice number as the reference. Laid out with the PDF kit, rendered through the PDF port.
 */
export function contributionInvoicePdf(input: ContributionPdfInput): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    info: { title: `Tax invoice ${input.invoiceNumber}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      {
        columns: [
          { stack: companyLines(input.company, { ndis: false }), width: '*' },
          {
            width: 190,
            stack: [
              { text: 'Tax invoice', fontSize: 16, bold: true },
              { text: 'Support at Home contribution' },
              { text: `Invoice number: ${input.invoiceNumber}` },
              { text: `Issue date: ${day(input.issueDate)}` },
              { text: `Due date: ${day(input.dueDate)}` },
            ],
          },
        ],
      },
      {
        columns: [
          billToBlock(input.billTo),
          {
            stack: [
              { text: 'Client', bold: true },
              { text: input.clientName },
              { text: 'Your contribution on services Services Australia has paid' },
            ],
          },
        ],
        margin: [0, 12, 0, 10],
      },
      linesTable(input),
      totalsBlock(input),
      { text: SAH_GST_FREE_NOTE, italics: true, margin: [0, 0, 0, 6] },
      paymentBlock(input),
    ],
  };
  return renderPdf(doc);
}
