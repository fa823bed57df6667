import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindCaseInsensitive } from './case-insensitive.ts';

const schema = z.object({ clientId: z.string().optional(), IsActive: z.string().optional() });

describe('bindCaseInsensitive', () => {
  it('renames keys that differ from the schema’s only in case', () => {
    expect(bindCaseInsensitive(schema, { clientid: 'a', isactive: 'true' })).toEqual({
      clientId: 'a',
      IsActive: 'true',
    });
    expect(bindCaseInsensitive(schema, { CLIENTID: 'a' })).toEqual({ clientId: 'a' });
  });

  it('prefers the exact spelling when both are sent, whatever their order', () => {
    expect(bindCaseInsensitive(schema, { clientid: 'lower', clientId: 'exact' })).toEqual({
      clientId: 'exact',
    });
    expect(bindCaseInsensitive(schema, { clientId: 'exact', clientid: 'lower' })).toEqual({
      clientId: 'exact',
    });
  });

  it('keeps keys the schema does not name, and leaves non-objects alone', () => {
    expect(bindCaseInsensitive(schema, { other: 1 })).toEqual({ other: 1 });
    expect(bindCaseInsensitive(undefined, { clientid: 'a' })).toEqual({ clientid: 'a' });
    expect(bindCaseInsensitive(schema, null)).toBeNull();
    expect(bindCaseInsensitive(z.string(), 'x')).toBe('x');
  });
});
