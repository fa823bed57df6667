import {
  billedQuantitiesText,
  groupInvoiceLines,
  hoursInfoText,
  type InvoicePeriod,
  invoiceTotals,
  lineSumText,
} from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, headerRule, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';
import { appendix, type InvoicePdfLine } from './invoice-pdf-appendix.ts';
import { dayMonthYear, hours, km, money, quantityText, timeFormatter } from './invoice-pdf-format.ts';

export type { InvoicePdfLine } from './invoice-pdf-appendix.ts';

/** NDIS supports are GST-free (docs/reference/NDIS.md); every invoice says so. */
export const GST_NOTE =
  'All supports are GST-free (GST code P2): NDIS supports provided to a participant under their plan.';

/** The note for the company's GST code (invoice settings; P2 GST-free unless changed). */
export function gstNote(code: string | undefined): string {
  if (code === 'P1') {
    return 'Supports are taxable (GST code P1): the amounts include GST of 10%.';
  }
  if (code === 'P5') {
    return 'Supports are out of scope for GST (GST code P5).';
  }
  return GST_NOTE;
}

/** One client's invoice: who it is for and its lines, oldest first. */
export interface InvoicePdfClient {
  profileId: string;
  clientName: string;
  ndisNo: string | null;
  /** The plan manager of the Plan Managed plan covering the period; null otherwise. */
  planManager: string | null;
  lines: readonly InvoicePdfLine[];
}

export interface InvoicePdfInput {
  company: PdfCompany;
  zone: string;
  period: InvoicePeriod;
  layout: 'ungrouped' | 'grouped';
  clients: readonly InvoicePdfClient[];
  /** The company's claim GST code (P1, P2, P5); P2 when not given. */
  gstCode?: string;
}

const right = (text: string): TableCell => ({ text, alignment: 'right' });

/** 'Draft invoice' while any line is unsaved, else 'Tax invoice'. */
export function invoiceTitle(lines: readonly InvoicePdfLine[]): string {
  return lines.some((l) => l.status === 'Draft') ? 'Draft invoice' : 'Tax invoice';
}

function invoiceHeader(c: InvoicePdfClient, period: InvoicePeriod): Content[] {
  const numbers = [...new Set(c.lines.map((l) => l.invoiceNumber).filter((n): n is string => !!n))];
  return [
    { text: invoiceTitle(c.lines), fontSize: 16, bold: true, margin: [0, 8, 0, 2] },
    { text: `Invoice number: ${numbers.length > 0 ? numbers.join(', ') : 'not yet saved'}` },
    { text: `Period: ${dayMonthYear(period.fromDate)} to ${dayMonthYear(period.toDate)}` },
    { text: `Participant: ${c.clientName}`, margin: [0, 6, 0, 0] },
    { text: `NDIS number: ${c.ndisNo?.trim() || 'not recorded'}` },
    ...(c.planManager ? [{ text: `Plan manager: ${c.planManager}` }] : []),
    { text: '', margin: [0, 0, 0, 6] },
  ];
}

/** A line's description, then what it bills: '0.13 h × $70.23 = $9.36 (agreed 2.00 h, worked 0.13 h)'. */
function describedLine(l: InvoicePdfLine): TableCell {
  const what = l.claimType === 'CANC' ? `Cancellation (CANC): ${l.description}` : l.description;
  const info = l.unit === 'H' ? ` (${hoursInfoText(l)})` : '';
  return { stack: [what, { text: `${lineSumText(l)}${info}`, fontSize: 7, color: '#444444' }] };
}

/**
 * The ungrouped table: one row per line, numbered as the appendix numbers them. The quantity billed
 * sits beside the amount (issue 40 item 2): agreed and worked hours are information only.
 */
function linesTable(lines: readonly InvoicePdfLine[], zone: string): Content {
  const time = timeFormatter(zone);
  const widths = [14, 46, 30, 70, 72, 0, 42, 46, 52];
  widths[5] = INNER - widths.reduce((a, b) => a + b, 0) - widths.length * 8;
  return {
    table: {
      widths,
      headerRows: 1,
      body: [
        head('#', 'Date', 'Day', 'Time', 'Item number', 'Description', 'Billed', 'Unit price', 'Amount'),
        ...lines.map((l, i): TableCell[] => [
          String(i + 1),
          dayMonthYear(l.date),
          l.day.slice(0, 3),
          `${time(l.dateFrom)}–${time(l.dateTo)}`,
          l.itemNumber ?? 'No item',
          describedLine(l),
          right(quantityText(l.quantity, l.unit)),
          right(money(l.unitPriceCents)),
          right(money(l.amountCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

/** The grouped table: lines summed by item and unit price (groupInvoiceLines 'itemAndPrice'). */
function groupsTable(lines: readonly InvoicePdfLine[]): Content {
  const unitOf = new Map(lines.map((l) => [l.itemNumber, l.unit]));
  const widths = [80, 0, 56, 60, 60];
  widths[1] = INNER - widths.reduce((a, b) => a + b, 0) - widths.length * 8;
  return {
    table: {
      widths,
      headerRows: 1,
      body: [
        head('Item number', 'Item name', 'Unit price', 'Billed', 'Amount'),
        ...groupInvoiceLines(lines, 'itemAndPrice').map((g): TableCell[] => [
          g.itemNumber ?? 'No item',
          g.claimType === 'CANC' ? `${g.itemName ?? ''} (cancellation)` : (g.itemName ?? ''),
          right(money(g.unitPriceCents)),
          right(quantityText(g.quantity, unitOf.get(g.itemNumber) ?? null)),
          right(money(g.amountCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 9,
  };
}

function totalsBlock(lines: readonly InvoicePdfLine[]): Content {
  const t = invoiceTotals(lines);
  return {
    table: {
      widths: [INNER - 120 - 90 - 16, 120, 90],
      body: [
        ['', 'Total billed', right(billedQuantitiesText(lines))],
        [
          '',
          { text: 'Total amount', bold: true },
          { text: money(t.totalAmountCents), bold: true, alignment: 'right' },
        ],
        ['', 'Total km', right(km(t.totalKm))],
        ['', 'Agreed hours (information)', right(hours(t.totalAgreedDuration))],
        ['', 'Worked hours (information)', right(hours(t.totalDuration))],
      ],
    },
    layout: 'noBorders',
    margin: [0, 8, 0, 8],
  };
}

/** One client's invoice, from a new page after the first. */
function clientInvoice(input: InvoicePdfInput, c: InvoicePdfClient, first: boolean): Content[] {
  return [
    { stack: companyLines(input.company), ...(first ? {} : { pageBreak: 'before' as const }) },
    ...invoiceHeader(c, input.period),
    input.layout === 'grouped' ? groupsTable(c.lines) : linesTable(c.lines, input.zone),
    totalsBlock(c.lines),
    { text: gstNote(input.gstCode), italics: true },
    ...appendix(c.lines, input.zone),
  ];
}

/**
 * The invoices of a period as an A4 PDF (spec 3 §2.3, §9): per client the company's name, ABN, NDIS
 * registration number and address, the invoice number and period, the participant and NDIS number
 * (and plan manager), the lines (or their groups), the totals, the GST-free note, and an appendix
 * explaining how each line was priced.
 */
export function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { period } = input;
  const doc: TDocumentDefinitions = {
    info: { title: `Invoice ${dayMonthYear(period.fromDate)} to ${dayMonthYear(period.toDate)}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: input.clients.flatMap((c, i) => clientInvoice(input, c, i === 0)),
  };
  return renderPdf(doc);
}
