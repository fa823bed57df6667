import { isApiError } from '../../api/api-error.ts';

/** One refused cell of an upload: the sheet's row number, the field and what is wrong. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

const ROW_KEY = /^row(\d+)\.(.*)$/i;

/**
 * The bad rows of a refused upload. The server sends them as `rows` and, for clients that read
 * per-field messages only, as errors keyed `row{n}.{field}`; the API client keeps the latter.
 */
export function rowProblemsOf(error: unknown): RowProblem[] {
  if (!isApiError(error)) {
    return [];
  }
  const problems: RowProblem[] = [];
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const match = ROW_KEY.exec(key);
    if (match?.[1] !== undefined) {
      problems.push({ row: Number(match[1]), field: match[2] ?? '', message });
    }
  }
  return problems.sort((a, b) => a.row - b.row);
}

/** The refusal's message about the file itself (no column, no rows, wrong type), if any. */
export function fileProblemOf(error: unknown): string | null {
  return isApiError(error) ? (error.fieldErrors.excelfile ?? error.fieldErrors.file ?? null) : null;
}
