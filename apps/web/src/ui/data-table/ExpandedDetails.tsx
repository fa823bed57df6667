import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs for a row's expanded part; empty values read as a dash. */
export function ExpandedDetails({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="xs">
      {items.map((item) => (
        <Stack key={item.label} gap={0} style={{ minWidth: 0 }}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {item.label}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} component="div">
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
