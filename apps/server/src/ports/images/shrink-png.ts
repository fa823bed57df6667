import { convertIndexedToRgb, type DecodedPng, decode, encode } from 'fast-png';

/** The decoded pixels as 8 bits a sample, whatever the PNG's depth and palette. */
function eightBit(png: DecodedPng): { data: Uint8Array; channels: number } {
  const pixels = png.width * png.height;
  if (png.palette) {
    const data = convertIndexedToRgb(png);
    return { data, channels: data.length / pixels };
  }
  const { data, depth, channels } = png;
  if (depth === 8) {
    return { data: data as Uint8Array, channels };
  }
  const out = new Uint8Array(pixels * channels);
  if (depth === 16) {
    for (let i = 0; i < out.length; i++) {
      out[i] = (data[i] as number) >> 8;
    }
    return { data: out, channels };
  }
  // 1, 2 or 4 bits a sample (grey only): rows start on a byte.
  const perRow = png.width * channels;
  const rowBytes = Math.ceil((perRow * depth) / 8);
  const max = (1 << depth) - 1;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < perRow; x++) {
      const bit = x * depth;
      const byte = data[y * rowBytes + (bit >> 3)] as number;
      const value = (byte >> (8 - depth - (bit & 7))) & max;
      out[y * perRow + x] = Math.round((value * 255) / max);
    }
  }
  return { data: out, channels };
}

/** Scales pixels down by averaging each target pixel's area of the source (a box filter). */
export function boxDownscale(
  src: Uint8Array,
  width: number,
  height: number,
  channels: number,
  toWidth: number,
  toHeight: number,
): Uint8Array {
  const out = new Uint8Array(toWidth * toHeight * channels);
  const xStart = new Uint32Array(toWidth + 1);
  for (let x = 0; x <= toWidth; x++) {
    xStart[x] = Math.min(width, Math.round((x * width) / toWidth));
  }
  const sums = new Float64Array(toWidth * channels);
  for (let ty = 0; ty < toHeight; ty++) {
    const y0 = Math.round((ty * height) / toHeight);
    const y1 = Math.max(y0 + 1, Math.min(height, Math.round(((ty + 1) * height) / toHeight)));
    sums.fill(0);
    for (let y = y0; y < y1; y++) {
      const row = y * width * channels;
      for (let tx = 0; tx < toWidth; tx++) {
        const x1 = Math.max((xStart[tx] as number) + 1, xStart[tx + 1] as number);
        for (let x = xStart[tx] as number; x < x1; x++) {
          const at = row + x * channels;
          for (let c = 0; c < channels; c++) {
            sums[tx * channels + c] = (sums[tx * channels + c] as number) + (src[at + c] as number);
          }
        }
      }
    }
    for (let tx = 0; tx < toWidth; tx++) {
      const x1 = Math.max((xStart[tx] as number) + 1, xStart[tx + 1] as number);
      const area = (x1 - (xStart[tx] as number)) * (y1 - y0);
      for (let c = 0; c < channels; c++) {
        out[(ty * toWidth + tx) * channels + c] = Math.round((sums[tx * channels + c] as number) / area);
      }
    }
  }
  return out;
}

/** The size an image of width × height is scaled to so that its longer side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A PNG scaled down so that its longer side is at most maxSide, re-encoded as an 8-bit PNG. */
export function shrinkPng(
  bytes: Uint8Array,
  maxSide: number,
): { bytes: Uint8Array; width: number; height: number } {
  const png = decode(bytes);
  const to = fitWithin(png.width, png.height, maxSide);
  const { data, channels } = eightBit(png);
  const scaled = boxDownscale(data, png.width, png.height, channels, to.width, to.height);
  return { bytes: encode({ width: to.width, height: to.height, data: scaled, channels, depth: 8 }), ...to };
}
