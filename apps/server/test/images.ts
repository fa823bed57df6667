import { crc32, deflateSync } from 'node:zlib';
import { encode } from 'fast-png';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid decompression bomb: an all-black 8,000 × 8,000 PNG (1 bit a pixel, 64 megapixels)
 * whose zlib stream of 8 MB of zeros packs into a few KB. Decoded to RGBA it would take 256 MB.
 */
export function pngBomb(side = 8000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((Math.ceil(side / 8) + 1) * side); // filter byte 0 and zero pixels, every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real RGBA PNG of the given size with some alpha (pdfkit decodes such a PNG whole): a gradient,
 * or one flat colour, which packs into a few KB yet costs as much to decode.
 */
export function pngOf(width: number, height: number, look: 'gradient' | 'flat' = 'gradient'): Buffer {
  const data = new Uint8Array(width * height * 4);
  if (look === 'flat') {
    for (let i = 0; i < data.length; i += 4) {
      data.set([90, 140, 200, 200], i);
    }
    return Buffer.from(encode({ width, height, data, channels: 4, depth: 8 }));
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x & 255;
      data[i + 1] = y & 255;
      data[i + 2] = (x + y) & 255;
      data[i + 3] = 200;
    }
  }
  return Buffer.from(encode({ width, height, data, channels: 4, depth: 8 }));
}

/** The start of a baseline JPEG claiming width × height (SOI, an APP0, then SOF0): enough for a header reader. */
export function jpegHeaderOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0', 'latin1'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(9), Buffer.from([0xff, 0xd9])]);
}
