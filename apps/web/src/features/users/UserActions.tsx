import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconKey, IconMailCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmUser, type UserRow } from './users-api.ts';

export interface UserActionsProps {
  user: UserRow;
  isMe: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

/**
 * Edit, Confirm User, Reset Password and Delete for one user (spec 2 §2), as one labelled menu:
 * words rather than bare icons, and one tap target on a phone.
 */
export function UserActions({ user, isMe, onEdit, onResetPassword, onDelete }: UserActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmUser(user.email);
    } catch {
      // The API client has toasted the refusal.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={230} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} stroke={1.8} aria-hidden />}
          loading={confirming}
          aria-label={`Actions for ${user.fullName}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={18} stroke={1.8} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailCheck size={18} stroke={1.8} aria-hidden />}
          onClick={() => void confirm()}
          disabled={user.emailConfirmed}
        >
          {user.emailConfirmed ? 'E-mail confirmed' : 'Confirm User'}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={18} stroke={1.8} aria-hidden />} onClick={onResetPassword}>
          Reset Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={18} stroke={1.8} aria-hidden />}
          onClick={onDelete}
          disabled={isMe}
          title={isMe ? 'You cannot delete your own sign-in' : undefined}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
