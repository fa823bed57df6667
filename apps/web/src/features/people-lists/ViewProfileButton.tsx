import { Button } from '@mantine/core';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { IconUser } from '../../ui/icons.tsx';

/** The expanded row's View Profile link (spec 2 §2), as a button people can hit on a phone. */
export function ViewProfileButton({ href }: { href: string }) {
  const link = useAppLink(href);
  return (
    <Button
      component="a"
      variant="light"
      size="sm"
      leftSection={<IconUser size={18} />}
      w="fit-content"
      {...link}
    >
      View Profile
    </Button>
  );
}
