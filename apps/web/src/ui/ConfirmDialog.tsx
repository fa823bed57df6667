import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  /** The confirming button's text; "Yes, I'm sure" unless told. */
  confirmLabel?: string;
  /** Red confirm button, for deletions. */
  danger?: boolean;
  /** The call to make; the dialog shows it running and closes when it settles. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** What to read before deciding, below the message (the approval dialogs show the worker's pay). */
  children?: ReactNode;
}

/**
 * The one "Are you sure?" dialog. The API client has already toasted the outcome, so the dialog
 * closes whether the call succeeds or fails (spec 2 §4, §8: dialogs close on most failures).
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // Already shown to the user by the API client's toasts.
    } finally {
      setRunning(false);
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!running) {
          onClose();
        }
      }}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      centered
      radius="lg"
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      <Stack gap="lg">
        <Text c="gray.7">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            No, cancel
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={running}
            onClick={() => void confirm()}
            data-autofocus
          >
            {confirmLabel ?? "Yes, I'm sure"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
