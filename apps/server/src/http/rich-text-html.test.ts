import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text-html.ts';

const PNG_SRC = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeRichText: one cleaner, two kinds of rich text', () => {
  it('keeps the editor marks in both and drops scripts, styles and handlers', () => {
    const html =
      '<p onclick="x()" style="color:red"><b>Bold</b> <i>it</i><script>alert(1)</script></p><h1>T</h1>';
    for (const kind of ['article', 'report'] as const) {
      expect(sanitizeRichText(html, kind)).toBe('<p><strong>Bold</strong> <em>it</em></p><h2>T</h2>');
    }
  });

  it('an article keeps code and mailto links but no image', () => {
    expect(
      sanitizeRichText(`<code>x</code><a href="mailto:a@b.au">m</a><img src="${PNG_SRC}">`, 'article'),
    ).toBe('<code>x</code><a href="mailto:a@b.au">m</a>');
  });

  it('a report keeps inline PNG/JPEG images only, and links http(s) only', () => {
    expect(
      sanitizeRichText(
        `<code>x</code><a href="mailto:a@b.au">m</a><img src="${PNG_SRC}" alt="a"><img src="https://x.au/a.png"><img src="data:image/svg+xml;base64,PHN2Zz4=">`,
        'report',
      ),
    ).toBe(`x<a>m</a><img src="${PNG_SRC}" alt="a" />`);
  });

  it('drops javascript: links in both', () => {
    for (const kind of ['article', 'report'] as const) {
      expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>', kind)).toBe('<a>x</a>');
    }
  });
});
