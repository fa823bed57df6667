import { LOCATION_FAILED, PLACE_QUERY_MIN, type PlaceDetails } from '@care/domain';
import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Control, Controller, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';
import { placeDetails, suggestPlaces } from './places-api.ts';

/** The form fields a chosen place fills, by address part. */
export type AddressFills = Partial<
  Record<Exclude<keyof PlaceDetails, 'placeId' | 'formattedAddress' | 'address'>, string>
>;

export interface AddressFieldInputProps {
  name: string;
  label: string;
  placeholder?: string;
  fills: AddressFills;
  // biome-ignore lint/suspicious/noExplicitAny: any form that has these fields.
  control: Control<any, unknown, any>;
  setValue: UseFormSetValue<FieldValues>;
  error?: string;
  /** A note under the field for a value that saves but will cause trouble later. */
  warning?: string | null;
  /** false when the form shows the map position itself (the new-client form). */
  positionNote?: boolean;
}

/**
 * An address with place suggestions (spec 2 §2): choosing one fills the street, suburb, state and
 * postcode, and the coordinates where the form has them. Typing it in full always works; only a
 * failing service says 'Failed to retrieve location.'.
 */
export function AddressFieldInput({
  name,
  label,
  placeholder,
  fills,
  control,
  setValue,
  error,
  warning,
  positionNote = true,
}: AddressFieldInputProps) {
  const sessionToken = useMemo(() => crypto.randomUUID(), []);
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  // Once the server says no places service is set up, this field stops asking.
  const [unconfigured, setUnconfigured] = useState(false);
  const [query] = useDebouncedValue(typed.trim(), 300);
  const latitude = useWatch({ control, name: fills.latitude ?? '__none' }) as string | undefined;

  const suggestions = useQuery({
    queryKey: ['places', 'suggest', query],
    queryFn: async ({ signal }) => {
      const reply = await suggestPlaces(query, sessionToken, signal);
      setUnconfigured(!reply.configured);
      return reply.suggestions;
    },
    enabled: !unconfigured && query.length >= PLACE_QUERY_MIN,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const lookupFailed =
    failed || (suggestions.isError && isApiError(suggestions.error) && suggestions.error.status === 502);
  const options = suggestions.data ?? [];

  const pick = async (description: string, onChange: (v: string) => void) => {
    const chosen = options.find((s) => s.description === description);
    if (!chosen) {
      return;
    }
    try {
      const place = await placeDetails(chosen.placeId, sessionToken);
      onChange(place.address || place.formattedAddress);
      for (const [part, field] of Object.entries(fills)) {
        const value = place[part as keyof AddressFills];
        setValue(field as string, value === undefined ? '' : String(value), { shouldDirty: true });
      }
      setFailed(false);
      setTyped('');
    } catch {
      setFailed(true);
    }
  };

  return (
    <Controller
      name={name}
      control={control}
      render={({ field: f }) => (
        <div>
          <Autocomplete
            label={label}
            size="md"
            placeholder={placeholder ?? 'Start typing the address'}
            autoComplete="off"
            data={options.map((s) => ({ value: s.description, label: s.description }))}
            filter={({ options: all }) => all}
            value={f.value ?? ''}
            onChange={(text) => {
              f.onChange(text);
              setTyped(text);
              setFailed(false);
              // A changed address no longer matches the stored coordinates.
              if (fills.latitude && latitude) {
                setValue(fills.latitude, '', { shouldDirty: true });
                setValue(fills.longitude ?? '', '', { shouldDirty: true });
              }
            }}
            onOptionSubmit={(description) => void pick(description, f.onChange)}
            onBlur={f.onBlur}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
          {warning && !error ? (
            <Text fz="sm" c="orange.8" mt={4} role="status">
              {warning}
            </Text>
          ) : null}
          {lookupFailed ? (
            <Text fz="sm" c="orange.8" mt={4} role="status">
              {LOCATION_FAILED} You can still type the address in full.
            </Text>
          ) : positionNote && fills.latitude && latitude ? (
            <Group gap={4} mt={4} c="teal.8">
              <IconMapPin size={16} stroke={1.8} aria-hidden />
              <Text fz="sm">Located on the map (used for clock-in)</Text>
            </Group>
          ) : null}
        </div>
      )}
    />
  );
}
