import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ReferralField, ReferralValues } from './referral-fields.ts';

const INPUT_TYPES = { email: 'email', tel: 'tel', date: 'date' } as const;
const INPUT_MODES = { email: 'email', tel: 'tel', ndis: 'numeric' } as const;

/**
 * One text field of the referral form, registered with the form around it. Dates use the phone's
 * own date picker and choices a native select, which are the easiest to use on a small screen.
 */
export function ReferralFieldInput({ field }: { field: ReferralField }) {
  const form = useFormContext<ReferralValues>();
  const error = form.formState.errors[field.name]?.message;
  const short = field.short || ['date', 'tel', 'ndis', 'select'].includes(field.type ?? 'text');
  const common = {
    maw: short ? { base: '100%', sm: 340 } : undefined,
    label: field.label,
    withAsterisk: field.required,
    description: field.description,
    placeholder: field.placeholder,
    error,
    size: 'md' as const,
    ...form.register(field.name),
  };

  if (field.type === 'select') {
    return (
      <NativeSelect
        {...common}
        data={[
          { value: '', label: 'Choose…' },
          ...(field.options ?? []).map((o) => ({ value: o, label: o })),
        ]}
      />
    );
  }
  if (field.type === 'textarea') {
    return <Textarea {...common} autosize minRows={3} maxRows={10} />;
  }
  const type =
    field.type && field.type in INPUT_TYPES ? INPUT_TYPES[field.type as keyof typeof INPUT_TYPES] : 'text';
  const inputMode =
    field.type && field.type in INPUT_MODES ? INPUT_MODES[field.type as keyof typeof INPUT_MODES] : undefined;
  return (
    <TextInput
      {...common}
      type={type}
      inputMode={inputMode}
      autoComplete={field.autoComplete ?? (field.type === 'date' ? 'off' : undefined)}
      maxLength={field.type === 'ndis' ? 11 : undefined}
    />
  );
}
