import {
  bankInformationRules,
  emergencyContactRules,
  personalInformationRules,
  profileEdit,
  REQUIRED_FIELD,
  staffEdit,
} from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditSectionDialog } from './EditSectionDialog.tsx';
import type { EditValues } from './edit-form.ts';
import { clientRecord, staffRecord } from './records.test-kit.ts';
import { BANK_FIELDS, CLIENT_PERSONAL_FIELDS, EMERGENCY_FIELDS, PERSONAL_FIELDS } from './section-fields.ts';

type SaveMock = ReturnType<typeof vi.fn<(changes: EditValues) => Promise<unknown>>>;

function renderDialog(
  props: Partial<Omit<Parameters<typeof EditSectionDialog>[0], 'onSave'>> & { onSave?: SaveMock } = {},
) {
  const onSave: SaveMock =
    props.onSave ??
    vi.fn<(changes: EditValues) => Promise<unknown>>().mockResolvedValue({ status: 'Success' });
  const onClose = vi.fn();
  renderWithProviders(
    <EditSectionDialog
      opened
      onClose={onClose}
      title="Edit Personal Information"
      fields={CLIENT_PERSONAL_FIELDS}
      record={clientRecord()}
      schema={profileEdit}
      rules={personalInformationRules}
      {...props}
      onSave={onSave}
    />,
  );
  return { onSave, onClose };
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('the Edit Personal Information dialog', () => {
  it('shows first name, last name and e-mail read-only, and asks for the phone number (Required Field)', async () => {
    const { onSave } = renderDialog();
    await screen.findByRole('dialog', { name: 'Edit Personal Information' });
    for (const label of ['First name', 'Last name', 'Email']) {
      expect(input(label).readOnly).toBe(true);
    }
    await userEvent.clear(input('Phone number'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REQUIRED_FIELD)).toBeTruthy();
    expect(input('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a malformed phone number is not valid, under the field', async () => {
    const { onSave } = renderDialog();
    await userEvent.clear(await screen.findByLabelText(/Phone number/));
    await userEvent.type(input('Phone number'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over every field of the dialog as the schema reads it: changes, empties as null, names left out', async () => {
    const { onSave, onClose } = renderDialog();
    await userEvent.clear(await screen.findByLabelText(/Phone number/));
    await userEvent.type(input('Phone number'), '0400 111 222');
    await userEvent.clear(input('Suburb'));
    await userEvent.type(input('Suburb'), 'Newtown');
    await userEvent.clear(input('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const changes = onSave.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(changes).toMatchObject({
      phoneNumber: '0400111222',
      suburb: 'Newtown',
      city: null,
      middleName: null,
      gender: 'Male',
      dateOfBirth: '2002-11-09',
      country: 'Australia',
    });
    expect(Object.keys(changes)).not.toContain('firstName');
    expect(Object.keys(changes)).not.toContain('email');
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's per-field messages under their fields and keeps the dialog open", async () => {
    const onSave = vi.fn<(changes: EditValues) => Promise<unknown>>().mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Some fields need attention.',
        fieldErrors: { suburb: 'At most 200 characters', kinEmail: 'Enter a valid email address' },
        fromServer: true,
      }),
    );
    const { onClose } = renderDialog({ onSave });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 200 characters')).toBeTruthy();
    expect(input('Suburb').getAttribute('aria-invalid')).toBe('true');
    // A field this dialog does not show is named in a note instead.
    expect(screen.getByText(/Emergency contact email: Enter a valid email address/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the Edit Emergency Contact and Edit Bank Information dialogs', () => {
  it('asks for the emergency contact phone number', async () => {
    const { onSave } = renderDialog({
      title: 'Edit Emergency Contact',
      fields: EMERGENCY_FIELDS,
      rules: emergencyContactRules,
      record: clientRecord({ kinPhoneNumber: null }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Emergency Contact' });
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REQUIRED_FIELD)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for the account number, then saves the bank details', async () => {
    const { onSave } = renderDialog({
      title: 'Edit Bank Information',
      fields: BANK_FIELDS,
      schema: staffEdit,
      rules: bankInformationRules,
      record: staffRecord(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REQUIRED_FIELD)).toBeTruthy();
    await userEvent.type(input('Account number'), '12345678');
    await userEvent.type(input('BSB'), '062-000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      accountNumber: '12345678',
      bsb: '062-000',
      bankName: null,
    });
  });
});

describe('the address line of a worker paid through payroll', () => {
  it('warns under a worker’s address past 38 characters (Single Touch Payroll) and still saves it', async () => {
    const long = 'Unit 12, 145-147 Parramatta Road North Side'; // 43 characters: payroll takes 50, STP 38
    const { onSave } = renderDialog({ fields: PERSONAL_FIELDS, schema: staffEdit, record: staffRecord() });
    const address = await screen.findByLabelText('Address', { selector: 'input' });
    expect(screen.queryByText(/Single Touch Payroll/)).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, long);
    expect(
      await screen.findByText(
        'Single Touch Payroll accepts at most 38 characters on an address line: shorten it before the pay run',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ address: long });
  });

  it('gives a participant’s address no payroll warning', async () => {
    renderDialog();
    const address = await screen.findByLabelText('Address', { selector: 'input' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Unit 12, 145-147 Parramatta Road North Side');
    expect((address as HTMLInputElement).value).toHaveLength(43);
    expect(screen.queryByText(/Single Touch Payroll/)).toBeNull();
  });
});
