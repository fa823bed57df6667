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
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import { NativeField } from './NativeField.tsx';

/** How a field is asked. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'date'
  | 'time'
  | 'number'
  | 'textarea'
  | 'select'
  | 'suggest'
  | 'checkbox'
  | 'switch'
  | 'radio'
  | 'yesno';

/** One field, described: the renderer picks its input by kind and binds it to the form. */
export interface FieldSpec<T extends FieldValues = FieldValues> {
  name: Path<T>;
  label: string;
  /** 'text' unless told. */
  kind?: FieldKind;
  /** The choices of a select, suggest, radio or yes/no field. */
  options?: readonly string[];
  /** How a radio or select choice reads when its stored value is spelt otherwise (an id, the spec's spelling). */
  optionLabel?: (value: string) => string;
  /** Marks the label (the schema decides whether a value is needed). */
  required?: boolean;
  placeholder?: string;
  description?: string;
  /** A textarea's least number of rows (3 unless told). */
  minRows?: number;
  /** false: a textarea keeps its rows rather than growing with its text (up to 8 rows). */
  autosize?: boolean;
  /** A text field's autocomplete attribute (the browser's default unless told). */
  autoComplete?: string;
  /** A select keeps a stored value outside its options (shown first) rather than blanking it. */
  keepCurrent?: boolean;
  /** A date or select uses the browser's own input (the easiest on a phone, for a form filled in once). */
  native?: boolean;
  /** A short answer (a postcode, a date): the box is narrower on wide screens. */
  short?: boolean;
  /** A textarea's most rows as it grows (8 unless told). */
  maxRows?: number;
  /** A text field's keyboard, where its kind does not say it (a number typed as text). */
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}

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
                    checked={f.value === 'Yes'}
                    onChange={(e) => f.onChange(e.currentTarget.checked ? 'Yes' : 'No')}
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
