import { Autocomplete, Group, Radio, Stack, Switch, Textarea } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { NeedsField } from './needs-forms.ts';

export type NeedsValues = Record<string, string>;

export interface NeedsFieldInputProps {
  field: NeedsField;
  register: UseFormRegister<NeedsValues>;
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output type does not matter to one input.
  control: Control<NeedsValues, unknown, any>;
  errors: FieldErrors<NeedsValues>;
}

/** One answer of a support-needs form, chosen by the field's type; its error shows under it. */
export function NeedsFieldInput({ field, register, control, errors }: NeedsFieldInputProps) {
  const error = errors[field.name]?.message;
  if (field.type === 'textarea') {
    return (
      <Textarea
        label={field.label}
        placeholder={field.placeholder}
        autosize
        minRows={2}
        maxRows={8}
        size="md"
        {...register(field.name)}
        error={error}
      />
    );
  }
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        if (field.type === 'switch') {
          return (
            <Switch
              label={field.label}
              size="md"
              checked={f.value === 'Yes'}
              onChange={(e) => f.onChange(e.currentTarget.checked ? 'Yes' : 'No')}
              onBlur={f.onBlur}
            />
          );
        }
        if (field.type === 'suggest') {
          return (
            <Autocomplete
              label={field.label}
              size="md"
              data={[...(field.options ?? [])]}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              placeholder={field.placeholder ?? 'Type or choose'}
              error={error}
            />
          );
        }
        const radios = (field.options ?? []).map((o) => <Radio key={o} value={o} label={o} size="md" />);
        return (
          <Radio.Group
            label={field.label}
            withAsterisk={field.required}
            value={f.value}
            onChange={f.onChange}
            name={field.name}
            error={error}
            size="md"
          >
            {field.type === 'yesno' ? (
              <Group gap="xl" mt={8}>
                {radios}
              </Group>
            ) : (
              <Stack gap={10} mt={8}>
                {radios}
              </Stack>
            )}
          </Radio.Group>
        );
      }}
    />
  );
}
