import {
  formatTicks,
  type InvoiceLineExplanation,
  type InvoiceLineView,
  listDateTimeFormatter,
} from '@care/domain';
import type { Content } from 'pdfmake/interfaces';
import { dayMonthYear, money, timeFormatter } from './invoice-pdf-format.ts';

/** A line as the PDF prints it: its view and the explanation stored with it. */
export interface InvoicePdfLine extends InvoiceLineView {
  explanation: InvoiceLineExplanation | null;
}

export const APPENDIX_TITLE = 'Appendix: How each line was priced';

type Format = (value: string | null) => string;

function shiftText(e: InvoiceLineExplanation, at: Format): string | null {
  const s = e.shift;
  if (!s) {
    return null;
  }
  const clients = s.clients?.length ? `; clients: ${s.clients.join(', ')}` : '';
  const group = s.groupSize > 1 ? ` (a group of ${s.groupSize})` : '';
  const kinds = [s.isNightShift ? 'night shift' : '', s.isExceptionalShift ? 'exceptional shift' : '']
    .filter(Boolean)
    .join(', ');
  return `Shift: ${at(s.dateFrom)} – ${at(s.dateTo)}${clients}${group}${kinds ? `; ${kinds}` : ''}.`;
}

function attendanceText(e: InvoiceLineExplanation, at: Format): string | null {
  const a = e.attendance;
  if (!a) {
    return null;
  }
  return `Attendance: clocked in ${at(a.clockIn)}, clocked out ${at(a.clockOut)}${a.source ? ` (${a.source})` : ''}.`;
}

function splitsText(e: InvoiceLineExplanation, at: Format): string | null {
  if (!e.splits?.length) {
    return null;
  }
  const parts = e.splits.map(
    (s) => `${s.code} ${at(s.clockIn)} – ${at(s.clockOut)} (${formatTicks(s.durationTicks)}, ${s.status})`,
  );
  return `Split${parts.length > 1 ? 's' : ''}: ${parts.join('; ')}.`;
}

function editedText(e: InvoiceLineExplanation, at: Format): string | null {
  const d = e.edited;
  if (!d) {
    return null;
  }
  return `Activity changed by ${d.by} on ${at(d.at)}: from ${d.fromItemNumber ?? 'none'} to ${d.toItemNumber ?? 'none'}.`;
}

/**
 * The sentences that explain one line, in the order a reader checks them. `at` writes an instant
 * (one formatter for the whole document: building one per line dominated a long PDF).
 */
export function explanationSentences(e: InvoiceLineExplanation | null, at: Format): string[] {
  if (!e) {
    return ['No explanation was stored with this line.'];
  }
  return [
    shiftText(e, at),
    e.worker ? `Worker: ${e.worker.fullName}.` : 'Worker: none recorded.',
    attendanceText(e, at),
    splitsText(e, at),
    e.band?.text ?? null,
    e.item?.text ?? null,
    e.pricing?.text ?? null,
    e.cancellation?.text ?? null,
    e.ttp,
    editedText(e, at),
  ].filter((s): s is string => typeof s === 'string' && s !== '');
}

/** The appendix: per line (numbered as the table numbers them) where it came from and how it was priced. */
export function appendix(lines: readonly InvoicePdfLine[], zone: string): Content[] {
  const time = timeFormatter(zone);
  const at = listDateTimeFormatter(zone);
  return [
    { text: APPENDIX_TITLE, fontSize: 13, bold: true, margin: [0, 14, 0, 4] },
    ...lines.map(
      (line, i): Content => ({
        stack: [
          {
            text: `Line ${i + 1}: ${dayMonthYear(line.date)} ${line.day}, ${time(line.dateFrom)}–${time(line.dateTo)}, ${line.itemNumber ?? 'no item'}, ${money(line.amountCents)}`,
            bold: true,
          },
          // One text of bulleted lines: far cheaper for pdfmake to lay out than a list per line.
          {
            text: explanationSentences(line.explanation, at)
              .map((s) => `•  ${s}`)
              .join('\n'),
            fontSize: 8,
          },
        ],
        margin: [0, 0, 0, 6],
        unbreakable: true,
      }),
    ),
  ];
}
