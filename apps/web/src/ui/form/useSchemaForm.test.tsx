import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const flag = z.preprocess((v) => v === true || v === 'true', z.boolean());
const schema = z.object({
  name: z.string().trim().min(1, 'Enter the name'),
  state: z.enum(['NSW', 'VIC'], { error: 'Choose the state' }),
  urgent: flag,
});
type Values = { name: string; state: string; urgent: boolean };

const defaultValues: Values = { name: '', state: '', urgent: false };

function Inputs({
  form,
  onSave,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  onSave: (v: Values) => void;
}) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(values))}>
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <Select
            label="State"
            data={['NSW', 'VIC']}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={errors.state?.message}
          />
        )}
      />
      <Checkbox label="Urgent" {...form.register('urgent')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function Form({ onSave }: { onSave: (values: Values) => void }) {
  const form = useSchemaForm<typeof schema, Values>(schema, { defaultValues });
  return <Inputs form={form} onSave={onSave} />;
}

function RawForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useSchemaForm<typeof schema, Values>(schema, { defaultValues, raw: true });
  return <Inputs form={form} onSave={onSave} />;
}

describe('useSchemaForm', () => {
  it("shows the schema's messages under the fields and does not submit", async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name')).toBeTruthy();
    expect(screen.getByText('Choose the state')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("submits the schema's output (trimmed, parsed) once the fields are right", async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter the name');
    await userEvent.type(screen.getByLabelText('Name'), '  Ann  ');
    await waitFor(() => expect(screen.queryByText('Enter the name')).toBeNull());
    await userEvent.click(screen.getByLabelText('State', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'VIC', hidden: true }));
    await userEvent.click(screen.getByLabelText('Urgent'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Ann', state: 'VIC', urgent: true }));
  });

  it('raw: the schema judges, the form submits its own values untransformed', async () => {
    const onSave = vi.fn();
    renderWithProviders(<RawForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Name'), ' Bo ');
    await userEvent.click(screen.getByLabelText('State', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'NSW', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: ' Bo ', state: 'NSW', urgent: false }));
  });
});

// Type checks (tsc): the values must fit the schema's input, field by field.
export function useTypeChecks() {
  const s = z.object({ n: z.string(), d: z.string().nullable() });
  // Default values typed from z.input: a nullable field may later hold a string.
  const f = useSchemaForm(s, { defaultValues: { n: '', d: null } });
  f.setValue('d', 'x');
  // @ts-expect-error a number where the schema reads a string
  useSchemaForm(s, { defaultValues: { n: 1, d: null } });
  // @ts-expect-error the values' type says number where the schema reads a string
  useSchemaForm<typeof s, { n: number; d: null }>(s, { defaultValues: { n: 1, d: null } });
  // The submitted values are the schema's output.
  void f.handleSubmit((v: { n: string; d: string | null }) => v);
}
