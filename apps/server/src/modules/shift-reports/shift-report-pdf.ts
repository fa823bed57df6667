import { formatInZone, type ShiftReportView } from '@care/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PdfRenderError, renderPdf } from '../../ports/pdf/render-pdf.ts';
import { richTextToPdf } from './rich-text-pdf.ts';

/** 10 mm in points (spec 3 §9: A4, 10 mm margins). */
const MARGIN = (10 / 25.4) * 72;

export interface ShiftReportPdfInput {
  report: ShiftReportView;
  companyName: string;
  zone: string;
  /** The signing worker's signature as a PNG/JPEG data URL, when they have one. */
  signatureImage: string | null;
}

const empty = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const yesNo = (v: boolean | null) => (v === true ? 'Yes' : v === false ? 'No' : 'Not answered');

const row = (label: string, value: string | null | undefined): Content[] => [
  { text: label, color: '#555555' },
  { text: empty(value) ? '—' : String(value) },
];

const heading = (text: string): Content => ({ text, bold: true, fontSize: 12, margin: [0, 12, 0, 4] });

const table = (rows: Content[][]): Content => ({
  table: { widths: [170, '*'], body: rows },
  layout: 'lightHorizontalLines',
});

/** A Yes/No question of the form with the details it asked for (spec 3 §5). */
const question = (label: string, answer: boolean | null, details: string | null): Content[][] => [
  row(label, yesNo(answer)),
  ...(empty(details) ? [] : [row('Details', details)]),
];

/** The file name the download carries: ShiftReport-<client>-<date>.pdf. */
export function shiftReportFileName(report: ShiftReportView, zone: string): string {
  const client = (report.shiftRoster.profile?.fullName ?? report.shiftRoster.clients) || 'Client';
  return `ShiftReport-${client}-${formatInZone(report.shiftRoster.dateFrom, 'date', zone)}.pdf`;
}

function documentOf(input: ShiftReportPdfInput, withImages: boolean): TDocumentDefinitions {
  const { report: r, zone } = input;
  const when = (v: string | null) => formatInZone(v, 'listDateTime', zone);
  const worker = r.shiftRoster.staff?.fullName ?? '';
  const signature: Content[] = r.isSigned
    ? [
        ...(input.signatureImage && withImages
          ? [{ image: input.signatureImage, fit: [200, 80] as [number, number] }]
          : []),
        { text: `Signed by ${worker} at ${when(r.signedAt)}` },
      ]
    : [{ text: 'Not signed', bold: true, color: '#c92a2a' }];
  return {
    info: { title: `Shift Report ${r.shiftRoster.clients}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      { text: input.companyName, color: '#555555' },
      { text: 'Shift Report', fontSize: 16, bold: true, margin: [0, 4, 0, 8] },
      table([
        row('Client', r.shiftRoster.clients),
        row('Support worker', worker),
        row('Shift', `${when(r.shiftRoster.dateFrom)} – ${when(r.shiftRoster.dateTo)}`),
      ]),
      heading('Urgent matters'),
      table([row('Urgent matters', r.urgentMatters)]),
      heading('Medication'),
      table([
        row('Medication given', r.medicationGiven),
        row('Medication signed', r.medicationSigned),
        row('Medication available', r.medicationAvailable),
        row('Medication errors', r.medicatioErrors),
      ]),
      heading('Wellbeing'),
      table([
        ...question(
          'Meal management plan followed?',
          r.isMealManagementPlan,
          r.details_IfNotMealMaganementPlan,
        ),
        ...question('Any concerns about drinking?', r.isDrinkingProblem, r.details_IfProblemExist),
        ...question('Health issues?', r.isHealthIssues, r.details_IfHealthIssuesExist),
        ...question('Incident?', r.isIncident, r.details_IfIsIncident),
        ...(r.incident
          ? [row('In the incident register', `${r.incident.incidentNo}: ${r.incident.title}`)]
          : []),
        ...question('Behaviour of concern?', r.isBehaviourConcerned, r.details_ifIsBehaviourConcerned),
      ]),
      heading('Goal progress'),
      ...richTextToPdf(r.goal_Progress, withImages),
      heading('Contact with family'),
      { text: empty(r.contactFamily) ? '—' : String(r.contactFamily) },
      heading('Signature'),
      ...signature,
    ],
  };
}

/** The shift report as an A4 PDF; an image pdfmake cannot read is left out rather than failing the download. */
export async function shiftReportPdf(input: ShiftReportPdfInput): Promise<Buffer> {
  try {
    return await renderPdf(documentOf(input, true));
  } catch (error) {
    // pdfmake refused the document (an image it cannot read); a time-out or a busy company is no reason to retry.
    if (!(error instanceof PdfRenderError)) {
      throw error;
    }
    return renderPdf(documentOf(input, false));
  }
}
