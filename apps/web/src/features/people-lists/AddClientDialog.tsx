import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CreateClientForm } from '../people-create/CreateClientForm.tsx';
import { createdPath } from '../people-create/useReturnToList.ts';
import { FormDialog } from './FormDialog.tsx';

export interface AddClientDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The clients list's quick "Add New Client" dialog (spec 2 §2, §5): the same form as the full
 * creation page (one form, the domain's newClient rules); the list reloads after a success.
 */
export function AddClientDialog({ opened, onClose }: AddClientDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <FormDialog opened={opened} onClose={onClose} title="Add New Client" size="xl">
      <CreateClientForm
        onCreated={(reply, firstName) => {
          void queryClient.invalidateQueries({ queryKey: ['people', 'client'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          onClose();
          // Issue 40 item 8: the office lands on the new record.
          const path = createdPath('client', reply, firstName);
          if (path) {
            void navigate({ href: path });
          }
        }}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
