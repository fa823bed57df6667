import { Modal, type ModalProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** A dialog holding a form: full screen on phones, and not closed by a stray tap outside it. */
export function FormDialog({ opened, onClose, title, size = 'lg', children }: FormDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg" component="span">
          {title}
        </Text>
      }
      size={size}
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      closeOnClickOutside={false}
      centered={!phone}
    >
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened ? children : null}
    </Modal>
  );
}
