import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

export interface XeroUnlinkButtonProps {
  /** The API area of the record: '/Profiles', '/Staffs', '/Administrators'. */
  apiBase: string;
  /** The record's id (profileId, staffId, administratorId). */
  id: string;
}

/**
 * "Unlink from Xero" (issue 37), shown where Update Record to Xero is while the record is linked:
 * it forgets a link to a contact or payroll employee Xero does not know (another organisation's,
 * deleted there). Nothing changes in Xero; Import From Xero or Update Record to Xero links it again.
 */
export function XeroUnlinkButton({ apiBase, id }: XeroUnlinkButtonProps) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="md" onClick={() => setOpened(true)}>
        Unlink from Xero
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Unlink from Xero?"
        message="The record forgets its Xero contact or payroll employee; nothing changes in Xero. Link it again with Import From Xero or Update Record to Xero."
        confirmLabel="Unlink"
        onConfirm={async () => {
          await api.post(`${apiBase}/unlink_xero/${id}`, {});
          await queryClient.invalidateQueries({ queryKey: ['people'] });
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
