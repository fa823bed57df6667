import { profileEdit } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { buildEditForm, editFieldsOf } from './edit-form.ts';
import { clientRecord } from './test-records.ts';

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

  it('adds a photo or signature file under the names the server reads', () => {
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    const form = buildEditForm('client', clientRecord(), {}, { imageFile: photo });
    expect((form.get('imageFile') as File).name).toBe('photo.jpg');
    expect(form.get('phoneNumber')).toBe('0412971279');
  });
});
