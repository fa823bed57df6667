import { PARTICIPANT_SIDE, type ParticipantFormView } from '@care/domain';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { sendForSigning } from './participant-forms-api.ts';

/** The saved, complete version still waits for the participant's (or representative's) signature. */
export function awaitsParticipant(form: ParticipantFormView): boolean {
  return (
    form.formId !== null &&
    form.missing.length === 0 &&
    form.missingSignatures.some((roles) => roles.some((r) => PARTICIPANT_SIDE.includes(r)))
  );
}

/**
 * "Send for signing" on a participant form (issue 40 item 5): the participant is mailed a link to
 * the form in their portal, and invited to the portal first when they have no sign-in.
 */
export function SendForSigningButton({ form }: { form: ParticipantFormView }) {
  const [opened, setOpened] = useState(false);
  if (!awaitsParticipant(form)) {
    return null;
  }
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSend size={18} stroke={1.8} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Send for signing
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Send for signing"
        message={`${form.clientName || 'The participant'} gets an e-mail with a link to read and sign the ${form.name} in their portal. If they have no sign-in yet, they are invited to the portal first.`}
        confirmLabel="Send"
        onConfirm={() => sendForSigning(form.clientId, form.formId as string)}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
