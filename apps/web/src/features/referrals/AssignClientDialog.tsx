import { Button, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  assignClient,
  fetchClientOptions,
  fetchProviderClients,
  providerClientsKey,
  type ServiceProviderRow,
} from './service-providers-api.ts';

function AssignClientForm({ provider, onDone }: { provider: ServiceProviderRow; onDone: () => void }) {
  const queryClient = useQueryClient();
  const clients = useQuery({
    queryKey: ['people', 'client', 'options'],
    queryFn: ({ signal }) => fetchClientOptions(signal),
  });
  const assigned = useQuery({
    queryKey: providerClientsKey(provider.serviceProvidersId),
    queryFn: ({ signal }) => fetchProviderClients(provider.serviceProvidersId, signal),
  });
  const [clientId, setClientId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  if (clients.isError) {
    return <LoadFailed what="the client list" onRetry={() => void clients.refetch()} />;
  }
  const taken = new Set((assigned.data ?? []).map((a) => a.profile.profileId));
  const options = (clients.data ?? []).map((c) => ({
    value: c.profileId,
    label: taken.has(c.profileId) ? `${c.fullName} (already assigned)` : `${c.fullName} · ${c.email}`,
    disabled: taken.has(c.profileId),
  }));

  const submit = async () => {
    if (!clientId) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await assignClient(provider.serviceProvidersId, clientId);
      await queryClient.invalidateQueries({ queryKey: providerClientsKey(provider.serviceProvidersId) });
      void queryClient.invalidateQueries({ queryKey: ['people', 'client'] });
      onDone();
    } catch {
      // The API client has toasted why; the choice stays so another client can be picked.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {provider.fullName} ({provider.referralCompany}) will see this client in their provider area.
        </Text>
        <Select
          label="Client"
          withAsterisk
          size="md"
          placeholder={clients.isPending ? 'Loading clients…' : 'Search by name or email'}
          searchable
          nothingFoundMessage="No client matches"
          data={options}
          value={clientId}
          onChange={(value) => {
            setClientId(value);
            setMissing(false);
          }}
          error={missing ? 'Choose a client' : undefined}
          disabled={clients.isPending}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <DialogFooter>
          <Button variant="default" size="md" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={saving}>
            Assign client
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export interface AssignClientDialogProps {
  provider: ServiceProviderRow | null;
  opened: boolean;
  onClose: () => void;
}

/** Assign client (spec 2 §2 Service providers): a client of the company to this provider. */
export function AssignClientDialog({ provider, opened, onClose }: AssignClientDialogProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={provider ? `Assign a client to ${provider.fullName}` : 'Assign a client'}
    >
      {opened && provider ? <AssignClientForm provider={provider} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
