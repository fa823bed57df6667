import { DATE_FORMATS } from '@care/domain';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface DateFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  /** The form's control; the form may turn its values into another shape on submit (TOut). */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
  description?: string;
}

/**
 * The one calendar-date field of the forms: a date picker showing DD-MM-YYYY (spec 1 §9) bound to
 * a react-hook-form value held as 'YYYY-MM-DD' ('' when empty), with the field's message under it.
 */
export function DateField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  required,
  description,
}: DateFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          ref={field.ref}
          label={label}
          description={description}
          withAsterisk={required}
          size="md"
          placeholder="Pick a date"
          valueFormat={DATE_FORMATS.date}
          leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
          clearable={!required}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
