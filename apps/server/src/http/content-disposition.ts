import { wellFormed } from '@care/domain';

/**
 * The Content-Disposition header of a file reply (RFC 6266): `filename="..."` in plain ASCII, and
 * when the name holds anything else, also `filename*=UTF-8''...` with the name percent-encoded.
 * Header values must be Latin-1 (Node refuses other characters with a 500), so the real name only
 * ever travels in `filename*`; every route that names a file goes through here.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = asciiFallback(filename);
  return fallback === filename
    ? `${type}; filename="${fallback}"`
    : `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** The name in printable ASCII: accents dropped (Nguyễn → Nguyen), other characters, quotes and '\' as '_'. */
function asciiFallback(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
      // One '_' per character, surrogate pairs (emoji) included.
      .replace(/[^\x20-\x7e]|["\\%]/gu, '_')
  );
}

/** encodeURIComponent plus the characters RFC 5987's attr-char leaves out. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(wellFormed(value)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
