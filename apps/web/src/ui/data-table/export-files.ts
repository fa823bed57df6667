import { formatInZone } from '@care/domain';
import {
  type ExportKind,
  exportFileName,
  toCsv,
  toPdf,
  toWorkbook,
  workbookBytes,
} from './export-builders.ts';
import type { ExportTable } from './table-data.ts';

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the file and hands it to the browser as a download (loaded on demand: jsPDF and SheetJS are large). */
export function downloadExport(kind: ExportKind, table: ExportTable, baseName: string, title: string): void {
  const name = exportFileName(baseName, kind);
  switch (kind) {
    case 'csv':
      // A byte-order mark, so Excel reads accented names as UTF-8.
      download(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), name);
      return;
    case 'excel':
      download(
        new Blob([workbookBytes(toWorkbook(table))], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
        name,
      );
      return;
    case 'pdf': {
      // Stamped in the reader's own clock: it says when this copy was made.
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const madeAt = `Exported ${formatInZone(new Date(), 'listDateTime', zone)}`;
      download(toPdf(table, title, madeAt).output('blob'), name);
      return;
    }
    default: {
      const never: never = kind;
      throw new Error(`Unknown export ${String(never)}`);
    }
  }
}
