import { NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { menuFor } from './menu.ts';

export interface NavMenuProps {
  /** Called after a choice (the phone drawer closes). */
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** The side menu: the role's entries from menu.ts, then Sign out. */
export function NavMenu({ onNavigate, onSignOut }: NavMenuProps) {
  const principal = principalOf(useSession());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const sections = principal ? menuFor(principal) : [];
  // An entry for this very page wins over another's area (Timesheets within the Shift Roster's /app/shift/).
  const exact = sections.some((section) => section.items.some((item) => item.href === pathname));

  const go = (event: MouseEvent<HTMLElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    void navigate({ href });
  };

  return (
    <Stack gap={0} h="100%" justify="space-between">
      <ScrollArea component="nav" aria-label="Main menu" style={{ flex: 1 }} px="sm" py="md">
        {sections.map((section, index) => (
          <Stack key={section.label} gap={2} mb={index < sections.length - 1 ? 'lg' : 0}>
            <Text
              fz={11}
              fw={700}
              tt="uppercase"
              c="dimmed"
              px="sm"
              mb={4}
              style={{ letterSpacing: '0.06em' }}
            >
              {section.label}
            </Text>
            {section.items.map((item) => (
              <NavLink
                key={item.href}
                href={item.href}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.8} aria-hidden />}
                active={
                  pathname === item.href ||
                  (!exact && item.area !== undefined && pathname.startsWith(item.area))
                }
                onClick={(event) => go(event, item.href)}
                variant="light"
                fw={500}
                py={{ base: 10, sm: 8 }}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        ))}
      </ScrollArea>
      <UnstyledButton
        onClick={() => {
          onNavigate?.();
          onSignOut();
        }}
        px="lg"
        py="md"
        style={{
          borderTop: '1px solid var(--mantine-color-gray-2)',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
        }}
      >
        <IconLogout size={20} stroke={1.8} aria-hidden />
        <Text fw={500}>Sign out</Text>
      </UnstyledButton>
    </Stack>
  );
}
