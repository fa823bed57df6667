import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const fontsDir = `${dirname(require.resolve('pdfmake/package.json'))}/fonts/Roboto`;

pdfmake.setFonts({
  Roboto: {
    normal: `${fontsDir}/Roboto-Regular.ttf`,
    bold: `${fontsDir}/Roboto-Medium.ttf`,
    italics: `${fontsDir}/Roboto-Italic.ttf`,
    bolditalics: `${fontsDir}/Roboto-MediumItalic.ttf`,
  },
});
// Only the bundled fonts may be read from disk; documents never load local files or URLs.
pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(fontsDir));
pdfmake.setUrlAccessPolicy(() => false);
// Table layouts are functions, which cannot travel to the worker: documents name them instead.
pdfmake.addTableLayouts({
  /** Long tables: one rule under the header, no others (every rule is drawn per row; thousands of rows). */
  headerRule: {
    hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
    vLineWidth: () => 0,
    hLineColor: () => '#999999',
    paddingTop: () => 1,
    paddingBottom: () => 1,
  },
});

/** Renders a document here, on this thread (A4 portrait, 10 pt); the server calls `renderPdf` instead. */
export function makePdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({ pageSize: 'A4', pageOrientation: 'portrait', defaultStyle: { fontSize: 10 }, ...doc })
    .getBuffer();
}
