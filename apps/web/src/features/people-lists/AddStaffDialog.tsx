import { useQueryClient } from '@tanstack/react-query';
import { CreateInviteeForm } from '../people-create/CreateInviteeForm.tsx';
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
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add New Staff" size="xl">
      <CreateInviteeForm
        kind="staff"
        onCreated={() => {
          void queryClient.invalidateQueries({ queryKey: ['people', 'staff'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          onClose();
        }}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
