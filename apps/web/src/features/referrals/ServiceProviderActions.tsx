import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconLink } from '../../ui/data-table/links.tsx';
import { providerClientsPath, type ServiceProviderRow } from './service-providers-api.ts';

function Action(props: { label: string; color?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={props.label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={props.color ?? 'brand'}
        aria-label={props.label}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface ServiceProviderActionsProps {
  provider: ServiceProviderRow;
  onEdit: () => void;
  onAssign: () => void;
  onDelete: () => void;
}

/** Edit, Assign client, View clients and Delete for one service provider (spec 2 §2). */
export function ServiceProviderActions({
  provider,
  onEdit,
  onAssign,
  onDelete,
}: ServiceProviderActionsProps) {
  const name = provider.fullName;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Action label={`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={18} stroke={1.8} aria-hidden />
      </Action>
      <Action label={`Assign a client to ${name}`} onClick={onAssign}>
        <IconUserPlus size={18} stroke={1.8} aria-hidden />
      </Action>
      <IconLink href={providerClientsPath(provider)} label={`View ${name}’s clients`}>
        <IconUsers size={18} stroke={1.8} aria-hidden />
      </IconLink>
      <Action label={`Delete ${name}`} color="red" onClick={onDelete}>
        <IconTrash size={18} stroke={1.8} aria-hidden />
      </Action>
    </Group>
  );
}
