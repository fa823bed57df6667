import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  isIsoDateOutOfRange,
  NUL_MESSAGE,
  parseInstant,
  SURROGATE_MESSAGE,
  unsafeTextReason,
  wellFormed,
} from './input-rules.ts';
import { optionalDate, optionalInstant, requiredDate } from './schemas/form-fields.ts';

describe('unsafeTextReason', () => {
  it.each([
    ['plain text', 'Nguyễn Thị Ánh'],
    ['an emoji (a whole surrogate pair)', 'care plan 😀'],
    ['Chinese', '护理计划'],
    ['an empty string', ''],
  ])('accepts %s', (_, text) => {
    expect(unsafeTextReason(text)).toBeNull();
  });

  it.each([
    ['a NUL character', 'Sam\u0000', NUL_MESSAGE],
    ['a lone high surrogate', 'Sam\uD800', SURROGATE_MESSAGE],
    ['a lone low surrogate', '\uDC00Sam', SURROGATE_MESSAGE],
    ['two high surrogates', '\uD83D\uD83D', SURROGATE_MESSAGE],
  ])('refuses %s', (_, text, message) => {
    expect(unsafeTextReason(text)).toBe(message);
  });

  it('wellFormed replaces only lone surrogates', () => {
    expect(wellFormed('a\uD800b😀')).toBe('a\uFFFDb😀');
  });
});

describe('dates within 1900 to 2100', () => {
  it.each([
    ['0000-01-01', true],
    ['1899-12-31', true],
    ['99999-12-31', true],
    ['+275760-09-13T00:00:00Z', true],
    ['2101-01-01T00:00:00.000Z', true],
    ['1900-01-01', false],
    ['2100-12-31', false],
    ['2026-07-01T10:00:00+10:00', false],
    ['Call 1234-56-78 first', false],
    ['0000-01-01 was the typo', false],
    ['0412 345 678', false],
  ])('isIsoDateOutOfRange(%s) is %s', (text, out) => {
    expect(isIsoDateOutOfRange(text)).toBe(out);
  });

  it('parseInstant reads a date, refusing one it cannot read or outside the years', () => {
    expect(parseInstant('2026-07-01T00:00:00Z')).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(parseInstant('soon')).toBe('invalid');
    expect(parseInstant('0000-01-01')).toBe('outOfRange');
    expect(parseInstant('100000')).not.toBeInstanceOf(Date);
  });

  it('the form date fields refuse a year outside the range', () => {
    expect(optionalDate().safeParse('0000-01-01').error?.issues[0]?.message).toBe(DATE_RANGE_MESSAGE);
    expect(requiredDate('Required').safeParse('2101-01-01').error?.issues[0]?.message).toBe(
      DATE_RANGE_MESSAGE,
    );
    expect(optionalDate().parse('1900-01-01')).toBe('1900-01-01');
    expect(optionalInstant().safeParse('99999-12-31').error?.issues[0]?.message).toBe(DATE_RANGE_MESSAGE);
    expect(optionalInstant('fromDate is not a valid date').safeParse('x').error?.issues[0]?.message).toBe(
      'fromDate is not a valid date',
    );
    expect(optionalInstant().parse(undefined)).toBeUndefined();
  });
});
