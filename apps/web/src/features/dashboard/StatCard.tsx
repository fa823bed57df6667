import { abbreviateCount } from '@care/domain';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useAppLink } from '../../ui/data-table/links.tsx';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: TablerIcon;
  color: string;
  hint?: string;
  /** The page the count opens (spec 3 §2.8: the auditor's training and policy links). */
  href?: string;
}

/** One dashboard counter, abbreviated as the spec asks (1.5k, 2M). */
export function StatCard({ label, value, icon: Icon, color, hint, href }: StatCardProps) {
  const link = useAppLink(href ?? '');
  const asLink = href ? { component: 'a' as const, ...link } : {};
  return (
    <Card shadow="xs" padding="lg" {...asLink} style={href ? { cursor: 'pointer' } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Text fz="sm" fw={600} c="dimmed">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={34} w={64} />
          ) : (
            <Text
              fz={32}
              fw={800}
              lh={1.05}
              title={value.toLocaleString('en-AU')}
              aria-label={`${label}: ${value}`}
            >
              {abbreviateCount(value)}
            </Text>
          )}
          {hint ? (
            <Text fz="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={24} stroke={1.8} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
