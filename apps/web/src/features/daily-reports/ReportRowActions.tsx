import { Button, Group } from '@mantine/core';

/** A table row's Edit Report (when allowed) and Details buttons. */
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
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {canEdit ? (
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit report of ${name}`}>
          Edit Report
        </Button>
      ) : null}
      <Button size="compact-sm" variant="default" onClick={onDetails} aria-label={`Details of ${name}`}>
        Details
      </Button>
    </Group>
  );
}
