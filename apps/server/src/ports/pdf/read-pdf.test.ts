import { expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.ts';
import { renderPdf } from './render-pdf.ts';

// The tests read PDFs back through test/pdf.ts; a ligature's glyph ("fi") once shifted every glyph
// after it in the font's map, so a date drawn later read as "2�/12/2026".
it('reads text back whole after a ligature glyph, digits and all', async () => {
  const text = 'The office filed the final fix. Signed by Ann Lee at 24/12/2026 5:11 PM';
  const bytes = await renderPdf({ content: [{ text }] });
  expect(readPdf(bytes).text.trim()).toBe(text);
});
