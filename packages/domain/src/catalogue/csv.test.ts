import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('drops the BOM and reads quoted cells with commas, doubled quotes and line breaks', () => {
    const text = '\uFEFFa, ACT ,b\r\n1,"$1,063.13","say ""hi""\nthere"\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', ' ACT ', 'b'],
      ['1', '$1,063.13', 'say "hi"\nthere'],
    ]);
  });

  it('keeps empty cells and a last row without a line end', () => {
    expect(parseCsv('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']]);
  });
});
