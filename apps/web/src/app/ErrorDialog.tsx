import { ERROR_DIALOG, MESSAGES } from '@care/domain';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export interface ErrorDialogProps {
  onTryAgain: () => void;
  /** Offered only under /app (spec 1 §2.2). */
  onLogOut?: () => void;
}

const TITLE = MESSAGES.errorDialogTitle;
// The catalogue's text starts with the title; the dialog shows the title once, as its heading.
const BODY = MESSAGES.errorDialogBody.startsWith(TITLE)
  ? MESSAGES.errorDialogBody.slice(TITLE.length).trim()
  : MESSAGES.errorDialogBody;

/** The full-screen error dialog: Try Again after 1 s, Log Out & Start Over after 0.8 s (spec 1 §9). */
export function ErrorDialog({ onTryAgain, onLogOut }: ErrorDialogProps) {
  const [pending, setPending] = useState<'retry' | 'logout' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = (which: 'retry' | 'logout', delayMs: number, action: () => void) => {
    setPending(which);
    timer.current = window.setTimeout(() => {
      setPending(null);
      action();
    }, delayMs);
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      radius="lg"
      padding="xl"
      overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
      title={TITLE}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size={44} radius="xl">
            <IconAlertTriangle size={24} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed">{BODY}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          {onLogOut ? (
            <Button
              variant="default"
              loading={pending === 'logout'}
              disabled={pending === 'retry'}
              onClick={() => run('logout', ERROR_DIALOG.logOutDelayMs, onLogOut)}
            >
              Log Out &amp; Start Over
            </Button>
          ) : null}
          <Button
            loading={pending === 'retry'}
            disabled={pending === 'logout'}
            onClick={() => run('retry', ERROR_DIALOG.retryDelayMs, onTryAgain)}
          >
            Try Again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
