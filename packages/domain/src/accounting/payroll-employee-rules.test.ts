import { describe, expect, it } from 'vitest';
import {
  addressLineWarning,
  type PayrollPersonFields,
  payrollEmployeeProblems,
} from './payroll-employee-rules.ts';

const COMPLETE: PayrollPersonFields = {
  firstName: 'Mary-Jane',
  middleName: null,
  surName: "O'Neil",
  email: 'mj@example.com',
  phoneNumber: '0400 000 000',
  gender: 'Female',
  dateOfBirth: '1990-02-03',
  address: '12 Long Street',
  suburb: 'Parramatta',
  city: null,
  state: 'nsw',
  postcode: '2150',
  employmentType: 'Casual',
  dateJoined: '2026-01-05',
  bankName: 'Westpac',
  accountName: 'M J ONeil',
  bsb: '032-000',
  accountNumber: '123456',
};
const STAFF = { requireStartDate: true };
const fields = (p: PayrollPersonFields, o = STAFF) => payrollEmployeeProblems(p, o).map((x) => x.field);

describe('payrollEmployeeProblems', () => {
  it('passes a complete record with hyphens, apostrophes and a dashed BSB', () => {
    expect(payrollEmployeeProblems(COMPLETE, STAFF)).toEqual([]);
  });

  it('refuses an address over 50 characters and accepts exactly 50', () => {
    expect(fields({ ...COMPLETE, address: 'a'.repeat(51) })).toEqual(['address']);
    expect(fields({ ...COMPLETE, address: 'a'.repeat(50) })).toEqual([]);
  });

  it('refuses special characters and a trailing space in names, at each name', () => {
    const problems = payrollEmployeeProblems(
      { ...COMPLETE, firstName: 'Ann ', middleName: 'J.', surName: 'Lee#2' },
      STAFF,
    );
    expect(problems).toEqual([
      { field: 'firstName', message: 'The first name has a space at its start or end' },
      { field: 'surName', message: 'The surname may hold only letters, spaces, hyphens and apostrophes' },
    ]);
  });

  it('names every missing employment, personal and bank detail', () => {
    const empty = payrollEmployeeProblems({ firstName: 'Ann', surName: 'Lee' }, STAFF).map((p) => p.field);
    expect(empty).toEqual([
      'dateOfBirth',
      'gender',
      'email',
      'phoneNumber',
      'address',
      'suburb',
      'state',
      'postcode',
      'employmentType',
      'dateJoined',
      'bankName',
      'accountName',
      'bsb',
      'accountNumber',
    ]);
  });

  it('does not ask an administrator for a start date; refuses a foreign state and a 5-digit BSB', () => {
    const admin = { ...COMPLETE, dateJoined: null, state: 'Texas', bsb: '03200' };
    expect(fields(admin, { requireStartDate: false })).toEqual(['state', 'bsb']);
  });
});

describe('addressLineWarning', () => {
  it('warns from 39 to 50 characters only', () => {
    expect(addressLineWarning('a'.repeat(38))).toBeNull();
    expect(addressLineWarning('a'.repeat(39))).toMatch(/38 characters/);
    expect(addressLineWarning('a'.repeat(51))).toBeNull();
    expect(addressLineWarning(null)).toBeNull();
  });
});
