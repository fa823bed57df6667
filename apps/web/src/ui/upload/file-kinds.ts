import { UPLOAD_RULES } from '@care/domain';

/** What a file-drop area accepts: MIME types with their extensions, and the largest size. */
export interface FileKind {
  accept: Record<string, string[]>;
  extensions: readonly string[];
  maxBytes: number;
  /** How the accepted types read in a hint: '.pdf, .doc or .docx'. */
  label: string;
}

/** Documents: offer letters and invitation templates (spec 2 §5). */
export const DOCUMENT_FILE: FileKind = {
  accept: {
    'application/pdf': ['.pdf'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
  extensions: ['.pdf', '.doc', '.docx'],
  maxBytes: UPLOAD_RULES.document.maxBytes,
  label: '.pdf, .doc or .docx',
};

/** Excel workbooks for the spreadsheet imports (spec 2 §5). */
export const SPREADSHEET_FILE: FileKind = {
  accept: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    'application/vnd.ms-excel': ['.xls'],
  },
  extensions: ['.xlsx', '.xls'],
  maxBytes: UPLOAD_RULES.spreadsheet.maxBytes,
  label: '.xlsx or .xls',
};

/** True when the file's name ends with one of the kind's extensions (browsers report MIME types unevenly). */
export function hasAcceptedExtension(file: File, kind: FileKind): boolean {
  const name = file.name.toLowerCase();
  return kind.extensions.some((ext) => name.endsWith(ext));
}

/** '240 KB', '1.4 MB': a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) {
    return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  }
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
