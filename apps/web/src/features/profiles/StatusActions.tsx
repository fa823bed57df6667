import type { PersonKind } from '@care/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { changeStatus, type StatusChange } from './profiles-api.ts';
import { useReloadPeople } from './usePersonEditing.ts';

const NOUN: Record<PersonKind, string> = { client: 'Client', staff: 'Staff', administrator: 'Admin' };

export interface StatusActionsProps {
  kind: PersonKind;
  id: string;
  name: string;
  isActive: boolean;
  /** Undefined for administrators, who have no audit approval. */
  auditApproved?: boolean;
  canActivate: boolean;
  canAudit: boolean;
}

interface Confirmation {
  change: StatusChange;
  title: string;
  message: string;
  danger?: boolean;
}

/**
 * Activate / Deactivate and Approve / Disapprove for Auditing, by the record's state and the
 * user's rights; each asks first, then the profile reloads (spec 1 §4).
 */
export function StatusActions({
  kind,
  id,
  name,
  isActive,
  auditApproved,
  canActivate,
  canAudit,
}: StatusActionsProps) {
  const reload = useReloadPeople(kind);
  // The question stays while the dialog closes, so its text does not blank during the transition.
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const [opened, setOpened] = useState(false);
  const ask = (c: Confirmation) => {
    setAsking(c);
    setOpened(true);
  };
  const noun = NOUN[kind];

  const activation: Confirmation = isActive
    ? {
        change: 'deactivate',
        title: `Deactivate ${noun}`,
        message: `Deactivate ${name}? They will show as Inactive and can no longer sign in until they are activated again.`,
        danger: true,
      }
    : {
        change: 'activate',
        title: `Activate ${noun}`,
        message: `Activate ${name}? They will show as Active and can sign in again.`,
      };
  const audit: Confirmation = auditApproved
    ? {
        change: 'disapproveAudit',
        title: 'Disapprove for Auditing',
        message: `Take ${name}'s record out of auditing? Auditors will no longer see it.`,
      }
    : {
        change: 'approveAudit',
        title: 'Approve for Auditing',
        message: `Approve ${name}'s record for auditing? Auditors will be able to see it.`,
      };

  return (
    <>
      {canActivate ? (
        <Button
          variant="light"
          color={isActive ? 'red' : 'green'}
          size="md"
          fullWidth
          onClick={() => ask(activation)}
        >
          {activation.title}
        </Button>
      ) : null}
      {canAudit && auditApproved !== undefined ? (
        <Button variant="default" size="md" fullWidth onClick={() => ask(audit)}>
          {audit.title}
        </Button>
      ) : null}
      <ConfirmDialog
        opened={opened}
        title={asking?.title ?? ''}
        message={asking?.message ?? ''}
        danger={asking?.danger}
        onConfirm={async () => {
          if (asking) {
            await changeStatus(kind, asking.change, id);
            await reload();
          }
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
