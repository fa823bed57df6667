import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pickDate } from '../../test/pick-date.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { type FieldSpec, FormField } from './FormField.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter the name'),
  notes: z.string(),
  state: z.string().min(1, 'Choose the state'),
  smokes: z.string(),
  mobility: z.string().min(1, 'Choose one'),
  agreed: z.boolean(),
  born: z.string(),
  startsOn: z.string().min(1, 'Enter the start date'),
});
type Values = z.input<typeof schema>;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', label: 'Full name', required: true, placeholder: 'e.g. Ann Lee' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
  { name: 'state', label: 'State', kind: 'select', options: ['NSW', 'VIC'], required: true },
  { name: 'smokes', label: 'Smokes', kind: 'switch' },
  {
    name: 'mobility',
    label: 'Mobility',
    kind: 'radio',
    options: ['Independent', 'Needs help'],
    required: true,
  },
  { name: 'agreed', label: 'Agreed', kind: 'checkbox' },
  { name: 'born', label: 'Date of birth', kind: 'date' },
  { name: 'startsOn', label: 'Starts on', kind: 'date', required: true },
];

function Form({ onSave }: { onSave: (v: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema, {
    defaultValues: {
      name: '',
      notes: '',
      state: '',
      smokes: 'No',
      mobility: '',
      agreed: false,
      born: '2002-11-09',
      startsOn: '',
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          field={f}
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
        />
      ))}
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('FormField', () => {
  it("renders each kind of field with its label, and a required field's message under it", async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form onSave={onSave} />);
    expect(screen.getByPlaceholderText('e.g. Ann Lee')).toBeTruthy();
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('switch', { name: 'Smokes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Needs help' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Agreed' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name')).toBeTruthy();
    expect(screen.getByText('Choose the state')).toBeTruthy();
    expect(screen.getByText('Choose one')).toBeTruthy();
    expect(screen.getByText('Enter the start date')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows a date as the app writes dates (DD-MM-YYYY), whatever the browser's language", () => {
    renderWithProviders(<Form onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Date of birth' }).textContent).toBe('09-11-2002');
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('binds every input to the form: what is typed, chosen and ticked is submitted', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Form onSave={onSave} />);
    await user.type(screen.getByLabelText(/Full name/), 'Ann');
    await user.type(screen.getByLabelText('Notes'), 'Likes tea');
    await user.click(screen.getByLabelText(/State/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'VIC', hidden: true }));
    await user.click(screen.getByRole('switch', { name: 'Smokes' }));
    await user.click(screen.getByRole('radio', { name: 'Needs help' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agreed' }));
    await pickDate(user, 'Date of birth', '1958-04-30');
    await pickDate(user, /Starts on/, '2027-02-28');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave.mock.calls[0]?.[0]).toEqual({
        name: 'Ann',
        notes: 'Likes tea',
        state: 'VIC',
        smokes: 'Yes',
        mobility: 'Needs help',
        agreed: true,
        born: '1958-04-30',
        startsOn: '2027-02-28',
      }),
    );
  });

  it('a switch whose answer the form holds as a boolean shows it, and toggles it as a boolean', async () => {
    const flags = z.object({ shiftworker: z.boolean(), pending: z.boolean() });
    function Flags({ onSave }: { onSave: (v: z.output<typeof flags>) => void }) {
      const form = useSchemaForm(flags, { defaultValues: { shiftworker: false, pending: true } });
      return (
        <form noValidate onSubmit={form.handleSubmit(onSave)}>
          {(['shiftworker', 'pending'] as const).map((name) => (
            <FormField
              key={name}
              field={{ name, label: name, kind: 'switch' }}
              register={form.register}
              control={form.control}
              errors={form.formState.errors}
            />
          ))}
          <Button type="submit">Save</Button>
        </form>
      );
    }
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<Flags onSave={onSave} />);
    expect((screen.getByRole('switch', { name: 'pending' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'shiftworker' }));
    await user.click(screen.getByRole('switch', { name: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave.mock.calls[0]?.[0]).toEqual({ shiftworker: true, pending: false }));
  });
});
