import { Avatar, Box, Burger, Group, Menu, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../platform/brand.ts';
import { useCompany } from '../../platform/useCompany.ts';
import { useSession } from '../../session/useSession.ts';
import { LogoMark } from '../../ui/LogoMark.tsx';
import { initialsOf, roleLabel } from '../../ui/role-label.ts';

export interface AppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
}

/** The top bar: burger (phones), the mark, the company's name, and the user's menu. */
export function AppHeader({ menuOpened, onToggleMenu, onSignOut }: AppHeaderProps) {
  const session = useSession();
  const company = useCompany();
  const navigate = useNavigate();
  const name = session?.user.fullName ?? session?.user.email ?? 'Signed in';

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label="Open menu" />
        <Box visibleFrom="xs" style={{ display: 'flex' }}>
          <LogoMark size={32} />
        </Box>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text
            fz={11}
            fw={700}
            c="brand.7"
            tt="uppercase"
            lh={1.2}
            visibleFrom="xs"
            style={{ letterSpacing: '0.06em' }}
          >
            {PRODUCT_NAME}
          </Text>
          {company.data ? (
            <Text fw={700} fz={{ base: 'sm', sm: 'md' }} truncate="end" data-testid="company-name">
              {company.data.companyName}
            </Text>
          ) : (
            <Skeleton h={16} w={140} mt={2} visible={company.isPending} />
          )}
        </Stack>
      </Group>

      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <UnstyledButton
            aria-label="Account menu"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            p={4}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar color="brand" radius="xl" size={36}>
                {initialsOf(session?.user.fullName)}
              </Avatar>
              <Stack gap={0} visibleFrom="sm" style={{ maxWidth: 200 }}>
                <Text fw={600} fz="sm" truncate="end" data-testid="user-name">
                  {name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {roleLabel(session?.role ?? '')}
                </Text>
              </Stack>
              <IconChevronDown size={16} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item
            leftSection={<IconLock size={16} stroke={1.8} aria-hidden />}
            onClick={() => void navigate({ to: '/app/staff/change-password' })}
          >
            Change Password
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
            onClick={onSignOut}
          >
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
