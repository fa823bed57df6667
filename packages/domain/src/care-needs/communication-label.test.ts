import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MEANS, communicationMeansLabel } from './lists.ts';

describe('communicationMeansLabel', () => {
  it('spells Auslan right on screen while the stored value keeps the spec’s spelling', () => {
    expect(COMMUNICATION_MEANS).toContain('Ausian');
    expect(COMMUNICATION_MEANS.map(communicationMeansLabel)).toEqual([
      'Verbally',
      'Auslan',
      'Makaton',
      'Combination of Auslan / Makaton',
    ]);
  });
});
