import { Button, type ButtonProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useCompany } from '../../platform/useCompany.ts';

/** CONTACT ADMINISTRATOR: a mailto: link to the company's e-mail; hidden when the company has none. */
export function ContactAdminButton(props: ButtonProps) {
  const email = useCompany().data?.email;
  if (!email) {
    return null;
  }
  return (
    <Button
      component="a"
      href={`mailto:${email}`}
      leftSection={<IconMail size={18} stroke={1.8} aria-hidden />}
      {...props}
    >
      CONTACT ADMINISTRATOR
    </Button>
  );
}
