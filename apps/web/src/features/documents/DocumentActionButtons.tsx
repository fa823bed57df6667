import type { DocumentRowAction } from '@care/domain';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconCircleCheck,
  IconCircleX,
  IconDots,
  IconEye,
  IconPencil,
  IconRefresh,
  IconSignature,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DocumentRecord } from './documents-api.ts';
import type { DocumentCommand } from './useDocumentActions.tsx';

const LOOK: Record<DocumentRowAction, { label: string; icon: TablerIcon; color?: string }> = {
  edit: { label: 'Edit', icon: IconPencil },
  accept: { label: 'Accept', icon: IconCircleCheck, color: 'teal' },
  reject: { label: 'Reject', icon: IconCircleX, color: 'red' },
  archive: { label: 'Archive', icon: IconArchive },
  restore: { label: 'Restore', icon: IconRefresh },
  delete: { label: 'Delete', icon: IconTrash, color: 'red' },
  requestConsent: { label: 'Request client consent', icon: IconSignature },
  approveConsent: { label: 'Give consent', icon: IconSignature, color: 'teal' },
};

export interface DocumentActionButtonsProps {
  doc: DocumentRecord;
  actions: DocumentRowAction[];
  onCommand: (command: DocumentCommand, doc: DocumentRecord) => void;
}

/** The Actions cell: View, then a menu of the actions this user may take on the document now. */
export function DocumentActionMenu({ doc, actions, onCommand }: DocumentActionButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="View">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`View ${doc.documentName}`}
          onClick={() => onCommand('view', doc)}
        >
          <IconEye size={20} stroke={1.8} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {actions.length > 0 ? (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`More actions for ${doc.documentName}`}
            >
              <IconDots size={20} stroke={1.8} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => {
              const look = LOOK[action];
              const Icon = look.icon;
              return (
                <Menu.Item
                  key={action}
                  color={look.color}
                  leftSection={<Icon size={18} stroke={1.8} aria-hidden />}
                  onClick={() => onCommand(action, doc)}
                >
                  {look.label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

/** The same actions as buttons, for a row's expanded part (bigger targets on a phone). */
export function DocumentActionRow({ doc, actions, onCommand }: DocumentActionButtonsProps): ReactNode {
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconEye size={18} stroke={1.8} aria-hidden />}
        onClick={() => onCommand('view', doc)}
      >
        View
      </Button>
      {actions.map((action) => {
        const look = LOOK[action];
        const Icon = look.icon;
        return (
          <Button
            key={action}
            variant="default"
            c={look.color ? `${look.color}.8` : undefined}
            leftSection={<Icon size={18} stroke={1.8} aria-hidden />}
            onClick={() => onCommand(action, doc)}
          >
            {look.label}
          </Button>
        );
      })}
    </Group>
  );
}
