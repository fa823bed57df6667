import { Button, Indicator, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogFooter, ResponsiveModal } from '../../../ui/photo/ResponsiveModal.tsx';

export interface XeroButtonProps {
  /** The record's link into the accounting system (xerolink); none until the connection is set up. */
  xerolink: string | null;
  /** After a successful profile edit the button is highlighted: Xero still has the old details. */
  highlighted: boolean;
}

/**
 * "Update Record to Xero", shown while the client has no accounting id (clientId). It opens the
 * record's Xero link in a new tab, or explains that the accounting connection is not set up.
 */
export function XeroButton({ xerolink, highlighted }: XeroButtonProps) {
  const [explaining, setExplaining] = useState(false);
  const open = () => {
    if (xerolink) {
      window.open(xerolink, '_blank', 'noopener,noreferrer');
    } else {
      setExplaining(true);
    }
  };
  const button = (
    <Button
      onClick={open}
      size="md"
      variant={highlighted ? 'filled' : 'light'}
      color={highlighted ? 'orange' : 'brand'}
      rightSection={xerolink ? <IconExternalLink size={16} stroke={1.8} aria-hidden /> : undefined}
      data-highlighted={highlighted || undefined}
    >
      Update Record to Xero
    </Button>
  );
  return (
    <>
      {highlighted ? (
        <Tooltip label="You changed this profile: update it in Xero too" withArrow>
          <Indicator color="orange" processing size={12} offset={4}>
            {button}
          </Indicator>
        </Tooltip>
      ) : (
        button
      )}
      <ResponsiveModal
        opened={explaining}
        onClose={() => setExplaining(false)}
        title="The accounting connection is not set up"
        size="md"
      >
        <Text mb="sm">
          This client is not in Xero yet, and your organisation has not connected Xero to the care platform,
          so there is no Xero record to update.
        </Text>
        <Text c="dimmed" fz="sm" mb="lg">
          Once an administrator connects Xero under the organisation's integrations, this button opens the
          client's record in Xero so you can bring it up to date.
        </Text>
        <DialogFooter>
          <Button size="md" onClick={() => setExplaining(false)}>
            OK
          </Button>
        </DialogFooter>
      </ResponsiveModal>
    </>
  );
}
