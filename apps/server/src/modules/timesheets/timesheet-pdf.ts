import {
  formatInZone,
  formatTicks,
  listDateTimeFormatter,
  type PeriodicTimesheetView,
  SHIFT_CODES,
  shiftCodeName,
  splitStatusLabel,
  TIMESHEET_MESSAGES,
  type TimesheetAttendanceView,
  type TimesheetSplitView,
} from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, headerRule, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';
import { totalsOf } from './periodic-timesheets.ts';
import type { Period } from './timesheet-period.ts';

const km = (value: number) => `${value.toFixed(2)} km`;

// The PDFs' date formatter is the domain's (next to formatInZone, whose 'listDateTime' it equals).
export { listDateTimeFormatter };

/** The company's details and the period, at the top of every timesheet PDF. */
function header(company: PdfCompany, title: string, period: Period, zone: string): Content[] {
  return [
    ...companyLines(company),
    { text: title, fontSize: 16, bold: true, margin: [0, 8, 0, 2] },
    {
      text: `Period: ${formatInZone(period.from, 'listDateTime', zone)} – ${formatInZone(period.to, 'listDateTime', zone)}`,
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The codes of a timesheet in the screens' order (known codes first, then any other as-is). */
function codesOf(byCode: Record<string, number | undefined>): string[] {
  const known = SHIFT_CODES.filter((c) => byCode[c] !== undefined);
  const other = Object.keys(byCode)
    .filter((c) => !(SHIFT_CODES as readonly string[]).includes(c))
    .sort();
  return [...known, ...other];
}

function totalsTable(t: PeriodicTimesheetView): Content {
  const rows: TableCell[][] = codesOf(t.byCode).map((code) => [
    code,
    shiftCodeName(code),
    formatTicks(t.byCode[code] ?? 0),
  ]);
  return {
    table: {
      widths: [40, '*', 110],
      headerRows: 1,
      body: [
        head('Code', 'Name', 'Duration'),
        ...rows,
        [
          { text: 'Total duration', bold: true, colSpan: 2 },
          '',
          { text: formatTicks(t.totalDuration), bold: true },
        ],
        [{ text: 'Total km', colSpan: 2 }, '', km(t.totalKm)],
        [{ text: 'Sleepover shifts', colSpan: 2 }, '', String(t.nightShift)],
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

function splitsTable(splits: readonly TimesheetSplitView[], time: (v: string) => string): Content {
  if (splits.length === 0) {
    return { text: TIMESHEET_MESSAGES.noRecords, italics: true };
  }
  return {
    table: {
      widths: [48, INNER - 48 - 26 - 76 - 76 - 58 - 62 - 7 * 8, 26, 76, 76, 58, 62],
      headerRows: 1,
      body: [
        head('Date', 'Clients', 'Code', 'From', 'To', 'Duration', 'Status'),
        ...splits.map((s): TableCell[] => [
          s.localDate.split('-').reverse().join('-'),
          s.shiftRoster.clients,
          s.shift,
          time(s.clockIn),
          time(s.clockOut),
          formatTicks(s.duration),
          splitStatusLabel(s.status, 'admin'),
        ]),
      ],
    },
    layout: headerRule,
    fontSize: 8,
  };
}

export interface TimesheetPdfInput {
  company: PdfCompany;
  zone: string;
  period: Period;
  timesheets: readonly PeriodicTimesheetView[];
}

/**
 * The timesheets of a period as an A4 PDF (spec 3 §2.2): the company's name, ABN and address, the
 * period, then per staff member (each from a new page) the totals by code, km, sleepovers and the
 * total duration, and the splits.
 */
export function timesheetPdf(input: TimesheetPdfInput): Promise<Buffer> {
  const { company, zone, period } = input;
  const time = listDateTimeFormatter(zone);
  const staff: Content[] = input.timesheets.flatMap((t, i): Content[] => [
    {
      text: t.staffName,
      fontSize: 13,
      bold: true,
      margin: [0, 4, 0, 4],
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    },
    totalsTable(t),
    splitsTable(t.attendanceSplits, time),
  ]);
  const doc: TDocumentDefinitions = {
    info: {
      title: `Timesheet ${formatInZone(period.from, 'date', zone)} to ${formatInZone(period.to, 'date', zone)}`,
    },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      ...header(company, 'Timesheet', period, zone),
      ...(staff.length > 0 ? staff : [{ text: TIMESHEET_MESSAGES.noRecords }]),
    ],
  };
  return renderPdf(doc);
}

/**
 * The Timesheet Report as an A4 PDF (Generate Shift Attendance Report): company and period, the
 * total duration and km of the listed splits, and one row per attendance with its codes.
 */
export function shiftAttendancePdf(input: {
  company: PdfCompany;
  zone: string;
  period: Period;
  attendances: readonly TimesheetAttendanceView[];
}): Promise<Buffer> {
  const { company, zone, period } = input;
  const totals = totalsOf(input.attendances.flatMap((a) => a.attendanceSplits));
  const time = listDateTimeFormatter(zone);
  const codes = (a: TimesheetAttendanceView) => {
    const t = totalsOf(a.attendanceSplits);
    return codesOf(t.byCode)
      .map((c) => `${c} ${formatTicks(t.byCode[c] ?? 0)}`)
      .join('\n');
  };
  const doc: TDocumentDefinitions = {
    info: { title: 'Shift Attendance Report' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      ...header(company, 'Shift Attendance Report', period, zone),
      { text: `Total duration: ${formatTicks(totals.totalDuration)}` },
      { text: `Total km: ${km(totals.totalKm)}`, margin: [0, 0, 0, 8] },
      input.attendances.length === 0
        ? { text: TIMESHEET_MESSAGES.noRecords }
        : {
            table: {
              widths: [80, INNER - 80 - 72 - 72 - 90 - 36 - 6 * 8, 72, 72, 90, 36],
              headerRows: 1,
              body: [
                head('Staff', 'Clients', 'Clock-In', 'Clock-Out', 'Duration by code', 'Km'),
                ...input.attendances.map((a): TableCell[] => [
                  a.staff.fullName,
                  a.shiftRoster.clients,
                  time(a.clockIn),
                  a.clockOut ? time(a.clockOut) : 'In Shift',
                  codes(a),
                  totalsOf(a.attendanceSplits).totalKm.toFixed(2),
                ]),
              ],
            },
            layout: headerRule,
            fontSize: 8,
          },
    ],
  };
  return renderPdf(doc);
}
