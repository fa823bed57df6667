import { describe, expect, it } from 'vitest';
import { assignableRoles, keepCommon, keepLetters, keepPhone } from './user-input.ts';

describe('what the Users form keeps as the user types', () => {
  it('keeps digits only in the phone, with a leading +', () => {
    expect(keepPhone('0412 345-678')).toBe('0412345678');
    expect(keepPhone('+61 (2) 9999 0000')).toBe('+61299990000');
    expect(keepPhone('04a12+3')).toBe('04123');
  });

  it('keeps letters in names, including accents, apostrophes and hyphens', () => {
    expect(keepLetters("Zoë O'Brien-Smith 2")).toBe("Zoë O'Brien-Smith ");
    expect(keepLetters('Nguyễn')).toBe('Nguyễn');
  });

  it('drops characters outside letters, digits and common symbols', () => {
    expect(keepCommon('jo.smith+care@example.com.au')).toBe('jo.smith+care@example.com.au');
    expect(keepCommon('jo<script>@x.com😀')).toBe('joscript@x.com');
  });

  it('offers the CompanyAdmin role to CompanyAdmins only', () => {
    expect(assignableRoles('CompanyAdmin').map((r) => r.value)).toContain('CompanyAdmin');
    expect(assignableRoles('Administrator').map((r) => r.value)).not.toContain('CompanyAdmin');
    expect(assignableRoles('Administrator').find((r) => r.value === 'ServiceProvider')?.label).toBe(
      'Service provider',
    );
  });
});
