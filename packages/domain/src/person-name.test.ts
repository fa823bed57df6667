import { describe, expect, it } from 'vitest';
import { fullName } from './person-name.ts';

describe('a person’s full name', () => {
  it('joins first, middle and last name with one space each', () => {
    expect(fullName('Mia', 'Rose', 'Nguyen')).toBe('Mia Rose Nguyen');
  });

  it('leaves out a middle name that is missing or blank, without a double space', () => {
    expect(fullName('Mia', null, 'Nguyen')).toBe('Mia Nguyen');
    expect(fullName('Mia', undefined, 'Nguyen')).toBe('Mia Nguyen');
    expect(fullName('Mia', '', 'Nguyen')).toBe('Mia Nguyen');
    expect(fullName('Mia', '   ', 'Nguyen')).toBe('Mia Nguyen');
    expect(fullName('Mia', '\t\n', 'Nguyen')).toBe('Mia Nguyen');
  });

  it('keeps what is left when the first or last name is blank', () => {
    expect(fullName('', null, 'Nguyen')).toBe('Nguyen');
    expect(fullName('Mia', null, ' ')).toBe('Mia');
    expect(fullName(null, null, null)).toBe('');
    expect(fullName(' ', ' ', ' ')).toBe('');
  });

  it('keeps each part as written: names with spaces, hyphens and apostrophes are one part', () => {
    expect(fullName('Mary Ann', 'de la', "O'Brien-Smith")).toBe("Mary Ann de la O'Brien-Smith");
    // The parts are not trimmed (names are trimmed when they are saved), as the SQL twin does.
    expect(fullName(' Mia', null, 'Nguyen ')).toBe(' Mia Nguyen ');
  });

  it('is the same whether the middle name is left out or passed as null', () => {
    expect(fullName('Ben', undefined, 'Okafor')).toBe(fullName('Ben', null, 'Okafor'));
  });
});
