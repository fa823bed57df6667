import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssignedProvider, ClientProfile } from '../../../shelf/person-types.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DialogFooter, ResponsiveModal } from '../../../ui/photo/ResponsiveModal.tsx';
import {
  assignCareManager,
  assignServiceProvider,
  fetchCareManagers,
  fetchServiceProviders,
  removeServiceProvider,
} from '../profiles-api.ts';
import { useReloadPeople } from '../usePersonEditing.ts';

interface PickDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  loading: boolean;
  options: { value: string; label: string }[];
  /** Shown when there is nothing to choose from. */
  none: string;
  initial?: string | null;
  onSave: (value: string) => Promise<unknown>;
}

/** A dialog that picks one person from a list and saves the choice. */
function PickDialog({
  opened,
  onClose,
  title,
  label,
  loading,
  options,
  none,
  initial,
  onSave,
}: PickDialogProps) {
  const [value, setValue] = useState<string | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!value) {
      setError(`Please choose a ${label.toLowerCase()}.`);
      return;
    }
    setSaving(true);
    try {
      await onSave(value);
      onClose();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <ResponsiveModal opened={opened} onClose={() => !saving && onClose()} title={title} size="md">
      <Stack gap="md">
        {loading ? (
          <Loader size="sm" aria-label="Loading the list" />
        ) : options.length === 0 ? (
          <Alert color="gray" variant="light">
            {none}
          </Alert>
        ) : (
          <Select
            label={label}
            size="md"
            searchable
            data={options}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            placeholder="Type a name to search"
            nothingFoundMessage="No one by that name"
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button size="md" onClick={() => void save()} loading={saving} disabled={options.length === 0}>
            Assign
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}

export interface CareTeamActionsProps {
  client: ClientProfile;
  canAssignCareManager: boolean;
  canAssignServiceProvider: boolean;
}

/** Assign Care Manager, Assign Service Provider and Remove from Service Provider (spec 1 §2.5, §7.2). */
export function CareTeamActions({
  client,
  canAssignCareManager,
  canAssignServiceProvider,
}: CareTeamActionsProps) {
  const reload = useReloadPeople('client');
  const [dialog, setDialog] = useState<'careManager' | 'provider' | null>(null);
  const [removing, setRemoving] = useState<AssignedProvider | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const managers = useQuery({
    queryKey: ['careManagers'],
    queryFn: ({ signal }) => fetchCareManagers(signal),
    enabled: dialog === 'careManager',
  });
  const providers = useQuery({
    queryKey: ['serviceProviders'],
    queryFn: ({ signal }) => fetchServiceProviders(signal),
    enabled: dialog === 'provider',
  });
  const assigned = client.serviceProviders ?? [];
  const assignedIds = new Set(assigned.map((p) => p.serviceProvidersId));
  const name = client.fullName;

  return (
    <>
      {canAssignCareManager ? (
        <Button variant="default" size="md" fullWidth onClick={() => setDialog('careManager')}>
          {client.careManager ? 'Change Care Manager' : 'Assign Care Manager'}
        </Button>
      ) : null}
      {canAssignServiceProvider ? (
        <Button variant="default" size="md" fullWidth onClick={() => setDialog('provider')}>
          Assign Service Provider
        </Button>
      ) : null}
      {canAssignServiceProvider
        ? assigned.map((p) => (
            <Button
              key={p.serviceProvidersId}
              variant="subtle"
              color="red"
              size="sm"
              fullWidth
              // Long provider names wrap instead of being cut off in the narrow profile column.
              styles={{
                root: { height: 'auto', minHeight: 36 },
                label: { whiteSpace: 'normal', textAlign: 'center' },
              }}
              onClick={() => {
                setRemoving(p);
                setConfirmOpen(true);
              }}
            >
              {assigned.length > 1 ? `Remove from ${p.fullName}` : 'Remove from Service Provider'}
            </Button>
          ))
        : null}

      <PickDialog
        key={`cm-${dialog === 'careManager'}`}
        opened={dialog === 'careManager'}
        onClose={() => setDialog(null)}
        title="Assign Care Manager"
        label="Care manager"
        loading={managers.isPending}
        options={(managers.data ?? []).map((m) => ({ value: m.id, label: m.fullName }))}
        none="There are no care managers yet. Add a user with the CareManager role on the Users screen first."
        initial={client.careManagerId}
        onSave={async (id) => {
          await assignCareManager(id, client.profileId);
          await reload();
        }}
      />
      <PickDialog
        key={`sp-${dialog === 'provider'}`}
        opened={dialog === 'provider'}
        onClose={() => setDialog(null)}
        title="Assign Service Provider"
        label="Service provider"
        loading={providers.isPending}
        options={(providers.data ?? [])
          .filter((p) => !assignedIds.has(p.serviceProvidersId))
          .map((p) => ({
            value: p.serviceProvidersId,
            label: p.referralCompany ? `${p.fullName} — ${p.referralCompany}` : p.fullName,
          }))}
        none={
          (providers.data ?? []).length > 0
            ? `${name} is already assigned to every service provider.`
            : 'There are no service providers yet. Add one on the Service Providers screen first.'
        }
        onSave={async (id) => {
          await assignServiceProvider(id, client.profileId);
          await reload();
        }}
      />
      <ConfirmDialog
        opened={confirmOpen}
        title="Remove from Service Provider"
        message={
          <Text component="span">
            Remove {name} from {removing?.fullName}
            {removing?.referralCompany ? ` (${removing.referralCompany})` : ''}? The provider will no longer
            see this client.
          </Text>
        }
        danger
        onConfirm={async () => {
          if (removing) {
            await removeServiceProvider(removing.serviceProvidersId, client.profileId);
            await reload();
          }
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
