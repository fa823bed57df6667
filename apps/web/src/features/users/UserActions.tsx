import { mayControlAccount, mayManageAccount } from '@care/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconKey, IconMailCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmUser, type UserRow } from './users-api.ts';

export interface UserActionsProps {
  user: UserRow;
  /** The signed-in user: no one acts on an account of a higher role. */
  me: { id: string; role: string };
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

const ABOVE = 'This account’s role is above yours';
const NOT_YOURS = 'Only a higher role can reset or delete this account';

/**
 * Edit, Confirm User, Reset Password and Delete for one user (spec 2 §2), as one labelled menu:
 * words rather than bare icons, and one tap target on a phone. Actions on an account the signed-in
 * user may not manage or control are disabled with the reason (the server refuses them too).
 */
export function UserActions({ user, me, onEdit, onResetPassword, onDelete }: UserActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const isMe = user.id === me.id;
  const manages = mayManageAccount(me.role, user.role);
  const controls = mayControlAccount(me, user);
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
        <Menu.Item
          leftSection={<IconPencil size={18} stroke={1.8} aria-hidden />}
          onClick={onEdit}
          disabled={!manages}
          title={manages ? undefined : ABOVE}
        >
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailCheck size={18} stroke={1.8} aria-hidden />}
          onClick={() => void confirm()}
          disabled={user.emailConfirmed || !manages}
          title={manages ? undefined : ABOVE}
        >
          {user.emailConfirmed ? 'E-mail confirmed' : 'Confirm User'}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={18} stroke={1.8} aria-hidden />}
          onClick={onResetPassword}
          disabled={!controls}
          title={controls ? undefined : NOT_YOURS}
        >
          Reset Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={18} stroke={1.8} aria-hidden />}
          onClick={onDelete}
          disabled={isMe || !controls}
          title={isMe ? 'You cannot delete your own sign-in' : controls ? undefined : NOT_YOURS}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
