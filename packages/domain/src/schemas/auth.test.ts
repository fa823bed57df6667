import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { changePasswordRequest, loginReply, loginRequest } from './auth.ts';

/** The messages a failed parse reports for one field, in order. */
function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('changePasswordRequest (spec 3 §5, §7.6)', () => {
  const valid = {
    email: 'staff@example.com',
    oldPassword: 'old-secret',
    password: 'new-secret',
    confirmPassword: 'new-secret',
  };

  it('accepts a complete, matching request', () => {
    expect(changePasswordRequest.parse(valid)).toEqual(valid);
  });

  it.each(['email', 'oldPassword', 'password', 'confirmPassword'])(
    "an empty %s reads 'Input Fields cannot be empty'",
    (field) => {
      const result = changePasswordRequest.safeParse({ ...valid, [field]: '' });
      expect(messagesFor(result, field)[0]).toBe(MESSAGES.inputEmpty);
      expect(MESSAGES.inputEmpty).toBe('Input Fields cannot be empty');
    },
  );

  it('a blank email counts as empty', () => {
    const result = changePasswordRequest.safeParse({ ...valid, email: '   ' });
    expect(messagesFor(result, 'email')).toEqual(['Input Fields cannot be empty']);
  });

  it.each(['email', 'oldPassword', 'password', 'confirmPassword'])('a missing %s is rejected', (field) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(changePasswordRequest.safeParse(rest).success).toBe(false);
  });

  it("a new password and confirmation that differ read 'Password does not match' on confirmPassword", () => {
    const result = changePasswordRequest.safeParse({ ...valid, confirmPassword: 'new-secreT' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(messagesFor(result, 'confirmPassword')).toEqual(['Password does not match']);
  });

  it('the old password may differ from the new one, and need not be 6 long', () => {
    expect(changePasswordRequest.safeParse({ ...valid, oldPassword: 'x' }).success).toBe(true);
  });

  it(`the new password must be at least ${LIMITS.passwordMin} characters`, () => {
    expect(LIMITS.passwordMin).toBe(6);
    const five = changePasswordRequest.safeParse({ ...valid, password: '12345', confirmPassword: '12345' });
    expect(messagesFor(five, 'password')).toEqual(['Password must be at least 6 characters']);
    const six = changePasswordRequest.safeParse({ ...valid, password: '123456', confirmPassword: '123456' });
    expect(six.success).toBe(true);
  });

  it('an empty new password reports the empty-field message first', () => {
    const result = changePasswordRequest.safeParse({ ...valid, password: '', confirmPassword: '' });
    expect(messagesFor(result, 'password')[0]).toBe('Input Fields cannot be empty');
    expect(messagesFor(result, 'confirmPassword')).toEqual(['Input Fields cannot be empty']);
  });
});

describe('loginRequest', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(loginRequest.parse({ email: '  admin@example.com ', password: ' pw ' })).toEqual({
      email: 'admin@example.com',
      password: ' pw ',
    });
  });

  it('requires an email and a password', () => {
    const result = loginRequest.safeParse({ email: '  ', password: '' });
    expect(messagesFor(result, 'email')[0]).toBe('Email is required');
    expect(messagesFor(result, 'password')).toEqual(['Password is required']);
  });

  it.each(['admin', 'admin@', '@example.com', 'a b@example.com'])(
    'rejects the malformed email %j',
    (email) => {
      const result = loginRequest.safeParse({ email, password: 'pw' });
      expect(messagesFor(result, 'email')).toEqual(['Enter a valid email address']);
    },
  );
});

describe('loginReply', () => {
  it('requires a token, the user and a list of claim values', () => {
    const user = { uid: 'u1', role: 'Staff', companyId: 'c1', fullName: 'A B', email: 'a@b.co' };
    expect(loginReply.safeParse({ token: 't', user, claims: [{ value: 'Edit Client' }] }).success).toBe(true);
    expect(loginReply.safeParse({ token: 't', user, claims: ['Edit Client'] }).success).toBe(false);
    expect(loginReply.safeParse({ user, claims: [] }).success).toBe(false);
  });
});
