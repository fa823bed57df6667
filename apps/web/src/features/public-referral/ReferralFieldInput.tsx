import { useFormContext } from 'react-hook-form';
import { type FieldSpec, FormField } from '../../ui/form/FormField.tsx';
import type { ReferralField, ReferralValues } from './referral-fields.ts';

/**
 * A referral field as the shared renderer takes it. Dates use the phone's own date picker and
 * choices a native select, which are the easiest to use on a small screen.
 */
function specOf(field: ReferralField): FieldSpec<ReferralValues> {
  const type = field.type ?? 'text';
  return {
    name: field.name,
    label: field.label,
    kind: type === 'ndis' ? 'text' : type,
    options: field.options,
    required: field.required,
    placeholder: field.placeholder,
    description: field.description,
    native: true,
    short: field.short || ['date', 'tel', 'ndis', 'select'].includes(type),
    maxRows: 10,
    autoComplete: field.autoComplete ?? (type === 'date' ? 'off' : undefined),
    inputMode: type === 'ndis' ? 'numeric' : undefined,
    maxLength: type === 'ndis' ? 11 : undefined,
  };
}

/** One text field of the referral form, registered with the form around it. */
export function ReferralFieldInput({ field }: { field: ReferralField }) {
  const form = useFormContext<ReferralValues>();
  return (
    <FormField
      field={specOf(field)}
      register={form.register}
      control={form.control}
      errors={form.formState.errors}
    />
  );
}
