import { Autocomplete, Select, Textarea, TextInput } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { AddressFieldInput } from '../care-needs/AddressFieldInput.tsx';
import type { FieldDef } from './section-fields.ts';

export type SectionValues = Record<string, string>;

export interface SectionFieldInputProps {
  field: FieldDef;
  register: UseFormRegister<SectionValues>;
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output type does not matter to one input.
  control: Control<SectionValues, unknown, any>;
  errors: FieldErrors<SectionValues>;
  /** For read-only fields, which the form does not hold. */
  readOnlyValue?: string;
  /** Lets an address field fill the fields of the chosen place. */
  setValue?: UseFormSetValue<FieldValues>;
}

const INPUT_MODES: Partial<Record<NonNullable<FieldDef['type']>, 'email' | 'tel' | 'url'>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/** The list's choices, plus a stored value outside it, so that it shows (and is flagged) rather than vanishing. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** One input of a profile dialog, chosen by the field's type; its error shows under it. */
export function SectionFieldInput({
  field,
  register,
  control,
  errors,
  readOnlyValue,
  setValue,
}: SectionFieldInputProps) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    description: field.description,
    placeholder: field.placeholder,
    size: 'md' as const,
  };
  const error = errors[field.name]?.message;

  if (field.readOnly) {
    return <TextInput {...common} value={readOnlyValue ?? ''} readOnly variant="filled" />;
  }
  if (field.type === 'hidden') {
    return null;
  }
  if (field.type === 'address' && setValue) {
    return (
      <AddressFieldInput
        name={field.name}
        label={field.label}
        placeholder={field.placeholder}
        fills={field.fills ?? {}}
        control={control}
        setValue={setValue}
        error={error}
      />
    );
  }
  if (field.type === 'select' || field.type === 'suggest') {
    return (
      <Controller
        name={field.name}
        control={control}
        render={({ field: f }) =>
          field.type === 'select' ? (
            <Select
              {...common}
              data={withCurrent(field.options ?? [], f.value)}
              value={f.value || null}
              onChange={(v) => f.onChange(v ?? '')}
              onBlur={f.onBlur}
              clearable
              placeholder={field.placeholder ?? 'Choose…'}
              error={error}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Autocomplete
              {...common}
              data={[...(field.options ?? [])]}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={error}
            />
          )
        }
      />
    );
  }
  if (field.type === 'textarea') {
    return <Textarea {...common} autosize minRows={3} maxRows={8} {...register(field.name)} error={error} />;
  }
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : (INPUT_MODES[field.type ?? 'text'] ?? 'text')}
      inputMode={INPUT_MODES[field.type ?? 'text']}
      autoComplete={field.type === 'tel' ? 'tel' : 'off'}
      placeholder={field.type === 'url' ? (field.placeholder ?? 'https://') : field.placeholder}
      {...register(field.name)}
      error={error}
    />
  );
}
