import type { OfficeTodaySection, ShiftRosterView } from '@care/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../../../ui/data-table/links.tsx';
import { TodayItemRow } from './TodayItemRow.tsx';

/**
 * One section of the Today panel: its title and count, what to do, its first lines and a link to
 * the whole list. A section another area adds on the server shows here with no change.
 */
export function TodaySectionCard({
  section,
  zone,
  onOpenShift,
}: {
  section: OfficeTodaySection;
  zone: string;
  onOpenShift: (shift: ShiftRosterView) => void;
}) {
  const more = section.count - section.items.length;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={section.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="md">
            {section.title}
          </Title>
          {/* Never squeezed by a long title: a two-digit count stays whole. */}
          <Badge
            color={section.tone}
            variant="filled"
            size="lg"
            circle={section.count < 10}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {section.count}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          {section.hint}
        </Text>
        <Stack gap={6}>
          {section.items.map((item) => (
            <TodayItemRow key={item.id} item={item} zone={zone} onOpenShift={onOpenShift} />
          ))}
        </Stack>
        {section.link ? (
          <AppLink href={section.link} fz="sm" fw={600}>
            {more > 0 ? `See all ${section.count}` : 'Open the list'}
          </AppLink>
        ) : null}
      </Stack>
    </Card>
  );
}
