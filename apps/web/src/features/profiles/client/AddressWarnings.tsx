import { FALLBACK_STATE, isLocated, stateCode } from '@care/domain';
import { Alert, Stack } from '@mantine/core';
import { IconMapPinOff, IconReceiptDollar } from '@tabler/icons-react';
import type { ClientProfile } from '../../../shelf/person-types.ts';

/**
 * What the client's address lacks for the office (issue 26): no state (their supports are priced
 * at the fallback state's prices) and no map position (clock-ins for them are not checked).
 */
export function AddressWarnings({
  client,
}: {
  client: Pick<ClientProfile, 'state' | 'latitude' | 'longitude'>;
}) {
  const noState = stateCode(client.state) === null;
  const noPosition = !isLocated(client.latitude, client.longitude);
  if (!noState && !noPosition) {
    return null;
  }
  return (
    <Stack gap="xs">
      {noState ? (
        <Alert
          color="orange"
          variant="light"
          title="No state recorded"
          icon={<IconReceiptDollar size={18} aria-hidden />}
        >
          {client.state?.trim()
            ? `“${client.state.trim()}” is not an Australian state or territory, so`
            : 'Without a state,'}{' '}
          the client’s supports are priced at {FALLBACK_STATE} prices where the NDIS catalogue prices by
          state. Add the state under Personal Information.
        </Alert>
      ) : null}
      {noPosition ? (
        <Alert
          color="orange"
          variant="light"
          title="No map position"
          icon={<IconMapPinOff size={18} aria-hidden />}
        >
          Clock-ins for this client are not checked against their address. Under Personal Information, choose
          a suggested address or type the latitude and longitude.
        </Alert>
      ) : null}
    </Stack>
  );
}
