import { constants, inflateRawSync } from 'node:zlib';

/** How far a sheet's used range may reach, rows and columns, for it to be read at all. */
export interface SheetLimits {
  rows: number;
  columns: number;
}

/** What an .xlsx file says about itself before it is unpacked: its first sheet's range and its unpacked size. */
export interface DeclaredSheet {
  /** The first sheet's <dimension> as rows and columns (A1:I1048576 → 1048576 × 9), if it has one. */
  range: { rows: number; columns: number } | null;
  /** The sum of the sizes the zip declares for its entries once inflated. */
  unpackedBytes: number;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localHeader: number;
}

// A sheet declares its range near the top; this much inflated text always reaches it.
const HEAD_BYTES = 64 * 1024;

/**
 * Reads an .xlsx file's declared first-sheet range and unpacked size from its zip directory and the
 * first bytes of that sheet, without unpacking the workbook: cheap enough to run on the request
 * thread and refuse an absurd file before it is parsed. Null when the directory cannot be read this
 * way (cut off, zip64): then the parse, with its own limits, decides.
 */
export function declaredSheet(bytes: Buffer): DeclaredSheet | null {
  const entries = zipEntries(bytes);
  if (!entries) {
    return null;
  }
  const unpackedBytes = entries.reduce((sum, e) => sum + e.unpackedSize, 0);
  const byName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
  const sheetPath = firstSheetPath(bytes, byName);
  const sheet = sheetPath ? byName.get(sheetPath.toLowerCase()) : undefined;
  const head = sheet ? entryHead(bytes, sheet, HEAD_BYTES) : null;
  const ref = head && /<(?:\w+:)?dimension\s+ref="\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?"/i.exec(head);
  const range = ref
    ? { rows: Number(ref[4] ?? ref[2]), columns: columnNumber((ref[3] ?? ref[1]) as string) }
    : null;
  return { range, unpackedBytes };
}

/** 'A' → 1, 'I' → 9, 'XFD' → 16384. */
const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** The first sheet's entry name, as the workbook lists its sheets (xl/workbook.xml and its relationships). */
function firstSheetPath(bytes: Buffer, byName: Map<string, ZipEntry>): string | null {
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  const book = workbook && entryHead(bytes, workbook, HEAD_BYTES);
  const links = rels && entryHead(bytes, rels, HEAD_BYTES);
  const id = book && /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(book)?.[1];
  const target =
    id && links
      ? [...links.matchAll(/<Relationship\b[^>]*>/g)]
          .map((m) => m[0])
          .find((tag) => tag.includes(`Id="${id}"`))
          ?.match(/Target="([^"]+)"/)?.[1]
      : undefined;
  if (target) {
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  // A workbook without the usual parts: its first worksheet by name.
  return [...byName.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).sort()[0] ?? null;
}

/** The zip's central directory, or null when it cannot be found or is not plain zip (zip64, spanned). */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) {
    return null;
  }
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) {
      return null;
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      unpackedSize: bytes.readUInt32LE(at + 24),
      localHeader: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.unpackedSize === 0xffffffff || entry.compressedSize === 0xffffffff) {
      return null;
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Up to `max` characters of an entry's text, inflating only as much as that needs. */
function entryHead(bytes: Buffer, entry: ZipEntry, max: number): string | null {
  const at = entry.localHeader;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) {
    return null;
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.length));
  if (entry.method === 0) {
    return data.subarray(0, max).toString('utf8');
  }
  if (entry.method !== 8) {
    return null;
  }
  try {
    // Deflate expands at most about 1032:1: 4 KB of it never inflates past about 4 MB.
    const out = inflateRawSync(data.subarray(0, 4096), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: 8 * 1024 * 1024,
    });
    return out.subarray(0, max).toString('utf8');
  } catch {
    return null;
  }
}
