import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';

export interface GoBackBarProps {
  /** The list the page belongs to, e.g. { label: 'Clients', href: '/app/user/clients' }. */
  parent: { label: string; href: string };
  current: string;
}

/** The Go Back bar with its breadcrumb (spec 1 §2.4): back in history, or to the list when opened directly. */
export function GoBackBar({ parent, current }: GoBackBarProps) {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) {
      router.history.back();
    } else {
      void router.navigate({ href: parent.href });
    }
  };
  return (
    <Group gap="md" mb="md" wrap="nowrap" style={{ minWidth: 0 }}>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconArrowLeft size={16} stroke={1.8} aria-hidden />}
        onClick={back}
      >
        Go Back
      </Button>
      <Breadcrumbs separator="›" style={{ minWidth: 0, flexWrap: 'nowrap' }} visibleFrom="xs">
        <Anchor component={Link} to={parent.href} fz="sm">
          {parent.label}
        </Anchor>
        <Text fz="sm" c="dimmed" truncate="end">
          {current}
        </Text>
      </Breadcrumbs>
    </Group>
  );
}
