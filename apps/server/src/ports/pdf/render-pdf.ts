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

/** Renders a server-side PDF (A4 portrait, 10 pt, as docs/architecture.md's exports say). */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({ pageSize: 'A4', pageOrientation: 'portrait', defaultStyle: { fontSize: 10 }, ...doc })
    .getBuffer();
}
