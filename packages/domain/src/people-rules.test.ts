import { describe, expect, it } from 'vitest';
import {
  canEditPerson,
  clientIdentityCorrections,
  clientProgressScore,
  describeCorrections,
  EMPLOYER_OWNED_FIELDS,
  employerOwnedChanges,
  isSelfServiceEdit,
  nextSequenceId,
} from './people-rules.ts';
import { newClient, profileEdit, staffEdit } from './schemas/people.ts';

const p = (role: string, claims: string[] = [], uid = 'u1') => ({ role, claims, uid });

describe('who may edit a profile', () => {
  it('lets admins edit clients and staff, and the Edit claims stand in for them', () => {
    expect(canEditPerson(p('Administrator'), 'client', { userId: null })).toBe(true);
    expect(canEditPerson(p('Staff'), 'client', { userId: null })).toBe(false);
    expect(canEditPerson(p('Staff', ['Edit Client']), 'client', { userId: null })).toBe(true);
    expect(canEditPerson(p('Staff', ['Edit Client']), 'staff', { userId: null })).toBe(false);
    expect(canEditPerson(p('Auditor'), 'staff', { userId: null })).toBe(false);
  });

  it('lets a person edit their own record only', () => {
    expect(canEditPerson(p('Client', [], 'me'), 'client', { userId: 'me' })).toBe(true);
    expect(canEditPerson(p('Client', [], 'me'), 'client', { userId: 'someone-else' })).toBe(false);
    expect(canEditPerson(p('Administrator', [], 'me'), 'administrator', { userId: 'me' })).toBe(true);
    expect(canEditPerson(p('Administrator', [], 'me'), 'administrator', { userId: 'other' })).toBe(false);
    expect(canEditPerson(null, 'client', { userId: null })).toBe(false);
  });
});

describe('what a person may change on their own profile', () => {
  it('calls an edit self-service when the person edits their own record without the kind’s edit right', () => {
    expect(isSelfServiceEdit(p('Staff', [], 'me'), 'staff', { userId: 'me' })).toBe(true);
    expect(isSelfServiceEdit(p('Client', [], 'me'), 'client', { userId: 'me' })).toBe(true);
    expect(isSelfServiceEdit(p('Administrator', [], 'me'), 'administrator', { userId: 'me' })).toBe(true);
    expect(isSelfServiceEdit(p('Staff', ['Edit Staff'], 'me'), 'staff', { userId: 'me' })).toBe(false);
    expect(isSelfServiceEdit(p('CompanyAdmin', [], 'me'), 'administrator', { userId: 'me' })).toBe(false);
    expect(isSelfServiceEdit(p('Administrator'), 'staff', { userId: 'someone' })).toBe(false);
  });

  it('keeps pay, position, level, start date and tax file number to the employer', () => {
    expect([...EMPLOYER_OWNED_FIELDS.staff].sort()).toEqual(
      [
        'dateJoined',
        'employmentType',
        'level',
        'payDay',
        'payRate',
        'position',
        'profession',
        'salary',
        'taxFile',
      ].sort(),
    );
    expect(EMPLOYER_OWNED_FIELDS.client).toEqual([
      'firstName',
      'surName',
      'email',
      'ndisNo',
      'referral',
      'agreementStartDate',
      'agreementEndDate',
      'remoteness',
    ]);
  });

  it('names the employer-owned fields an edit would change, ignoring those sent unchanged or not sent', () => {
    const stored = { salary: '$30', level: '1-1', taxFile: null, phoneNumber: '0400111222' };
    expect(employerOwnedChanges('staff', { salary: '$99', level: '1-1', taxFile: '' }, stored)).toEqual({
      salary: 'Your employer sets this: ask the office to change it',
    });
    expect(employerOwnedChanges('staff', { phoneNumber: '0499999999' }, stored)).toEqual({});
    expect(Object.keys(employerOwnedChanges('client', { ndisNo: '430000000' }, { ndisNo: null }))).toEqual([
      'ndisNo',
    ]);
  });

  it('leaves employer-owned fields out of a parsed edit that does not send them (they stay as stored)', () => {
    const parsed = staffEdit.parse({ phoneNumber: '0400111222', aboutMe: '' });
    for (const field of EMPLOYER_OWNED_FIELDS.staff) {
      expect(parsed, field).not.toHaveProperty(field);
    }
    expect(parsed).toHaveProperty('aboutMe', null);
    expect(profileEdit.parse({ phoneNumber: '0400111222' })).not.toHaveProperty('ndisNo');
  });
});

describe('numbers and scores', () => {
  it('continues the highest number in use', () => {
    expect(nextSequenceId('STF-', [])).toBe('STF-001');
    expect(nextSequenceId('STF-', ['STF-002', 'STF-010', null, 'ADM-099'])).toBe('STF-011');
    expect(nextSequenceId('CL-', ['CL-0024'])).toBe('CL-0025');
  });

  it('scores a client record by the share of key fields filled', () => {
    expect(clientProgressScore({})).toBe(0);
    expect(
      clientProgressScore({ phoneNumber: '0412345678', email: 'a@b.co', gender: ' ', ndisNo: '431234567' }),
    ).toBe(19);
  });
});

describe('profile and client schemas', () => {
  it('reads empty text and the text null as null, and keeps digits of a phone number', () => {
    const v = profileEdit.parse({ phoneNumber: '(02) 9876 5432', suburb: '', city: 'null', latitude: '' });
    expect(v.phoneNumber).toBe('0298765432');
    expect(v.suburb).toBeNull();
    expect(v.city).toBeNull();
    expect(v.latitude).toBeNull();
  });

  it('requires the phone number and refuses a list value outside the list', () => {
    const r = profileEdit.safeParse({ phoneNumber: '', gender: 'Robot' });
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['phoneNumber', 'gender']));
  });

  it('needs a 9-digit NDIS number and an agreement that ends after it starts', () => {
    const base = {
      firstName: 'Ann',
      surName: 'Lee',
      email: 'ANN@Example.com ',
      phoneNumber: '0412 345 678',
      agreementStartDate: '2026-07-01',
      agreementEndDate: '2027-06-30',
      ndisNo: '431 234 567',
    };
    const ok = newClient.parse(base);
    expect(ok.email).toBe('ann@example.com');
    expect(newClient.safeParse({ ...base, ndisNo: '12345' }).success).toBe(false);
    const backwards = newClient.safeParse({ ...base, agreementEndDate: '2026-06-30' });
    expect(backwards.success ? null : backwards.error.issues[0]?.path).toEqual(['agreementEndDate']);
    expect(newClient.safeParse({ ...base, agreementStartDate: '2026-02-30' }).success).toBe(false);
  });
});

describe('correcting a client’s name and e-mail (issue 40 item 8)', () => {
  const stored = { firstName: 'Jo', surName: 'Bloggs', email: 'Jo@Example.com' };

  it('reads names and e-mail when sent and keeps them absent; an empty name is refused', () => {
    const sent = profileEdit.parse({
      phoneNumber: '0412345678',
      firstName: ' Joe ',
      surName: 'Bloggs',
      email: 'JOE@x.au',
    });
    expect(sent).toMatchObject({ firstName: 'Joe', surName: 'Bloggs', email: 'joe@x.au' });
    const absent = profileEdit.parse({ phoneNumber: '0412345678' });
    expect(absent.firstName).toBeUndefined();
    expect(absent.email).toBeUndefined();
    expect(profileEdit.parse({ phoneNumber: '0412345678', email: '' }).email).toBeNull();
    const r = profileEdit.safeParse({ phoneNumber: '0412345678', firstName: '', email: 'not-mail' });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['firstName', 'email']);
  });

  it('finds a changed name and a changed e-mail, old → new, and ignores case-only e-mail changes', () => {
    expect(
      clientIdentityCorrections(stored, { firstName: 'Joe', surName: 'Bloggs', email: 'jo@example.com' }),
    ).toEqual([{ field: 'name', from: 'Jo Bloggs', to: 'Joe Bloggs' }]);
    const both = clientIdentityCorrections(stored, { surName: 'Smith', email: 'jo.smith@x.au' });
    expect(both).toEqual([
      { field: 'name', from: 'Jo Bloggs', to: 'Jo Smith' },
      { field: 'e-mail', from: 'Jo@Example.com', to: 'jo.smith@x.au' },
    ]);
    expect(describeCorrections(both)).toBe(
      'name Jo Bloggs → Jo Smith; e-mail Jo@Example.com → jo.smith@x.au',
    );
    expect(clientIdentityCorrections(stored, {})).toEqual([]);
    expect(clientIdentityCorrections({ ...stored, email: null }, { email: 'jo@x.au' })).toEqual([
      { field: 'e-mail', from: null, to: 'jo@x.au' },
    ]);
    expect(describeCorrections(clientIdentityCorrections(stored, { email: null }))).toBe(
      'e-mail Jo@Example.com → (none)',
    );
  });

  it('keeps names and e-mail to the office: a client may not change their own', () => {
    expect(employerOwnedChanges('client', { firstName: 'Joe', email: 'jo@example.com' }, stored)).toEqual({
      firstName: 'Your provider sets this: ask the office to change it',
      email: 'Your provider sets this: ask the office to change it',
    });
  });
});
