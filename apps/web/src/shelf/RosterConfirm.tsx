import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DialogFooter, ResponsiveModal } from '../ui/photo/ResponsiveModal.tsx';
import { reportFailure, useRefreshRoster } from './dialog-support.ts';

/**
 * The confirmation of a roster action: runs the call, reloads the roster, and on failure shows the
 * action's failure toast (the API client has shown the server's own message). Success closes
 * everything (`onDone`); cancelling or failing goes back (`onCancel`). Unlike the app's
 * ConfirmDialog its body may hold a choice (delete one shift or the series), and on phones it is
 * full-screen like the other roster dialogs.
 */
export function RosterConfirm({
  title,
  message,
  confirmLabel,
  cancelLabel = 'No, cancel',
  danger,
  failedTitle,
  call,
  onCancel,
  onDone,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The going-back button; "No, cancel" unless the action is itself about a cancellation. */
  cancelLabel?: string;
  danger?: boolean;
  failedTitle: string;
  call: () => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const refresh = useRefreshRoster();
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    try {
      await call();
    } catch (error) {
      setRunning(false);
      reportFailure(error, failedTitle, true);
      onCancel();
      return;
    }
    await refresh();
    setRunning(false);
    onDone();
  };

  return (
    <ResponsiveModal
      opened
      onClose={() => (running ? undefined : onCancel())}
      title={title}
      size="md"
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      <Stack gap="lg">
        <div>{message}</div>
        <DialogFooter>
          <Button variant="default" onClick={onCancel} disabled={running}>
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={running}
            onClick={() => void confirm()}
            data-autofocus
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
