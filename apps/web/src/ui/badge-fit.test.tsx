import { Badge, Group, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../platform/theme.ts';
import { StatusBadge } from './StatusBadge.tsx';

describe('badges are never cut (issue 40 item 10)', () => {
  it('a badge’s label wraps instead of ending in an ellipsis, and the badge grows to hold it', () => {
    render(
      <MantineProvider theme={theme}>
        <Group wrap="nowrap" w={120}>
          <Badge>Cancellation requested</Badge>
          <StatusBadge kind="participantForm" status="awaiting signatures" />
        </Group>
      </MantineProvider>,
    );
    for (const text of ['Cancellation requested', 'awaiting signatures']) {
      const label = screen.getByText(text, { exact: false });
      const root = label.closest('.mantine-Badge-root') as HTMLElement;
      expect(getComputedStyle(label).whiteSpace, text).toBe('normal');
      expect(getComputedStyle(label).textOverflow, text).not.toBe('ellipsis');
      // Visible overflow keeps a flex item's min-content width: a row cannot squeeze it away.
      expect(getComputedStyle(root).overflow, text).toBe('visible');
      expect(getComputedStyle(root).height, text).toBe('auto');
    }
  });
});
