import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('names a plain ASCII file with filename= alone', () => {
    expect(contentDisposition('inline', 'photo.png')).toBe('inline; filename="photo.png"');
  });

  it.each([
    ['Nguyễn.pdf', 'Nguyen.pdf', 'Nguy%E1%BB%85n.pdf'],
    ['Đặng.pdf', 'Dang.pdf', '%C4%90%E1%BA%B7ng.pdf'],
    ['护理.pdf', '__.pdf', '%E6%8A%A4%E7%90%86.pdf'],
    ['plan 😀.pdf', 'plan _.pdf', 'plan%20%F0%9F%98%80.pdf'],
    ['say "hi"\\ 100%.pdf', 'say _hi__ 100_.pdf', 'say%20%22hi%22%5C%20100%25.pdf'],
    ["it's (v2)*.pdf", "it's (v2)*.pdf", null],
    ['line\r\nbreak.pdf', 'line__break.pdf', 'line%0D%0Abreak.pdf'],
    ['half \uD800.pdf', 'half _.pdf', 'half%20%EF%BF%BD.pdf'],
  ])('names %j with an ASCII fallback and, when it differs, filename*', (name, fallback, encoded) => {
    const header = contentDisposition('attachment', name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toBe(
      encoded === null
        ? `attachment; filename="${fallback}"`
        : `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`,
    );
  });
});
