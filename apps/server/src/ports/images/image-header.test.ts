import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { jpegHeaderOf, pngBomb, pngOf } from '../../../test/images.ts';
import { drawableDataUrl, imageVerdict, readImageHeader, tooLargeMessage } from './image-header.ts';
import { boxDownscale, fitWithin, shrinkPng } from './shrink-png.ts';

describe('readImageHeader', () => {
  it('reads a PNG’s size from its IHDR and a JPEG’s from its start-of-frame, decoding nothing', () => {
    expect(readImageHeader(pngOf(3, 2))).toEqual({ kind: 'png', width: 3, height: 2 });
    expect(readImageHeader(jpegHeaderOf(4032, 3024))).toEqual({ kind: 'jpeg', width: 4032, height: 3024 });
  });

  it('reads the claimed size of a decompression bomb that is a few KB', () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(20_000);
    expect(readImageHeader(bomb)).toEqual({ kind: 'png', width: 8000, height: 8000 });
  });

  it('is null for bytes that are not a readable PNG or JPEG', () => {
    expect(readImageHeader(Buffer.from('not an image'))).toBeNull();
    expect(readImageHeader(pngOf(1, 1).subarray(0, 20))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });
});

describe('imageVerdict', () => {
  it('refuses over 40 megapixels, scales down past 2,000 px on a side, keeps the rest', () => {
    expect(imageVerdict({ kind: 'png', width: 8000, height: 8000 })).toBe('tooLarge');
    expect(imageVerdict({ kind: 'jpeg', width: 6000, height: 4000 })).toBe('resize');
    expect(imageVerdict({ kind: 'png', width: 2000, height: 1500 })).toBe('keep');
    expect(tooLargeMessage({ kind: 'png', width: 8000, height: 8000 })).toBe(
      'The image is 8,000 × 8,000 pixels; an image may have at most 40 megapixels. Save it at a smaller size and try again.',
    );
  });

  it('a data URL over the bound is not drawn into a PDF', () => {
    expect(drawableDataUrl(`data:image/png;base64,${pngBomb().toString('base64')}`)).toBe(false);
    expect(drawableDataUrl(`data:image/png;base64,${pngOf(2, 2).toString('base64')}`)).toBe(true);
    expect(drawableDataUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('shrinkPng', () => {
  it('scales a PNG down to 2,000 px on its long side, keeping its proportions and alpha', () => {
    const out = shrinkPng(pngOf(3000, 1200), 2000);
    expect(out).toMatchObject({ width: 2000, height: 800 });
    const png = decode(out.bytes);
    expect(png).toMatchObject({ width: 2000, height: 800, channels: 4, depth: 8 });
    expect(png.data[3]).toBe(200);
  });

  it('averages each target pixel’s area (a box filter)', () => {
    const src = Uint8Array.from([0, 100, 200, 50]);
    expect(Array.from(boxDownscale(src, 2, 2, 1, 1, 1))).toEqual([88]);
    expect(fitWithin(100, 50, 2000)).toEqual({ width: 100, height: 50 });
  });
});
