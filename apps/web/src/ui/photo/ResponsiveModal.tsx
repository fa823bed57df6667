import { Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Phones (up to 36em wide) get full-screen dialogs, with the buttons within thumb reach. */
export const PHONE_QUERY = '(max-width: 36em)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY) ?? false;
}

/** The photo, signature and profile dialogs: centred on larger screens, full-screen on phones. */
export function ResponsiveModal({ title, size = 'lg', children, ...rest }: ModalProps) {
  const phone = useIsPhone();
  return (
    <Modal
      {...rest}
      size={size}
      fullScreen={phone}
      centered={!phone}
      radius={phone ? 0 : 'lg'}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
    >
      {children}
    </Modal>
  );
}

/**
 * A dialog's buttons: right-aligned on larger screens; on phones full-width, one above the other
 * with the last (the main action) nearest the thumb, kept at the bottom of the screen.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  const phone = useIsPhone();
  if (!phone) {
    return (
      <Group justify="flex-end" gap="sm">
        {children}
      </Group>
    );
  }
  return (
    <Stack
      gap="xs"
      style={{
        position: 'sticky',
        bottom: 0,
        background: 'var(--mantine-color-body)',
        paddingBlock: 'var(--mantine-spacing-sm)',
        borderTop: '1px solid var(--mantine-color-gray-2)',
        zIndex: 2,
      }}
    >
      {children}
    </Stack>
  );
}
