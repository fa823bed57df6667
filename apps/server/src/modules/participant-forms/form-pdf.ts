import {
  allSections,
  type CellDef,
  type FieldDef,
  type FieldValue,
  type FormDef,
  formatCalendarDate,
  formatInZone,
  frequencyText,
  type ParticipantFormView,
  SIGNER_LABELS,
} from '@care/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PdfRenderError, renderPdf } from '../../ports/pdf/render-pdf.ts';
import { companyLines, head, INNER, MARGIN, type PdfCompany } from '../pdf-kit/pdf-kit.api.ts';

export interface FormPdfInput {
  def: FormDef;
  form: ParticipantFormView;
  company: PdfCompany;
  participant: string;
  zone: string;
}

const LABEL_WIDTH = 190;

/** A value as the form shows it: dates as DD-MM-YYYY, yes/no, money with cents. */
function shown(field: CellDef | FieldDef, value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  switch (field.kind) {
    case 'date':
      return formatCalendarDate(String(value));
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return typeof value === 'number' ? `$${value.toFixed(2)}` : String(value);
    default:
      return String(value);
  }
}

function rowsTable(field: Extract<FieldDef, { kind: 'rows' }>, value: FieldValue | undefined): Content {
  const rows = Array.isArray(value) ? value : [];
  if (rows.length === 0) {
    return { text: `${field.label}: none`, color: '#555555', margin: [0, 2, 0, 2] };
  }
  const width = INNER / field.columns.length;
  return {
    margin: [0, 2, 0, 6],
    table: {
      headerRows: 1,
      widths: field.columns.map(() => width - 8),
      body: [
        head(...field.columns.map((c) => c.label)),
        ...rows.map((r): TableCell[] =>
          field.columns.map((c) => ({
            // A schedule's days print as the agreement reads ('Monday to Friday'), stored as they may be.
            text:
              c.key === 'frequency' ? frequencyText(shown(c, r[c.key] ?? null)) : shown(c, r[c.key] ?? null),
          })),
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function sectionContent(def: FormDef, form: ParticipantFormView): Content[] {
  return allSections(def).flatMap((section): Content[] => {
    const plain = section.fields.filter((f) => f.kind !== 'rows');
    const tables = section.fields.filter((f): f is Extract<FieldDef, { kind: 'rows' }> => f.kind === 'rows');
    return [
      { text: section.title, bold: true, fontSize: 12, margin: [0, 12, 0, 4] },
      ...(plain.length > 0
        ? [
            {
              table: {
                widths: [LABEL_WIDTH, INNER - LABEL_WIDTH - 10],
                body: plain.map((f): TableCell[] => [
                  { text: f.label, color: '#555555' },
                  { text: shown(f, form.values[f.key]) },
                ]),
              },
              layout: 'lightHorizontalLines',
            } satisfies Content,
          ]
        : []),
      ...tables.flatMap((t): Content[] => [
        { text: t.label, margin: [0, 4, 0, 0] },
        rowsTable(t, form.values[t.key]),
      ]),
    ];
  });
}

function signatureContent(form: ParticipantFormView, zone: string, withImages: boolean): Content[] {
  if (form.signatures.length === 0) {
    return [{ text: 'Not signed', bold: true, color: '#c92a2a' }];
  }
  return form.signatures.flatMap((s): Content[] => [
    ...(s.signatureImage && withImages
      ? [{ image: s.signatureImage, fit: [200, 70] as [number, number] }]
      : []),
    {
      text: `Signed by ${s.name} (${SIGNER_LABELS[s.role]}${s.position ? `, ${s.position}` : ''}) on ${formatInZone(s.signedAt, 'listDateTime', zone)}${s.method === 'verbal' ? `: verbal agreement recorded by ${s.recordedBy}` : ''}`,
      margin: [0, 2, 0, 2],
    },
    ...(s.notes
      ? [{ text: s.notes, color: '#555555', margin: [0, 0, 0, 6] as [number, number, number, number] }]
      : []),
  ]);
}

function documentOf(input: FormPdfInput, withImages: boolean): TDocumentDefinitions {
  const { def, form, zone } = input;
  const checklist: Content[] = form.computedRows
    ? [
        { text: 'Participant file', bold: true, fontSize: 12, margin: [0, 12, 0, 4] },
        {
          table: {
            headerRows: 1,
            widths: [180, 60, 80, 80, INNER - 440],
            body: [
              head('Form or document', 'Required', 'Status', 'Current until', 'On file'),
              ...form.computedRows.map((r): TableCell[] => [
                r.name,
                r.required ? 'Yes' : 'No',
                r.status,
                formatCalendarDate(r.currentUntil) || '—',
                r.onFile ? 'Yes' : 'No',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ]
    : [];
  return {
    info: { title: `${def.name} ${input.participant}` },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      ...companyLines(input.company),
      { text: def.name, fontSize: 16, bold: true, margin: [0, 8, 0, 2] },
      {
        text: `Participant: ${input.participant} · Version ${form.version} · Status: ${form.status.charAt(0).toUpperCase()}${form.status.slice(1)} · Next review: ${formatCalendarDate(form.reviewDate) || 'none'}`,
        margin: [0, 0, 0, 4],
      },
      { text: def.purpose, color: '#555555', fontSize: 9 },
      ...sectionContent(def, form),
      ...checklist,
      { text: 'Signatures', bold: true, fontSize: 12, margin: [0, 12, 0, 4] },
      ...signatureContent(form, zone, withImages),
    ],
  };
}

/** The form as an A4 PDF; an image pdfmake cannot read is left out rather than failing the download. */
export async function formPdf(input: FormPdfInput): Promise<Buffer> {
  try {
    return await renderPdf(documentOf(input, true));
  } catch (error) {
    if (!(error instanceof PdfRenderError)) {
      throw error;
    }
    return renderPdf(documentOf(input, false));
  }
}

/** The download's name: <Form>-<participant>-v<version>.pdf. */
export const formPdfFileName = (def: FormDef, participant: string, version: number) =>
  `${def.name.replace(/\s+/g, '')}-${participant}-v${version}.pdf`;
