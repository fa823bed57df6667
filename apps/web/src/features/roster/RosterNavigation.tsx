import { ActionIcon, Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { RosterView } from './roster-calendar.ts';

export interface RosterNavigationProps {
  search: string;
  onSearch: (text: string) => void;
  view: RosterView;
  onView: (view: RosterView) => void;
  /** Phones have no month view (spec 3 §2.1). */
  phone: boolean;
  label: string;
  fetching: boolean;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
}

/** The roster's search, the Month/Week switch and previous/next with the shown period. */
export function RosterNavigation({
  search,
  onSearch,
  view,
  onView,
  phone,
  label,
  fetching,
  onStep,
  onToday,
}: RosterNavigationProps) {
  const unit = view === 'month' && !phone ? 'month' : 'days';
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search by staff, client or shift id"
        placeholder="Search by staff, client or shift id"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <Group gap={phone ? 6 : 'xs'} wrap="nowrap" w={phone ? '100%' : undefined} justify="space-between">
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text
          fw={700}
          fz={phone ? 'sm' : 'md'}
          miw={phone ? 0 : 170}
          ta="center"
          style={{ flex: phone ? 1 : undefined }}
          aria-live="polite"
        >
          {label}
        </Text>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="sm" onClick={onToday}>
          Today
        </Button>
        {fetching ? <Loader size="xs" aria-label="Loading shifts" /> : null}
      </Group>
      {phone ? null : (
        <SegmentedControl
          aria-label="View"
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
          ]}
          value={view}
          onChange={(v) => onView(v as RosterView)}
        />
      )}
    </Group>
  );
}
