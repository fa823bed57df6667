import { formatCalendarDate, type MonthlyStatement, sahDollars, statementMonthLabel } from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, headerRule, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';

export interface StatementPdfInput {
  company: PdfCompany;
  client: { fullName: string; address: string | null };
  /** Who it is sent to when not the client (their representative). */
  sentTo: string | null;
  version: number;
  issuedOn: string;
  statement: MonthlyStatement;
}

const day = (d: string) => formatCalendarDate(d, 'dayMonthYear');
const right = (text: string): TableCell => ({ text, alignment: 'right' });
const money = (cents: number | null) => (cents === null ? 'not shown' : sahDollars(cents));
const section = (text: string): Content => ({ text, bold: true, fontSize: 11, margin: [0, 10, 0, 4] });

/** The figures at the top: the month's funding in five rows a family can read. */
function fundingBlock(s: MonthlyStatement): Content {
  const row = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, bold },
    { text: value, bold, alignment: 'right' },
  ];
  return {
    table: {
      widths: [INNER - 120 - 8, 120],
      body: [
        row(`Funding available on ${day(s.fromDate)}`, money(s.openingAvailableCents), true),
        row('Used from your budget this month', money(s.usedCents)),
        row(`Funding remaining on ${day(s.toDate)}`, money(s.closingRemainingCents), true),
        row('Contributions you paid this month', money(s.contributionsPaidCents)),
        row('Already set aside for services booked ahead', money(s.committedCents)),
        row('Adjustments or refunds from earlier months', money(s.adjustmentsCents)),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function servicesTable(s: MonthlyStatement): Content {
  if (s.lines.length === 0) {
    return { text: `No services were delivered in ${statementMonthLabel(s.month)}.`, italics: true };
  }
  const widths = [58, 0, 50, 56, 60, 60, 78];
  widths[1] = INNER - widths.reduce((a, b) => a + b, 0) - widths.length * 8;
  return {
    table: {
      widths,
      headerRows: 1,
      body: [
        head(
          'Date',
          'Service (supplier)',
          'Hours / units',
          'Price',
          'Government paid',
          'Your contribution',
          'Status',
        ),
        ...s.lines.map((l): TableCell[] => [
          day(l.serviceDate),
          `${l.serviceName}${l.careManagement ? ' (care management)' : ''} — ${l.supplier ?? 'our staff'}`,
          right(l.quantityLabel),
          right(sahDollars(l.grossCents)),
          right(sahDollars(l.governmentCents)),
          right(sahDollars(l.contributionCents)),
          l.status,
        ]),
        [
          { text: 'Total', bold: true },
          '',
          '',
          right(sahDollars(s.totals.grossCents)),
          right(sahDollars(s.totals.governmentCents)),
          right(sahDollars(s.totals.contributionCents)),
          '',
        ],
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

function cancellationsBlock(s: MonthlyStatement): Content {
  if (s.cancellations.length === 0) {
    return { text: 'No visits were cancelled or missed this month.' };
  }
  return {
    table: {
      widths: [70, INNER - 70 - 70 - 80 - 24, 70, 80],
      headerRows: 1,
      body: [
        head('Date', 'Service', 'What happened', 'Charged'),
        ...s.cancellations.map((c): TableCell[] => [
          day(c.date),
          c.serviceName,
          c.kind,
          right(sahDollars(c.chargedCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

function adjustmentsBlock(s: MonthlyStatement): Content {
  if (s.adjustments.length === 0) {
    return { text: 'No adjustments or refunds from earlier months.' };
  }
  return {
    table: {
      widths: [70, INNER - 70 - 90 - 16, 90],
      headerRows: 1,
      body: [
        head('Date', 'Adjustment', 'Amount'),
        ...s.adjustments.map((a): TableCell[] => [
          day(a.date),
          a.description,
          right(sahDollars(a.amountCents)),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

/**
 * A client's monthly Support at Home statement (SUPPORT-AT-HOME.md §10), in plain language: the
 * funding available at the start of the month, each service delivered (date, hours or units, price,
 * government amount, contribution, supplier, paid or expected), cancellations and no-shows, funding
 * remaining, contributions paid, adjustments, committed funds, short-term funding's end, care
 * management — and that it is not a bill. Rendered off the request thread (the PDF workers).
 */
export function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const s = input.statement;
  const label = statementMonthLabel(s.month);
  const doc: TDocumentDefinitions = {
    info: { title: `Support at Home statement ${label} — ${input.client.fullName}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      {
        columns: [
          { stack: companyLines(input.company, { ndis: false }), width: '*' },
          {
            width: 200,
            stack: [
              { text: 'Monthly statement', fontSize: 16, bold: true },
              { text: `Support at Home, ${label}` },
              { text: `${day(s.fromDate)} to ${day(s.toDate)}` },
              {
                text: `Issued ${day(input.issuedOn)}${input.version > 1 ? ` (version ${input.version}, replaces the earlier one)` : ''}`,
              },
            ],
          },
        ],
      },
      {
        stack: [
          { text: 'For', bold: true },
          { text: input.client.fullName },
          ...(input.client.address ? [{ text: input.client.address }] : []),
          ...(input.sentTo ? [{ text: `Sent to ${input.sentTo}` }] : []),
        ],
        margin: [0, 12, 0, 8],
      },
      {
        text: 'This statement is not a bill. It shows how your Support at Home funding was used this month. Your contributions are invoiced separately.',
        bold: true,
        margin: [0, 0, 0, 8],
      },
      section('Your funding this month'),
      fundingBlock(s),
      ...(s.noBudgetReason
        ? [{ text: `Funding figures not shown: ${s.noBudgetReason}.`, italics: true }]
        : []),
      section('Services delivered'),
      servicesTable(s),
      section('Cancellations and no-shows'),
      cancellationsBlock(s),
      section('Adjustments and refunds'),
      adjustmentsBlock(s),
      section('Care management'),
      {
        text: `${s.careManagement.hours} hours of care management this month (price ${sahDollars(s.careManagement.grossCents)}, government ${sahDollars(s.careManagement.governmentCents)}). Care management is paid from its own account, not your services budget.`,
      },
      section('Short-term funding'),
      {
        text: s.fundingExpires
          ? `Your short-term (assistive technology, home modifications or pathway) funding ends on ${day(s.fundingExpires)}.`
          : 'You have no short-term funding with an end date.',
      },
      section('In short'),
      { ul: s.summary },
      ...(s.warnings.length > 0 ? [section('Please note'), { ul: s.warnings } as Content] : []),
      {
        text: 'Questions about this statement? Contact us. If you need an interpreter, call the Translating and Interpreting Service on 131 450.',
        margin: [0, 12, 0, 0],
        fontSize: 8,
      },
    ],
  };
  return renderPdf(doc);
}
