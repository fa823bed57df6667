import { describe, expect, it } from 'vitest';
import { MAX_REPORT_IMAGE_BYTES, REPORT_IMAGE_MESSAGES, readReportImage } from './report-image.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('readReportImage', () => {
  it('reads a PNG or JPEG up to 1 MB as a data URL', async () => {
    const png = await readReportImage(file('chart.png', 'image/png', 10));
    expect(png).toMatchObject({ ok: true, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect((await readReportImage(file('photo.JPEG', 'image/jpeg', MAX_REPORT_IMAGE_BYTES))).ok).toBe(true);
  });

  it('refuses other types and files over 1 MB', async () => {
    expect(await readReportImage(file('anim.gif', 'image/gif', 10))).toEqual({
      ok: false,
      message: REPORT_IMAGE_MESSAGES.type,
    });
    expect(await readReportImage(file('fake.png', 'image/svg+xml', 10))).toEqual({
      ok: false,
      message: REPORT_IMAGE_MESSAGES.type,
    });
    expect(await readReportImage(file('big.jpg', 'image/jpeg', MAX_REPORT_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      message: REPORT_IMAGE_MESSAGES.size,
    });
  });
});
