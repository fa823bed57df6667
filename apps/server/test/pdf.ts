import { inflateSync } from 'node:zlib';

/**
 * Reads back what a server-rendered PDF (pdfmake/pdfkit) says. Its content streams are
 * Flate-compressed and its text is written as glyph ids of an embedded font subset, so the text is
 * recovered the way a viewer copies it: inflate each stream, then map the glyph ids of each text
 * run through the ToUnicode map of the font selected for it.
 */
export interface PdfText {
  /** Every text run in drawing order, joined as drawn (pdfmake writes each word with its trailing space). */
  text: string;
  /** The Info dictionary's /Title. */
  title: string | undefined;
  pageCount: number;
}

function objects(pdf: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\s*([\s\S]*?)\nendobj/g)) {
    out.set(m[1] as string, m[2] as string);
  }
  return out;
}

function streamOf(body: string | undefined): string {
  const m = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body ?? '');
  if (!m) {
    return '';
  }
  // The stated length, when there is one: compressed data may itself end in a \r, which the pattern would drop.
  const length = Number(/\/Length (\d+)(?!\s+\d+\s+R)\s/.exec(body ?? '')?.[1] ?? Number.NaN);
  const start = (m.index ?? 0) + (/^stream\r?\n/.exec(m[0])?.[0].length ?? 0);
  const exact = Number.isFinite(length) ? (body ?? '').slice(start, start + length) : (m[1] as string);
  const raw = Buffer.from(exact, 'latin1');
  return (/\/FlateDecode/.test(body ?? '') ? inflateSync(raw) : raw).toString('latin1');
}

/**
 * A ToUnicode target: UTF-16 code units in hex, which pdfkit separates by spaces for a glyph of
 * several characters (a ligature such as "fi") and leaves empty for a glyph of none.
 */
const hexChars = (hex: string) =>
  String.fromCharCode(
    ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
  );

/** The glyph id → text map of a ToUnicode CMap (bfrange with arrays or offsets, and bfchar). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of (block[1] as string).matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g)) {
      const from = Number.parseInt(r[1] as string, 16);
      const to = Number.parseInt(r[2] as string, 16);
      const target = r[3] as string;
      if (target.startsWith('[')) {
        // Every entry counts, the empty and the spaced ones too, or the glyphs after them shift.
        for (const [i, t] of [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].entries()) {
          map.set(from + i, hexChars(t[1] as string));
        }
      } else {
        const base = Number.parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code++) {
          map.set(code, String.fromCodePoint(base + code - from));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of (block[1] as string).matchAll(/<(\w+)>\s*<(\w+)>/g)) {
      map.set(Number.parseInt(r[1] as string, 16), hexChars(r[2] as string));
    }
  }
  return map;
}

export function readPdf(bytes: Buffer): PdfText {
  const pdf = bytes.toString('latin1');
  const objs = objects(pdf);
  const ref = (body: string | undefined, key: string) =>
    new RegExp(`/${key} (\\d+) 0 R`).exec(body ?? '')?.[1];

  const lines: string[] = [];
  let pageCount = 0;
  for (const page of [...objs.values()].filter((b) => /\/Type \/Page\b/.test(b))) {
    pageCount++;
    const resources = objs.get(ref(page, 'Resources') ?? '') ?? page;
    const fontDict = /\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const f of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = streamOf(objs.get(ref(objs.get(f[2] as string), 'ToUnicode') ?? ''));
      fonts.set(f[1] as string, toUnicode(cmap));
    }
    const content = streamOf(objs.get(ref(page, 'Contents') ?? ''));
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<number, string>();
      let line = '';
      for (const t of (block[1] as string).matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
        if (t[1]) {
          font = fonts.get(t[1]) ?? new Map();
        } else {
          for (const glyph of (t[2] as string).match(/.{4}/g) ?? []) {
            line += font.get(Number.parseInt(glyph, 16)) ?? '\uFFFD';
          }
        }
      }
      lines.push(line);
    }
  }
  const info = objs.get(/\/Info (\d+) 0 R/.exec(pdf)?.[1] ?? '');
  const titleBody = objs.get(ref(info, 'Title') ?? '') ?? /\/Title (\([^)]*\))/.exec(info ?? '')?.[1];
  const title = /^\s*\(([\s\S]*)\)\s*$/.exec(titleBody ?? '')?.[1];
  return { text: lines.join(''), title, pageCount };
}
