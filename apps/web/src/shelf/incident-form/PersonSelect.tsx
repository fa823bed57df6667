import { Select } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { PersonOption } from '../usePeopleOptions.ts';
import type { IncidentFormValues } from './incident-form-values.ts';

/** A searchable, clearable choice of one person, held as an id ('' for none). */
export function PersonSelect({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output does not matter to one input.
  control: Control<IncidentFormValues, unknown, any>;
  name: 'clientId' | 'staffId';
  label: string;
  placeholder: string;
  options: PersonOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={options}
          searchable
          clearable
          size="md"
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
