import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MEANS, communicationMeansLabel } from './lists.ts';

describe('communicationMeansLabel', () => {
  it('spells Auslan right in the list (issue 40), and reads an old row’s Ausian as Auslan', () => {
    expect(COMMUNICATION_MEANS).not.toContain('Ausian');
    expect(COMMUNICATION_MEANS).toContain('Auslan');
    expect(
      ['Verbally', 'Ausian', 'Makaton', 'Combination of Ausian / Makaton'].map(communicationMeansLabel),
    ).toEqual(['Verbally', 'Auslan', 'Makaton', 'Combination of Auslan / Makaton']);
  });
});
