import type { ClientPlanView } from '@care/domain';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { PlanForm } from './PlanForm.tsx';

export interface PlanFormDialogProps {
  profileId: string;
  opened: boolean;
  /** The plan to edit; null to add one. */
  editing: ClientPlanView | null;
  /** The client's latest plan: a new plan starts the day after it ends. */
  latest?: ClientPlanView;
  onClose: () => void;
}

/** Add and Edit NDIS plan: dates, management, plan manager and the budget lines (category and amount). */
export function PlanFormDialog({ profileId, opened, editing, latest, onClose }: PlanFormDialogProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit NDIS plan' : 'Add NDIS plan'}
      closeOnClickOutside={false}
      size="xl"
    >
      {opened ? <PlanForm profileId={profileId} plan={editing} latest={latest} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
