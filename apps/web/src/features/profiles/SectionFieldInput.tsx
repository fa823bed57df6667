import { TextInput } from '@mantine/core';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { AddressFieldInput } from '../../shelf/AddressFieldInput.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
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
  const value = useWatch({ control, name: field.name }) as string | undefined;
  const warning = field.warning?.(value ?? '') ?? null;

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
        warning={warning}
      />
    );
  }
  return (
    <FormField
      field={{
        name: field.name,
        label: field.label,
        kind: field.type === 'address' ? 'text' : (field.type ?? 'text'),
        options: field.options,
        required: field.required,
        placeholder: field.placeholder,
        description: field.description,
        keepCurrent: true,
        autoComplete: field.type === 'tel' ? 'tel' : 'off',
      }}
      register={register}
      control={control}
      errors={errors}
    />
  );
}
