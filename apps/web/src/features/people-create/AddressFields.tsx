import { STATE_CODES } from '@care/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { AddressFieldInput, type AddressFills } from '../../shelf/AddressFieldInput.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { MapPositionFields } from './MapPositionFields.tsx';

const PARTS: AddressFills = { suburb: 'suburb', state: 'state', postcode: 'postcode' };

/**
 * The address of a new person in its parts (issue 26): street (with place suggestions when a
 * places service is set up, which fill the rest), suburb, state and postcode; for a client also
 * the map position, typed or pasted when there are no suggestions.
 */
export function AddressFields({ withPosition = false }: { withPosition?: boolean }) {
  // Any form with these fields: the client's and the invitees'.
  const form = useFormContext<FieldValues>();
  const { errors } = form.formState;
  const message = (name: string) => errors[name]?.message as string | undefined;
  const fills: AddressFills = withPosition
    ? { ...PARTS, latitude: 'latitude', longitude: 'longitude' }
    : PARTS;
  return (
    <Stack gap="md">
      <AddressFieldInput
        name="address"
        label="Street address"
        placeholder="e.g. 12 Ocean Road"
        fills={fills}
        control={form.control}
        setValue={form.setValue}
        error={message('address')}
        positionNote={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label="Suburb" autoComplete="off" {...form.register('suburb')} error={message('suburb')} />
        <FormField
          field={{
            name: 'state',
            label: 'State',
            kind: 'select',
            options: STATE_CODES,
            placeholder: 'Choose',
          }}
          register={form.register}
          control={form.control}
          errors={errors}
        />
        <TextInput
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          {...form.register('postcode')}
          error={message('postcode')}
        />
      </SimpleGrid>
      {withPosition ? <MapPositionFields /> : null}
    </Stack>
  );
}
