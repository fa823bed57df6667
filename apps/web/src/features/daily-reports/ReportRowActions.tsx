import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFileDescription, IconPencil } from '@tabler/icons-react';

/** A table row's Edit Report (when allowed) and Details, as icon buttons so the columns keep their room. */
export function ReportRowActions({
  name,
  canEdit,
  onEdit,
  onDetails,
}: {
  name: string;
  canEdit: boolean;
  onEdit: () => void;
  onDetails: () => void;
}) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {canEdit ? (
        <Tooltip label="Edit Report">
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`Edit report of ${name}`}>
            <IconPencil size={20} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Details">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onDetails}
          aria-label={`Details of ${name}`}
        >
          <IconFileDescription size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
