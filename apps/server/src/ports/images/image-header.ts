/** The kind and size of a PNG or JPEG image, read from its header without decoding a pixel. */
export interface ImageHeader {
  kind: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** An image with more pixels than this is refused unread: decoding it would take a second and gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side an image is kept at; a larger one is scaled down (a page or a screen shows no more). */
export const MAX_IMAGE_SIDE = 2000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), not DHT/JPG/DAC. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers with no length: TEM, RST0–7, SOI. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  // The first chunk must be IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let pos = 2;
  while (pos + 1 < bytes.length) {
    if (bytes[pos] !== 0xff) {
      return null;
    }
    const marker = bytes[pos + 1] as number;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      pos += 2;
      continue;
    }
    if (pos + 9 > bytes.length || marker === 0xda || marker === 0xd9) {
      return null; // the scan (or the end) before any frame header
    }
    const length = ((bytes[pos + 2] as number) << 8) | (bytes[pos + 3] as number);
    if (isStartOfFrame(marker)) {
      const height = ((bytes[pos + 5] as number) << 8) | (bytes[pos + 6] as number);
      const width = ((bytes[pos + 7] as number) << 8) | (bytes[pos + 8] as number);
      return { kind: 'jpeg', width, height };
    }
    if (length < 2) {
      return null;
    }
    pos += 2 + length;
  }
  return null;
}

/**
 * The kind and pixel size of a PNG (its IHDR chunk) or JPEG (its start-of-frame segment), read
 * from the first bytes and the segment lengths only; null when the bytes are neither or the header
 * cannot be read (a width or height of 0 included).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const isPng = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const header = isPng ? pngHeader(bytes) : isJpeg ? jpegHeader(bytes) : null;
  return header && header.width > 0 && header.height > 0 ? header : null;
}

/** What the header says about an image: too many pixels to decode, larger than kept, or fine as it is. */
export function imageVerdict(header: ImageHeader): 'tooLarge' | 'resize' | 'keep' {
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    return 'tooLarge';
  }
  return Math.max(header.width, header.height) > MAX_IMAGE_SIDE ? 'resize' : 'keep';
}

const n = (v: number) => v.toLocaleString('en-AU');

/** The field message of an image over the pixel bound. */
export function tooLargeMessage(header: ImageHeader): string {
  return `The image is ${n(header.width)} × ${n(header.height)} pixels; an image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Save it at a smaller size and try again.`;
}

export const IMAGE_TOO_HEAVY =
  'The image is too large or too complex to process. Save it at a smaller size and try again.';

export const IMAGE_UNREADABLE = 'The image could not be read. Save it again as a PNG or JPEG and try again.';

/**
 * Whether a PNG/JPEG data URL may be drawn into a PDF: its header read and within the pixel bound.
 * Images are bounded as they are saved; this keeps one stored before that (or one that slipped
 * past) from being decoded whole when a PDF is made.
 */
export function drawableDataUrl(url: string): boolean {
  const base64 = /^data:image\/(?:png|jpeg);base64,(.*)$/s.exec(url)?.[1];
  const header = base64 ? readImageHeader(Buffer.from(base64.replace(/\s/g, ''), 'base64')) : null;
  return header !== null && imageVerdict(header) !== 'tooLarge';
}
