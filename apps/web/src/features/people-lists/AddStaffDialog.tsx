import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CreateInviteeForm } from '../people-create/CreateInviteeForm.tsx';
import { createdPath } from '../people-create/useReturnToList.ts';
import { FormDialog } from './FormDialog.tsx';

export interface AddStaffDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The staff list's "Add New Staff" dialog (spec 2 §2, §5): names, contact, offer letter and the
 * forms to attach, by the same form as the full creation page; the list reloads after a success.
 */
export function AddStaffDialog({ opened, onClose }: AddStaffDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add New Staff" size="xl">
      <CreateInviteeForm
        kind="staff"
        onCreated={(reply, firstName) => {
          void queryClient.invalidateQueries({ queryKey: ['people', 'staff'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          onClose();
          // Issue 40 item 8: the office lands on the new record.
          const path = createdPath('staff', reply, firstName);
          if (path) {
            void navigate({ href: path });
          }
        }}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
