import { describe, expect, it } from 'vitest';
import { richTextToPdf } from './rich-text-pdf.ts';
import { inlineImageBytes, sanitizeGoalProgress } from './sanitize-report.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('sanitizeGoalProgress', () => {
  it('keeps the editor’s marks and maps pasted ones (b, i, h1) to them', () => {
    expect(sanitizeGoalProgress('<h1>Title</h1><p><b>Bold</b> and <i>italic</i> words here</p>')).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em> words here</p>',
    );
  });

  it('drops scripts with their text, styles, event handlers, SVG and remote images', () => {
    const out = sanitizeGoalProgress(
      `<p style="color:red" onmouseover="x()">Plenty of text in this paragraph<script>steal()</script></p><img src="https://evil.example/x.png"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="${PNG}">`,
    );
    expect(out).toBe(`<p>Plenty of text in this paragraph</p><img src="${PNG}" />`);
  });

  it('counts the text left after sanitising toward the 20 characters', () => {
    expect(() => sanitizeGoalProgress('<p>Short</p><script>a very long script text here</script>')).toThrow(
      /at least 20 characters/,
    );
  });

  it('measures the decoded bytes of inline images', () => {
    expect(inlineImageBytes(`<img src="${PNG}" />`)).toBe(70);
  });
});

describe('richTextToPdf', () => {
  it('turns paragraphs, headings, lists, marks, links and images into pdfmake content', () => {
    const content = richTextToPdf(
      `<h2>Goal</h2><p><strong>Bold</strong> <em>it</em> &amp; <a href="https://a.example">link</a></p><ol><li>One</li><li><p>Two</p></li></ol><blockquote><p>Quote</p></blockquote><img src="${PNG}" />`,
    );
    expect(content).toEqual([
      { text: [{ text: 'Goal' }], margin: [0, 0, 0, 4], fontSize: 14, bold: true },
      {
        text: [
          { text: 'Bold', bold: true },
          { text: ' ' },
          { text: 'it', italics: true },
          { text: ' & ' },
          { text: 'link', link: 'https://a.example', color: '#1c7ed6' },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        ol: [
          { text: [{ text: 'One' }], margin: [0, 0, 0, 4] },
          { text: [{ text: 'Two' }], margin: [0, 0, 0, 4] },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        stack: [{ text: [{ text: 'Quote' }], margin: [0, 0, 0, 4] }],
        margin: [12, 0, 0, 4],
        color: '#555555',
      },
      { image: PNG, fit: [480, 360], margin: [0, 2, 0, 6] },
    ]);
  });

  it('writes [image] in place of images when asked not to draw them', () => {
    expect(richTextToPdf(`<img src="${PNG}" />`, false)).toEqual([
      { text: '[image]', italics: true, color: '#777777' },
    ]);
  });
});
