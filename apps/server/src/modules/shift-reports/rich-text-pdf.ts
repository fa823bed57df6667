import type { Content, ContentText } from 'pdfmake/interfaces';
import { drawableDataUrl } from '../../ports/images/image-header.ts';

/** The widest an inline image is drawn on an A4 page inside 10 mm margins. */
const IMAGE_FIT: [number, number] = [480, 360];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#') && name !== '#39') {
      return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Frame {
  tag: string;
  items: Content[];
}

const HEADINGS: Record<string, { fontSize: number; bold: true }> = {
  h2: { fontSize: 14, bold: true },
  h3: { fontSize: 12, bold: true },
  h4: { fontSize: 11, bold: true },
};

/**
 * Sanitised rich text (sanitize-report.ts: the editor's tags only) as pdfmake content: paragraphs,
 * headings, lists, quotes, bold/italic/underline/strike runs, links and inline images.
 */
export function richTextToPdf(html: string, withImages = true): Content[] {
  const stack: Frame[] = [{ tag: 'root', items: [] }];
  const top = () => stack[stack.length - 1] as Frame;
  let runs: ContentText[] = [];
  let blockStyle: object = {};
  const marks = { bold: 0, italics: 0, underline: 0, strike: 0 };
  let link: string | null = null;

  const flush = () => {
    if (runs.some((r) => String(r.text).trim() !== '')) {
      top().items.push({ text: runs, margin: [0, 0, 0, 4], ...blockStyle });
    }
    runs = [];
  };
  const close = (tag: string) => {
    flush();
    const frame = stack.pop() as Frame;
    if (tag === 'li') {
      top().items.push(frame.items.length === 1 ? (frame.items[0] as Content) : { stack: frame.items });
    } else if (tag === 'ul') {
      top().items.push({ ul: frame.items, margin: [0, 0, 0, 4] });
    } else if (tag === 'ol') {
      top().items.push({ ol: frame.items, margin: [0, 0, 0, 4] });
    } else {
      top().items.push({ stack: frame.items, margin: [12, 0, 0, 4], color: '#555555' });
    }
  };

  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, closing, rawTag, attrs, text] = m;
    if (text !== undefined) {
      const decoration = marks.underline > 0 ? 'underline' : marks.strike > 0 ? 'lineThrough' : undefined;
      runs.push({
        text: decode(text),
        ...(marks.bold > 0 ? { bold: true } : {}),
        ...(marks.italics > 0 ? { italics: true } : {}),
        ...(decoration ? { decoration } : {}),
        ...(link ? { link, color: '#1c7ed6' } : {}),
      });
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    const opening = closing !== '/';
    switch (tag) {
      case 'p':
      case 'h2':
      case 'h3':
      case 'h4':
        flush();
        blockStyle = opening ? (HEADINGS[tag] ?? {}) : {};
        break;
      case 'br':
        runs.push({ text: '\n' });
        break;
      case 'strong':
        marks.bold += opening ? 1 : -1;
        break;
      case 'em':
        marks.italics += opening ? 1 : -1;
        break;
      case 'u':
        marks.underline += opening ? 1 : -1;
        break;
      case 's':
        marks.strike += opening ? 1 : -1;
        break;
      case 'a':
        link = opening ? decode(/href="([^"]*)"/.exec(attrs ?? '')?.[1] ?? '') || null : null;
        break;
      case 'ul':
      case 'ol':
      case 'li':
      case 'blockquote':
        if (opening) {
          flush();
          stack.push({ tag, items: [] });
        } else if (top().tag === tag) {
          close(tag);
        }
        break;
      case 'img': {
        flush();
        const src = /src="([^"]*)"/.exec(attrs ?? '')?.[1] ?? '';
        top().items.push(
          withImages && drawableDataUrl(src)
            ? { image: src, fit: IMAGE_FIT, margin: [0, 2, 0, 6] }
            : { text: '[image]', italics: true, color: '#777777' },
        );
        break;
      }
      default:
        break;
    }
  }
  flush();
  while (stack.length > 1) {
    close(top().tag);
  }
  return top().items;
}
