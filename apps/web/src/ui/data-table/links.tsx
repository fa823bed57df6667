import { ActionIcon, Anchor, type AnchorProps, Tooltip } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** A real link (open in a new tab works) that moves within the app without reloading it. */
export function useAppLink(href: string) {
  const navigate = useNavigate();
  return {
    href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
        return;
      }
      event.preventDefault();
      void navigate({ href });
    },
  };
}

/** A text link inside a table cell. */
export function AppLink({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }) {
  const link = useAppLink(href);
  return (
    <Anchor component="a" {...rest} {...link}>
      {children}
    </Anchor>
  );
}

/** An icon link (e.g. Edit) with its name as a tooltip and for screen readers. */
export function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const link = useAppLink(href);
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon component="a" variant="subtle" color="brand" size="lg" aria-label={label} {...link}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
