import { addressLine, isLocated, mapUrlOf, parseCoordinates } from '@care/domain';
import { Anchor, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import type { ClipboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

interface PositionValues {
  address: unknown;
  suburb: unknown;
  state: unknown;
  postcode: unknown;
  latitude: unknown;
  longitude: unknown;
}

const asNumber = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/**
 * The client's map position (issue 26): filled by a chosen place suggestion, or typed. Without a
 * places service the office finds the address on a map and pastes its coordinates ('-33.79, 151.28'
 * into either field fills both). Without a position a clock-in for the client is not checked.
 */
export function MapPositionFields() {
  const form = useFormContext<PositionValues>();
  const { errors } = form.formState;
  const [address, suburb, state, postcode, latitude, longitude] = useWatch({
    control: form.control,
    name: ['address', 'suburb', 'state', 'postcode', 'latitude', 'longitude'],
  });
  const typed = addressLine([address, suburb, [state, postcode].filter(Boolean).join(' ')].map(String));
  const findUrl = mapUrlOf(typed, null, null);
  const located = isLocated(asNumber(latitude), asNumber(longitude));

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = parseCoordinates(event.clipboardData.getData('text'));
    if (pair) {
      event.preventDefault();
      form.setValue('latitude', String(pair.latitude), { shouldDirty: true, shouldValidate: true });
      form.setValue('longitude', String(pair.longitude), { shouldDirty: true, shouldValidate: true });
    }
  };
  const message = (name: 'latitude' | 'longitude') => errors[name]?.message as string | undefined;

  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <TextInput
          label="Latitude"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. -33.7969"
          onPaste={onPaste}
          {...form.register('latitude')}
          error={message('latitude')}
        />
        <TextInput
          label="Longitude"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 151.2887"
          onPaste={onPaste}
          {...form.register('longitude')}
          error={message('longitude')}
        />
      </SimpleGrid>
      {located ? (
        <Group gap={4} c="teal.8" wrap="nowrap">
          <IconMapPin size={16} stroke={1.8} aria-hidden />
          <Text fz="sm">Located on the map: clock-ins for this client are checked against it.</Text>
        </Group>
      ) : (
        <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
          <IconMapPinOff size={16} stroke={1.8} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm">
            No map position yet: clock-ins for this client will not be checked.{' '}
            {findUrl ? (
              <>
                <Anchor href={findUrl} target="_blank" rel="noopener" fz="sm">
                  Find the address on Google Maps
                </Anchor>
                , right-click the place and paste its coordinates here.
              </>
            ) : (
              'Choose a suggested address, or paste the coordinates of the place from a map.'
            )}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
