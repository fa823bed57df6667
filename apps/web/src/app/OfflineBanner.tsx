import { MESSAGES } from '@care/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useOnlineStatus } from '../platform/useOnlineStatus.ts';

export interface OfflineBannerProps {
  /** Called by Retry once the browser is back online (the app refetches what is on screen). */
  onRetry: () => void;
}

/** "Offline - Check your internet connection." with Retry, for as long as the browser is offline. */
export function OfflineBanner({ onRetry }: OfflineBannerProps) {
  const online = useOnlineStatus();
  const [checking, setChecking] = useState(false);
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (online) {
    return null;
  }
  const retry = () => {
    setChecking(true);
    timer.current = window.setTimeout(() => {
      setChecking(false);
      recheck();
      if (navigator.onLine) {
        onRetry();
      }
    }, 600);
  };

  // Below the dialogs (Mantine's modals sit at 200), and a spacer as tall as the banner at the end
  // of the page, so the last buttons of a form can be scrolled clear of it on a phone.
  return (
    <>
      <div aria-hidden style={{ height: 88 }} />
      <Group
        role="alert"
        justify="space-between"
        gap="sm"
        wrap="nowrap"
        px="md"
        py="sm"
        bg="red.7"
        c="white"
        style={{
          position: 'fixed',
          left: 'var(--mantine-spacing-sm)',
          right: 'var(--mantine-spacing-sm)',
          bottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
          zIndex: 150,
          maxWidth: 560,
          marginInline: 'auto',
          borderRadius: 'var(--mantine-radius-md)',
          boxShadow: 'var(--mantine-shadow-lg)',
        }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconWifiOff size={22} style={{ flexShrink: 0 }} stroke={1.8} aria-hidden />
          <Text fw={600} fz="sm" lh={1.35}>
            {MESSAGES.offline}
          </Text>
        </Group>
        <Button
          size="compact-md"
          variant="white"
          color="red"
          loading={checking}
          leftSection={<IconRefresh size={16} stroke={1.8} aria-hidden />}
          onClick={retry}
          style={{ flexShrink: 0 }}
        >
          Retry
        </Button>
      </Group>
    </>
  );
}
