import { describe, expect, it } from 'vitest';
import { firstRecord, supportNeedsMode } from './form-mode.ts';

describe('supportNeedsMode (spec 2 §4: only the first record is used)', () => {
  it('is Add when the client has no record', () => {
    expect(supportNeedsMode([])).toEqual({ mode: 'Add' });
  });

  it('is Update on the oldest record, whatever order the list comes in', () => {
    const older = { id: 'a', dateCreated: '2026-01-02T00:00:00.000Z' };
    const newer = { id: 'b', dateCreated: '2026-03-01T00:00:00.000Z' };
    expect(supportNeedsMode([newer, older])).toEqual({ mode: 'Update', record: older });
  });

  it('keeps the one listed first when two were created at the same instant', () => {
    const a = { id: 'a', dateCreated: new Date('2026-01-02T00:00:00Z') };
    const b = { id: 'b', dateCreated: new Date('2026-01-02T00:00:00Z') };
    expect(firstRecord([a, b])?.id).toBe('a');
  });
});
