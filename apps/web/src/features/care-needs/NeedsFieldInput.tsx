import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../ui/form/FormField.tsx';
import type { NeedsField } from './needs-forms.ts';

export type NeedsValues = Record<string, string>;

export interface NeedsFieldInputProps {
  field: NeedsField;
  register: UseFormRegister<NeedsValues>;
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output type does not matter to one input.
  control: Control<NeedsValues, unknown, any>;
  errors: FieldErrors<NeedsValues>;
}

const KINDS = {
  choice: 'radio',
  yesno: 'yesno',
  switch: 'switch',
  textarea: 'textarea',
  suggest: 'suggest',
} as const;

/** One answer of a support-needs form, chosen by the field's type; its error shows under it. */
export function NeedsFieldInput({ field, register, control, errors }: NeedsFieldInputProps) {
  const asked = field.type === 'choice' || field.type === 'yesno';
  return (
    <FormField
      field={{
        name: field.name,
        label: field.label,
        kind: KINDS[field.type],
        options: field.options,
        optionLabel: field.optionLabel,
        // Only a choice marks its label; a text answer is never marked.
        required: asked ? field.required : undefined,
        placeholder: field.type === 'suggest' ? (field.placeholder ?? 'Type or choose') : field.placeholder,
        minRows: 2,
      }}
      register={register}
      control={control}
      errors={errors}
    />
  );
}
