import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled region around one table of a tab (the client's Required and Less Required documents and
 * forms): the title as a heading, with the red star of the spec's required tables when `marked`.
 */
export function TableSection({
  title,
  marked,
  children,
}: {
  title: string;
  marked?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Text component="h3" fw={700} fz="md" mb="xs">
        {title}
        {marked ? (
          <Text span c="red" ml={4} aria-hidden="true">
            *
          </Text>
        ) : null}
      </Text>
      {children}
    </section>
  );
}
