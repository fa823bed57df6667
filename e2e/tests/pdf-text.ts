import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF, good enough to check what a server-made document says. pdfmake embeds font
 * subsets, so its text is glyph numbers: each font's ToUnicode map turns them back into letters.
 * Plain (uncompressed, literal-string) text is read as well, so a change of PDF library keeps
 * the check working. Lines are joined with newlines; text runs inside a line are joined directly.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const objectPattern = /(\d+) 0 obj\b/g;
  for (let match = objectPattern.exec(raw); match; match = objectPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    if (end < 0) {
      break;
    }
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0 && body.includes('endstream')) {
      dict = body.slice(0, streamAt);
      let dataStart = start + streamAt + 'stream'.length;
      if (raw[dataStart] === '\r') {
        dataStart += 1;
      }
      if (raw[dataStart] === '\n') {
        dataStart += 1;
      }
      // The stated length when direct: compressed data may itself end in a CR or LF.
      const length = Number(/\/Length (\d+)(?!\s+\d+\s+R)\s/.exec(dict)?.[1] ?? Number.NaN);
      const dataEnd = Number.isFinite(length) ? dataStart + length : raw.lastIndexOf('endstream', end);
      const data = pdf.subarray(dataStart, dataEnd);
      stream = /\/FlateDecode/.test(dict) ? inflate(data) : data;
    }
    objects.set(Number(match[1]), { dict, stream });
    objectPattern.lastIndex = end;
  }

  // Font resource names (/F1) → font objects → their ToUnicode maps.
  const cmaps = new Map<string, Map<string, string>>();
  const resourcePattern = /\/(F\d+)\s+(\d+)\s+0\s+R/g;
  for (const { dict } of objects.values()) {
    for (let m = resourcePattern.exec(dict); m; m = resourcePattern.exec(dict)) {
      const font = objects.get(Number(m[2]));
      const toUnicode = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap && m[1]) {
        cmaps.set(m[1], parseCmap(cmap.toString('latin1')));
      }
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Type\s*\/XObject|Subtype|Length1|FontFile)/.test(dict)) {
      continue;
    }
    const content = stream.toString('latin1');
    if (!/\b(Tj|TJ)\b/.test(content)) {
      continue;
    }
    let font: Map<string, string> | undefined;
    let line = '';
    const tokens = /\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)|\b(ET|Td|TD|T\*)\b/g;
    for (let t = tokens.exec(content); t; t = tokens.exec(content)) {
      if (t[1]) {
        font = cmaps.get(t[1]);
      } else if (t[2] !== undefined) {
        line += decodeHex(t[2].replace(/\s/g, ''), font);
      } else if (t[3] !== undefined) {
        line += t[3].replace(/\\([()\\])/g, '$1');
      } else if (line) {
        lines.push(line);
        line = '';
      }
    }
    if (line) {
      lines.push(line);
    }
  }
  return lines.join('\n');
}

function inflate(data: Buffer): Buffer {
  try {
    return inflateSync(data);
  } catch {
    return Buffer.alloc(0);
  }
}

/** UTF-16 hex to text; a ligature's target holds several code units, maybe spaced ('<0066 0069>' is "fi"). */
const hexToText = (hex: string) =>
  String.fromCodePoint(...(hex.replace(/\s/g, '').match(/.{1,4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

function parseCmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of text.match(/beginbfchar[\s\S]*?endbfchar/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set((m[1] ?? '').toLowerCase(), hexToText(m[2] ?? ''));
    }
  }
  for (const block of text.match(/beginbfrange[\s\S]*?endbfrange/g) ?? []) {
    for (const m of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F\s]+>|\[[^\]]*\])/g)) {
      const width = (m[1] ?? '').length;
      const lo = Number.parseInt(m[1] ?? '0', 16);
      const hi = Number.parseInt(m[2] ?? '0', 16);
      const target = m[3] ?? '';
      const list = target.startsWith('[')
        ? [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => x[1] ?? '')
        : null;
      for (let code = lo; code <= hi; code += 1) {
        const key = code.toString(16).padStart(width, '0');
        if (list) {
          map.set(key, hexToText(list[code - lo] ?? ''));
        } else {
          const base = Number.parseInt(target.slice(1, -1).replace(/\s/g, ''), 16);
          map.set(key, String.fromCodePoint(base + code - lo));
        }
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: Map<string, string> | undefined): string {
  if (!cmap || cmap.size === 0) {
    return (hex.match(/.{1,2}/g) ?? []).map((h) => String.fromCharCode(Number.parseInt(h, 16))).join('');
  }
  const width = [...cmap.keys()][0]?.length ?? 4;
  let out = '';
  for (let i = 0; i < hex.length; i += width) {
    out += cmap.get(hex.slice(i, i + width).toLowerCase()) ?? '';
  }
  return out;
}
