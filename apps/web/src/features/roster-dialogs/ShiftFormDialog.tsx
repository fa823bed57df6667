import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { ShiftFormBody, type ShiftFormProps } from './ShiftFormBody.tsx';

/** Add / Edit Shift Roster (spec 3 §2.1, §5): the shift, its repeat, and the rostering checks as warnings. */
export function ShiftFormDialog(props: ShiftFormProps) {
  return (
    <ResponsiveModal
      opened
      onClose={props.onCancel}
      title={props.shift ? 'Edit Shift Roster' : 'Add Shift Roster'}
      closeOnClickOutside={false}
      size="xl"
    >
      <ShiftFormBody {...props} />
    </ResponsiveModal>
  );
}
