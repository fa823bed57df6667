import {
  Autocomplete,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  get,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import type { FieldKind, FieldSpec } from './field-spec.ts';
import { NativeField } from './NativeField.tsx';

export type { FieldKind, FieldSpec } from './field-spec.ts';

export interface FormFieldProps<T extends FieldValues> {
  field: FieldSpec<T>;
  register: UseFormRegister<T>;
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output type does not matter to one input.
  control: Control<T, unknown, any>;
  errors: FieldErrors<T>;
}

const INPUT_TYPES: Partial<Record<FieldKind, string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  time: 'time',
};
const INPUT_MODES: Partial<Record<FieldKind, 'email' | 'tel' | 'url'>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

const SHORT_WIDTH = { base: '100%', sm: 340 };

/** The options, plus a stored value outside them, so that it shows (and is flagged) rather than vanishing. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/**
 * The one field renderer: a described field as its Mantine input, bound to a react-hook-form form
 * (text kinds by register, the others through a Controller), its error message under it.
 */
export function FormField<T extends FieldValues>({ field, register, control, errors }: FormFieldProps<T>) {
  const kind = field.kind ?? 'text';
  const found: { message?: string } | undefined = get(errors, field.name);
  const error = found?.message;
  const common = {
    maw: field.short ? SHORT_WIDTH : undefined,
    label: field.label,
    withAsterisk: field.required,
    description: field.description,
    placeholder: field.placeholder,
    size: 'md' as const,
  };

  if (field.native && (kind === 'date' || kind === 'select')) {
    return <NativeField field={field} register={register} common={{ ...common, error }} />;
  }
  switch (kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          {...(field.autosize === false
            ? { rows: field.minRows ?? 3 }
            : { autosize: true, minRows: field.minRows ?? 3, maxRows: field.maxRows ?? 8 })}
          {...register(field.name)}
          error={error}
        />
      );
    case 'date':
      // The app's picker (DD-MM-YYYY whatever the browser's language), the value still 'YYYY-MM-DD'.
      return (
        <DateField
          control={control}
          name={field.name}
          label={field.label}
          required={field.required}
          description={field.description}
        />
      );
    case 'checkbox':
      return <Checkbox label={field.label} size="md" {...register(field.name)} error={error} />;
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
    case 'time':
      return (
        <TextInput
          {...common}
          type={INPUT_TYPES[kind]}
          inputMode={field.inputMode ?? INPUT_MODES[kind]}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          placeholder={kind === 'url' ? (field.placeholder ?? 'https://') : field.placeholder}
          {...register(field.name)}
          error={error}
        />
      );
    default:
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => {
            switch (kind) {
              case 'number':
                return (
                  <NumberInput
                    {...common}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    error={error}
                  />
                );
              case 'select':
                return (
                  <Select
                    {...common}
                    data={(field.keepCurrent
                      ? withCurrent(field.options ?? [], f.value)
                      : [...(field.options ?? [])]
                    ).map((value) => ({ value, label: field.optionLabel?.(value) ?? value }))}
                    searchable={(field.options?.length ?? 0) > 8}
                    value={f.value || null}
                    onChange={(v) => f.onChange(v ?? '')}
                    onBlur={f.onBlur}
                    clearable
                    placeholder={field.placeholder ?? 'Choose…'}
                    error={error}
                    comboboxProps={{ withinPortal: true }}
                  />
                );
              case 'suggest':
                return (
                  <Autocomplete
                    {...common}
                    data={[...(field.options ?? [])]}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    error={error}
                  />
                );
              case 'switch':
                return (
                  <Switch
                    label={field.label}
                    size="md"
                    checked={f.value === 'Yes' || f.value === true}
                    // A form holding the answer as a boolean keeps a boolean; the others say Yes or No.
                    onChange={(e) =>
                      f.onChange(
                        typeof f.value === 'boolean'
                          ? e.currentTarget.checked
                          : e.currentTarget.checked
                            ? 'Yes'
                            : 'No',
                      )
                    }
                    onBlur={f.onBlur}
                  />
                );
              default: {
                const radios = (field.options ?? []).map((o) => (
                  <Radio key={o} value={o} label={field.optionLabel?.(o) ?? o} size="md" />
                ));
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
                    {kind === 'yesno' ? (
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
              }
            }
          }}
        />
      );
  }
}

/** Several described fields of one form, in order (the caller lays them out). */
export function FormFields<T extends FieldValues>({
  form,
  fields,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output type does not matter to its inputs.
  form: Pick<UseFormReturn<T, unknown, any>, 'register' | 'control' | 'formState'>;
  fields: readonly FieldSpec<T>[];
}): ReactNode {
  return fields.map((field) => (
    <FormField
      key={field.name}
      field={field}
      register={form.register}
      control={form.control}
      errors={form.formState.errors}
    />
  ));
}
