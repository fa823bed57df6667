import type { ChecklistRow, FormSummary } from './form-api.ts';

/** Documents the checklist looks for among the client's uploads (reference A3, OCC's rows). */
export const CHECKLIST_DOCUMENTS = [
  'NDIS Plan',
  'Privacy Statement',
  'Medication Chart',
  'Behaviour Support Plan',
] as const;

export interface DocumentOnFile {
  documentName: string;
  expirationDate: string | null;
  displayStatus: string;
}

/**
 * The checklist's rows, computed from what is on file: each other form by its current status
 * (the required four must be signed and not overdue), then the documents by name.
 */
export function checklistRows(
  forms: readonly FormSummary[],
  documents: readonly DocumentOnFile[],
): ChecklistRow[] {
  const formRows = forms
    .filter((f) => f.slug !== 'participant-checklist')
    .map((f): ChecklistRow => {
      const onFile = f.formId !== null && f.status !== null && f.status !== 'draft';
      const current = f.status === 'signed' || f.status === 'due for review';
      return {
        name: f.name,
        slug: f.slug,
        required: f.required,
        onFile,
        current,
        status: f.status ?? 'not started',
        currentUntil: f.reviewDate,
        lastModified: f.lastModified,
      };
    });
  const documentRows = CHECKLIST_DOCUMENTS.map((name): ChecklistRow => {
    const doc = documents.find((d) => d.documentName.trim().toLowerCase() === name.toLowerCase());
    const current = doc !== undefined && !['expired', 'Rejected'].includes(doc.displayStatus);
    return {
      name,
      slug: null,
      required: name === 'NDIS Plan',
      onFile: doc !== undefined,
      current,
      status: doc?.displayStatus ?? 'not on file',
      currentUntil: doc?.expirationDate ?? null,
      lastModified: null,
    };
  });
  return [...formRows, ...documentRows];
}

/** The required rows not on file or not current: the checklist is complete when there are none. */
export function checklistGaps(rows: readonly ChecklistRow[]): string[] {
  return rows
    .filter((r) => r.required && !(r.onFile && r.current))
    .map((r) => `${r.name} on file and current`);
}
