import { type BillTo, gstCentsOf } from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, headerRule, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';
import { dayMonthYear, money, quantityText } from './invoice-pdf-format.ts';

/** A line that is on the invoice (an item and an amount; held-back lines never reach here). */
export interface TaxInvoiceLine {
  date: string;
  itemNumber: string;
  itemName: string | null;
  unit: string | null;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  claimType: string | null;
}

export interface TaxInvoiceInput {
  company: PdfCompany & {
    bankAccountName: string | null;
    bankBsb: string | null;
    bankAccountNumber: string | null;
  };
  gstCode: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  fromDate: string;
  toDate: string;
  billTo: BillTo;
  participant: { fullName: string; ndisNo: string | null };
  lines: readonly TaxInvoiceLine[];
  paidCents: number;
}

const right = (text: string): TableCell => ({ text, alignment: 'right' });

function billToBlock(b: BillTo): Content {
  return {
    stack: [
      { text: 'Bill to', bold: true },
      { text: `${b.name}${b.kind === 'NDIA' ? '' : ` (${b.kind.toLowerCase()})`}` },
      ...(b.abn ? [{ text: `ABN ${b.abn}` }] : []),
      { text: b.address ?? 'Address not recorded' },
      ...(b.email ? [{ text: b.email }] : []),
    ],
  };
}

function linesTable(lines: readonly TaxInvoiceLine[], gstCode: string): Content {
  const widths = [52, 78, 0, 50, 54, 28, 58];
  widths[2] = INNER - widths.reduce((a, b) => a + b, 0) - widths.length * 8;
  return {
    table: {
      widths,
      headerRows: 1,
      body: [
        head('Date', 'Item number', 'Item name', 'Hours / qty', 'Unit price', 'GST', 'Amount'),
        ...lines.map((l): TableCell[] => [
          dayMonthYear(l.date),
          l.itemNumber,
          l.claimType === 'CANC' ? `Short-notice cancellation: ${l.itemName ?? ''}` : (l.itemName ?? ''),
          right(quantityText(l.quantity, l.unit)),
          right(money(l.unitPriceCents)),
          gstCode,
          right(money(l.amountCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

function totalsBlock(input: TaxInvoiceInput): Content {
  const total = input.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const gst = gstCentsOf(total, input.gstCode);
  const owed = Math.max(0, total - input.paidCents);
  const row = (label: string, value: string, bold = false): TableCell[] => [
    '',
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  return {
    table: {
      widths: [INNER - 130 - 90 - 16, 130, 90],
      body: [
        row('Total (excluding GST)', money(total - gst)),
        row(`GST total (code ${input.gstCode})`, money(gst)),
        row('Total (including GST)', money(total), true),
        ...(input.paidCents > 0 ? [row('Paid', money(input.paidCents))] : []),
        row('Amount due', money(owed), true),
      ],
    },
    layout: 'noBorders',
    margin: [0, 8, 0, 8],
  };
}

function paymentBlock(input: TaxInvoiceInput): Content {
  const c = input.company;
  const missing = 'not set';
  return {
    stack: [
      { text: 'Payment details', bold: true, margin: [0, 4, 0, 2] },
      { text: `Account name: ${c.bankAccountName ?? missing}` },
      { text: `BSB: ${c.bankBsb ?? missing}` },
      { text: `Account number: ${c.bankAccountNumber ?? missing}` },
      { text: `Reference: ${input.invoiceNumber}` },
      { text: `Please pay by ${dayMonthYear(input.dueDate)}.`, margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * A tax invoice a plan manager accepts (docs/workforce.md "A tax invoice"): the supplier (name,
 * ABN, NDIS registration number), invoice number, issue and due dates, who it is billed to with
 * their address, the participant and NDIS number, each line (date, item number and name, hours or
 * quantity, unit price, GST code, amount), totals with the GST total, and the payment details with
 * the invoice number as the reference.
 */
export function taxInvoicePdf(input: TaxInvoiceInput): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    info: { title: `Tax invoice ${input.invoiceNumber}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      {
        columns: [
          { stack: companyLines(input.company), width: '*' },
          {
            width: 170,
            stack: [
              { text: 'Tax invoice', fontSize: 16, bold: true },
              { text: `Invoice number: ${input.invoiceNumber}` },
              { text: `Issue date: ${dayMonthYear(input.issueDate)}` },
              { text: `Due date: ${dayMonthYear(input.dueDate)}` },
            ],
          },
        ],
      },
      {
        columns: [
          billToBlock(input.billTo),
          {
            stack: [
              { text: 'Participant', bold: true },
              { text: input.participant.fullName },
              { text: `NDIS number: ${input.participant.ndisNo?.trim() || 'not recorded'}` },
              {
                text: `Supports from ${dayMonthYear(input.fromDate)} to ${dayMonthYear(input.toDate)}`,
              },
            ],
          },
        ],
        margin: [0, 12, 0, 10],
      },
      linesTable(input.lines, input.gstCode),
      totalsBlock(input),
      paymentBlock(input),
    ],
  };
  return renderPdf(doc);
}
