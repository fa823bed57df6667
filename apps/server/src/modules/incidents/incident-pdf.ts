import {
  COMMISSION_FORM_LABELS,
  describeCountdown,
  formatInZone,
  type IncidentView,
  REPORTABLE_CATEGORIES,
} from '@care/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';

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

/** The file name a download carries: Incident-INC-0007.pdf. */
export const incidentFileName = (i: IncidentView) => `Incident-${i.incidentNo}.pdf`;

/** The incident record as an A4 PDF: every field, the clocks with their rule text, the review. */
function documentOf(i: IncidentView, company: PdfCompany, zone: string, now: Date): TDocumentDefinitions {
  const when = (v: string | null) => formatInZone(v, 'listDateTime', zone);
  const categories = REPORTABLE_CATEGORIES.filter((c) => i.categories.includes(c.number));
  const clockText = (c: IncidentView['clocks'][number]) =>
    c.submittedAt
      ? `Lodged ${when(c.submittedAt)}${c.state === 'submittedLate' ? ' (late)' : ''}`
      : `Due ${when(c.dueAt)}: ${describeCountdown(c.dueAt ? new Date(c.dueAt).getTime() - now.getTime() : 0)}`;
  return {
    info: { title: `Incident ${i.incidentNo}` },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      ...companyLines(company),
      { text: `${i.type} ${i.incidentNo}: ${i.title}`, fontSize: 16, bold: true, margin: [0, 8, 0, 8] },
      table([
        row('Status', i.status),
        row('Participant', i.clientName),
        row('Worker', i.staffName),
        row('Happened', when(i.occurredAt)),
        row('Where', i.location),
        row('Reported by', `${i.reportedBy}, ${when(i.reportedAt)}`),
        row('Key personnel aware', when(i.awareAt)),
      ]),
      heading('What happened'),
      table([
        row('Description', i.description),
        row('Immediate actions', i.immediateActions),
        row('Anyone harmed', yesNo(i.personHarmed)),
        ...(i.personHarmed ? [row('Harm or injury', i.harmDetails)] : []),
        row('First aid given', yesNo(i.firstAid)),
        row('Emergency services', i.emergencyServices.join(', ') || 'None'),
        row('Police reference', i.policeReference),
        row('Others involved', i.othersInvolved),
        row('Family told', yesNo(i.familyNotified)),
        row('Guardian told', yesNo(i.guardianNotified)),
      ]),
      heading('Witnesses'),
      i.witnesses.length === 0
        ? { text: 'None recorded' }
        : {
            table: {
              widths: [120, 110, '*'],
              body: [
                head('Name', 'Contact', 'Statement'),
                ...i.witnesses.map((w) => [w.name, w.contact ?? '—', w.statement ?? '—']),
              ],
            },
            layout: 'lightHorizontalLines',
          },
      heading('Reportable to the NDIS Commission'),
      table([
        row('Decision', i.reportable),
        ...categories.map((c) => row(`Category ${c.number}`, `“${c.text}”`)),
        ...(i.categories.includes(6)
          ? [row('Restrictive practice caused harm', yesNo(i.restrictivePracticeHarm))]
          : []),
        ...i.clocks.map((c) => row(c.label, clockText(c))),
        ...i.notifications.map((n) =>
          row(`${COMMISSION_FORM_LABELS[n.form]} reference`, `${n.reference} (recorded by ${n.recordedBy})`),
        ),
      ]),
      ...i.clocks.map(
        (c): Content => ({
          text: `${c.label}: ${c.rule}`,
          fontSize: 8,
          color: '#555555',
          margin: [0, 2, 0, 0],
        }),
      ),
      heading('Acknowledged by key personnel'),
      i.acknowledgements.length === 0
        ? { text: 'Not yet acknowledged', bold: true, color: '#c92a2a' }
        : { ul: i.acknowledgements.map((a) => `${a.name}, ${when(a.at)}`) },
      heading('Investigation and review'),
      table([
        row('Investigation started', when(i.investigationStartedAt)),
        row('Findings', i.findings),
        row('Closed', i.closedAt ? `${when(i.closedAt)} by ${i.closedBy ?? ''}` : null),
      ]),
      heading('Corrective actions'),
      i.correctiveActions.length === 0
        ? { text: 'None recorded' }
        : {
            table: {
              widths: ['*', 100, 65, 65],
              body: [
                head('Action', 'Owner', 'Due', 'Done'),
                ...i.correctiveActions.map((a) => [
                  a.action,
                  a.owner,
                  formatInZone(`${a.dueDate}T12:00:00Z`, 'date', 'UTC'),
                  a.doneDate ? formatInZone(`${a.doneDate}T12:00:00Z`, 'date', 'UTC') : 'Open',
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
      {
        text: `Printed ${when(now.toISOString())}. The product records the rules and dates; it does not lodge with the Commission nor certify compliance.`,
        fontSize: 8,
        color: '#555555',
        margin: [0, 16, 0, 0],
      },
    ],
  };
}

export const incidentPdf = (i: IncidentView, company: PdfCompany, zone: string, now: Date): Promise<Buffer> =>
  renderPdf(documentOf(i, company, zone, now));
