import { NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import type { FieldSpec } from './field-spec.ts';

/** A date or select field as the browser's own input (its date picker, its list), bound by register. */
export function NativeField<T extends FieldValues>({
  field,
  register,
  common,
}: {
  field: FieldSpec<T>;
  register: UseFormRegister<T>;
  common: Pick<
    TextInputProps,
    'maw' | 'label' | 'withAsterisk' | 'description' | 'placeholder' | 'size' | 'error'
  >;
}) {
  if (field.kind === 'select') {
    return (
      <NativeSelect
        {...common}
        {...register(field.name)}
        data={[
          { value: '', label: 'Choose…' },
          ...(field.options ?? []).map((o) => ({ value: o, label: field.optionLabel?.(o) ?? o })),
        ]}
      />
    );
  }
  return <TextInput {...common} {...register(field.name)} type="date" autoComplete={field.autoComplete} />;
}
