import { Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useAppLink } from '../../ui/data-table/links.tsx';

/** The expanded row's View Profile link (spec 2 §2), as a button people can hit on a phone. */
export function ViewProfileButton({ href }: { href: string }) {
  const link = useAppLink(href);
  return (
    <Button
      component="a"
      variant="light"
      size="sm"
      leftSection={<IconUser size={18} stroke={1.8} aria-hidden />}
      w="fit-content"
      {...link}
    >
      View Profile
    </Button>
  );
}
