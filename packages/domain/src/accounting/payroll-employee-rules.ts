/**
 * The rules before a staff member or administrator is posted to payroll (spec 1 §2.5 "Staff-to-
 * accounting posting", spec 2 §3): address at most 50 characters; names without special characters
 * or trailing spaces; employment, personal and bank details complete. Each problem names its field
 * so the form can say it there. The address line also warns beyond 38 characters: Single Touch
 * Payroll refuses a longer line at pay run although the employee is saved.
 */
export interface PayrollPersonFields {
  firstName?: string | null;
  middleName?: string | null;
  surName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  address?: string | null;
  suburb?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  employmentType?: string | null;
  /** Staff only (administrators have no start date). */
  dateJoined?: string | null;
  bankName?: string | null;
  accountName?: string | null;
  bsb?: string | null;
  accountNumber?: string | null;
}

export interface FieldProblem {
  field: keyof PayrollPersonFields;
  message: string;
}

export const ADDRESS_MAX = 50;
export const ADDRESS_STP_MAX = 38;
/** Letters (any language), spaces, hyphens, apostrophes and full stops: what payroll names accept. */
const NAME = /^[\p{L}\p{M}' .-]+$/u;
const AU_STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

const blank = (v: string | null | undefined) => !v || v.trim() === '';

function nameProblem(label: string, value: string | null | undefined, required: boolean): string | null {
  if (blank(value)) {
    return required ? `Enter the ${label}` : null;
  }
  const v = value as string;
  if (v !== v.trim()) {
    return `The ${label} has a space at its start or end`;
  }
  if (!NAME.test(v)) {
    return `The ${label} may hold only letters, spaces, hyphens and apostrophes`;
  }
  return null;
}

/** Every reason the record cannot be posted to payroll, at its field; none means it can be posted. */
export function payrollEmployeeProblems(
  p: PayrollPersonFields,
  o: { requireStartDate: boolean },
): FieldProblem[] {
  const out: FieldProblem[] = [];
  const need = (field: keyof PayrollPersonFields, message: string) => {
    if (blank(p[field])) {
      out.push({ field, message });
    }
  };
  const names: [keyof PayrollPersonFields, string, boolean][] = [
    ['firstName', 'first name', true],
    ['middleName', 'middle name', false],
    ['surName', 'surname', true],
  ];
  for (const [field, label, required] of names) {
    const message = nameProblem(label, p[field], required);
    if (message) {
      out.push({ field, message });
    }
  }
  // Personal details.
  need('dateOfBirth', 'Enter the date of birth');
  need('gender', 'Enter the gender');
  need('email', 'Enter the e-mail address');
  need('phoneNumber', 'Enter the phone number');
  if (blank(p.address)) {
    out.push({ field: 'address', message: 'Enter the address' });
  } else if ((p.address as string).trim().length > ADDRESS_MAX) {
    out.push({ field: 'address', message: `The address may be at most ${ADDRESS_MAX} characters` });
  }
  if (blank(p.suburb) && blank(p.city)) {
    out.push({ field: 'suburb', message: 'Enter the suburb' });
  }
  if (blank(p.state)) {
    out.push({ field: 'state', message: 'Enter the state' });
  } else if (!AU_STATES.has((p.state as string).trim().toUpperCase())) {
    out.push({ field: 'state', message: 'Enter an Australian state or territory (e.g. NSW)' });
  }
  if (!/^\d{4}$/.test(p.postcode?.trim() ?? '')) {
    out.push({ field: 'postcode', message: 'Enter the 4-digit postcode' });
  }
  // Employment details.
  need('employmentType', 'Enter the employment type');
  if (o.requireStartDate) {
    need('dateJoined', 'Enter the date joined (the employment start date)');
  }
  // Bank details.
  need('bankName', 'Enter the bank name');
  need('accountName', 'Enter the account name');
  if (!/^\d{6}$/.test((p.bsb ?? '').replace(/[\s-]/g, ''))) {
    out.push({ field: 'bsb', message: 'Enter the 6-digit BSB' });
  }
  if (!/^\d{5,9}$/.test((p.accountNumber ?? '').replace(/\s/g, ''))) {
    out.push({ field: 'accountNumber', message: 'Enter the account number (5 to 9 digits)' });
  }
  return out;
}

/** The warning under the address when it will pass payroll but not Single Touch Payroll. */
export function addressLineWarning(address: string | null | undefined): string | null {
  const length = address?.trim().length ?? 0;
  return length > ADDRESS_STP_MAX && length <= ADDRESS_MAX
    ? `Single Touch Payroll accepts at most ${ADDRESS_STP_MAX} characters on an address line: shorten it before the pay run`
    : null;
}
