import { EMPLOYER_OWNED_FIELDS, profileEdit } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { buildEditForm, editFieldsOf } from './edit-form.ts';
import { clientRecord } from './records.test-kit.ts';

describe('the profile edit form data', () => {
  it('sends every field of the edit call, the record’s values with null as empty, and the changes over them', () => {
    const form = buildEditForm('client', clientRecord(), {
      phoneNumber: '0400111222',
      suburb: 'Newtown',
      referral: null,
    });
    expect([...new Set(form.keys())].sort()).toEqual(Object.keys(profileEdit.shape).sort());
    expect(form.get('phoneNumber')).toBe('0400111222');
    expect(form.get('suburb')).toBe('Newtown');
    expect(form.get('referral')).toBe('');
    expect(form.get('culturalBackground')).toBe('');
    expect(form.get('preferredLanguage')).toBe('Italian');
    expect(form.get('latitude')).toBe('');
  });

  it('never sends the read-only names and e-mail', () => {
    const form = buildEditForm('staff', clientRecord() as never, { firstName: 'Renamed' });
    expect(form.has('firstName')).toBe(false);
    expect(form.has('surName')).toBe(false);
    expect(form.has('email')).toBe(false);
    expect(editFieldsOf('staff')).toContain('accountNumber');
  });

  it('leaves the employer’s fields out of a person’s own edit, and sends them for an admin', () => {
    const own = buildEditForm('staff', clientRecord() as never, { phoneNumber: '0400111222' }, {}, true);
    for (const field of EMPLOYER_OWNED_FIELDS.staff) {
      expect(own.has(field), field).toBe(false);
    }
    expect(own.get('phoneNumber')).toBe('0400111222');
    expect(own.has('accountNumber')).toBe(true);
    const mine = buildEditForm('client', clientRecord(), {}, {}, true);
    for (const field of ['ndisNo', 'referral', 'agreementStartDate', 'agreementEndDate']) {
      expect(mine.has(field), field).toBe(false);
    }
    expect(mine.has('suburb')).toBe(true);
    const byAdmin = buildEditForm('staff', clientRecord() as never, {});
    expect(byAdmin.has('salary')).toBe(true);
    expect(byAdmin.has('taxFile')).toBe(true);
  });

  it('adds a photo or signature file under the names the server reads', () => {
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    const form = buildEditForm('client', clientRecord(), {}, { imageFile: photo });
    expect((form.get('imageFile') as File).name).toBe('photo.jpg');
    expect(form.get('phoneNumber')).toBe('0412971279');
  });
});
