import { ActionIcon, Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter } from '../../ui/photo/ResponsiveModal.tsx';
import { careRecordKey } from './care-record-api.ts';

export const CHECK_FIELDS = 'Please check the fields marked in red.';

/** Which dialog of a tab is open, and for which row. */
export function useRowDialogs<T>() {
  const [state, setState] = useState<{ kind: 'add' | 'edit' | 'delete' | 'view'; row: T | null } | null>(
    null,
  );
  const [opened, setOpened] = useState(false);
  return {
    row: state?.row ?? null,
    editing: state?.kind === 'edit' ? state.row : null,
    isOpen: (kind: 'add' | 'edit' | 'delete' | 'view' | 'form') =>
      opened && (kind === 'form' ? state?.kind === 'add' || state?.kind === 'edit' : state?.kind === kind),
    show: (kind: 'add' | 'edit' | 'delete' | 'view', row: T | null = null) => {
      setState({ kind, row });
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

/** Reloads everything shown of the client's care record after a change. */
export function useRefreshRecord(profileId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: careRecordKey(profileId) });
}

/** The Add button of a tab (shown only to those who may add). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A row's Edit and Delete buttons; each only when the user may (an auditor sees neither). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  extra,
}: {
  name: string;
  onEdit?: (() => void) | null;
  onDelete?: (() => void) | null;
  extra?: ReactNode;
}) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {extra}
      {onEdit ? (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil size={20} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={20} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * A failed save: the server's field messages go under their fields, and the banner says what to
 * do (check the fields, or the server's message).
 */
export function saveFailure<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  const message = applyServerErrors(error, fields, setError);
  const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
  return placed ? CHECK_FIELDS : (message ?? 'Something went wrong. Please try again.');
}

/** The body of an add or edit dialog: the fields, a banner when the save failed, Cancel and Save. */
export function RecordForm({
  label,
  onSubmit,
  banner,
  submitting,
  submitLabel,
  onCancel,
  children,
}: {
  label: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  banner: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="md">
        {children}
        {banner ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** '13:30' as '1:30 PM' (spec 2 §9: times in 12-hour form). */
export function time12(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) {
    return value;
  }
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
