/** The file kinds the product accepts, as read from the bytes (never from the name). */
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const contains = (bytes: Uint8Array, text: string, utf16 = false) => {
  const needle = Buffer.from(text, utf16 ? 'utf16le' : 'latin1');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
};

/**
 * Reads a file's kind from its signature: PNG, JPEG, PDF; Office Open XML (a zip whose entries are
 * word/ or xl/); legacy Office (an OLE2 compound file holding a WordDocument or Workbook stream).
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return 'pdf';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (contains(bytes, 'word/')) {
      return 'docx';
    }
    if (contains(bytes, 'xl/')) {
      return 'xlsx';
    }
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (contains(bytes, 'WordDocument', true)) {
      return 'doc';
    }
    if (contains(bytes, 'Workbook', true) || contains(bytes, 'Book', true)) {
      return 'xls';
    }
  }
  return null;
}
