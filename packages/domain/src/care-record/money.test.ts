import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseAmountCents } from './money.ts';

const REQ = 'Amount Spent is required';

describe('parseAmountCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0', 0],
    ['.5', 50],
    [' 7.00 ', 700],
    ['$1,234.50', 123450],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountCents(text, REQ)).toEqual({ ok: true, cents });
  });

  it.each([[''], ['  '], [null], [undefined], ['null']])('gives the required message for %j', (text) => {
    expect(parseAmountCents(text, REQ)).toEqual({ ok: false, message: REQ });
  });

  it.each([['-5'], ['abc'], ['1e3'], ['12.3.4'], ['1 000']])('refuses %j with Must be a number', (text) => {
    expect(parseAmountCents(text, REQ)).toEqual({ ok: false, message: 'Must be a number' });
  });

  it('refuses fractions of a cent and absurd amounts', () => {
    expect(parseAmountCents('1.234', REQ)).toEqual({ ok: false, message: 'Enter at most 2 decimal places' });
    expect(parseAmountCents('1000000', REQ)).toEqual({
      ok: false,
      message: 'Enter an amount under $1,000,000',
    });
  });
});

describe('cents display', () => {
  it('formats for editing and for reading', () => {
    expect(centsToInput(1250)).toBe('12.50');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
  });
});
