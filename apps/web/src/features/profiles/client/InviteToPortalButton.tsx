import type { StatusReply } from '@care/domain';
import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

/** Said beside the button of a participant with no e-mail: the server refuses the same way. */
export const NO_EMAIL_HINT = 'No e-mail on the record: add an e-mail first to invite them to the portal.';

/**
 * "Invite to the portal" on a client's profile (issue 40 item 5): a mail with a link to choose their
 * password, as staff get; their sign-in is made the first time, and once they have one the button
 * sends a new link ("Send the invitation again"). A participant with no e-mail cannot be invited.
 */
export function InviteToPortalButton({
  client,
}: {
  client: { profileId: string; fullName: string; email: string | null; userId: string | null };
}) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const again = client.userId !== null;
  const label = again ? 'Send the portal invitation again' : 'Invite to the portal';
  const email = client.email?.trim() ?? '';
  return (
    <>
      <Button
        variant="light"
        size="md"
        fullWidth
        // The label wraps in a narrow side card (a phone) instead of being cut off.
        h="auto"
        mih={42}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        leftSection={<IconMailForward size={18} aria-hidden />}
        disabled={email === ''}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      {email === '' ? (
        <Text fz="xs" c="dimmed">
          {NO_EMAIL_HINT}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={opened}
        title={label}
        message={
          again
            ? `${client.fullName} already has a sign-in. Send a new link to ${email} to choose their password? The earlier link stops working.`
            : `Invite ${client.fullName} to the portal? They get an e-mail at ${email} with a link to choose their password, then sign in to see their visits and sign their forms.`
        }
        confirmLabel={again ? 'Send again' : 'Invite'}
        onConfirm={async () => {
          await api.post<StatusReply>(
            `/Profiles/invite_to_portal/${encodeURIComponent(client.profileId)}`,
            {},
          );
          await queryClient.invalidateQueries({ queryKey: ['people'] });
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
