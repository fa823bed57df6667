import { useQueryClient } from '@tanstack/react-query';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { ReferralForm } from '../public-referral/ReferralForm.tsx';
import { referralValues } from '../public-referral/referral-fields.ts';
import { editReferral, REFERRALS_KEY, type ReferralRow } from './referrals-api.ts';

export interface ReferralEditDialogProps {
  referral: ReferralRow | null;
  companyName: string;
  opened: boolean;
  onClose: () => void;
}

/** Edit Form (spec 2 §2): the referral's own form, filled in, saved with POST edit_referral/{id}. */
export function ReferralEditDialog({ referral, companyName, opened, onClose }: ReferralEditDialogProps) {
  const queryClient = useQueryClient();
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={referral ? `Edit referral: ${referral.fullName}` : 'Edit referral'}
      size="xl"
      closeOnClickOutside={false}
    >
      {opened && referral ? (
        <ReferralForm
          key={referral.clientReferralId}
          companyName={companyName}
          defaultValues={referralValues(referral.form)}
          submitLabel="Save changes"
          onCancel={onClose}
          onSubmit={async (form) => {
            await editReferral(referral.clientReferralId, form);
            await queryClient.invalidateQueries({ queryKey: REFERRALS_KEY });
            onClose();
          }}
        />
      ) : null}
    </ResponsiveModal>
  );
}
