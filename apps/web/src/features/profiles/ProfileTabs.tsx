import { Box, Card, NativeSelect, ScrollArea, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';

export interface ProfileTab {
  /** The value kept in ?tab= (spec: the tab's name, e.g. Documents). */
  value: string;
  label: string;
  /** What the tab will hold, for its empty state. */
  holds: string;
}

export interface ProfileTabsProps {
  tabs: ProfileTab[];
  /** Whose record it is: "the client", "your"… in the empty state. */
  label: string;
  /** The contents of the tabs built so far, by tab value; the others say what they will hold. */
  panels?: Partial<Record<string, ReactNode>>;
}

/** The tab the address names (?tab=, any letter case), else the first (Documents). */
export function activeTabOf(tabs: ProfileTab[], requested: unknown): ProfileTab {
  const wanted = typeof requested === 'string' ? requested.toLowerCase() : '';
  return tabs.find((t) => t.value.toLowerCase() === wanted) ?? (tabs[0] as ProfileTab);
}

function ComingLater({ tab }: { tab: ProfileTab }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconFile size={24} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="md">
        {tab.label} will appear here
      </Title>
      <Text c="dimmed" fz="sm" maw={520}>
        {tab.holds} This part of the record is not available in this version yet, so nothing is shown.
      </Text>
    </Stack>
  );
}

/**
 * The profile's tab strip with the active tab in ?tab= (default Documents). On phones a chooser
 * replaces the long strip. A tab without contents yet says what it will hold.
 */
export function ProfileTabs({ tabs, label, panels = {} }: ProfileTabsProps) {
  const search = useSearch({ strict: false }) as { tab?: unknown };
  const navigate = useNavigate();
  const phone = useIsPhone();
  const active = activeTabOf(tabs, search.tab);

  const choose = (value: string | null) => {
    if (value) {
      void navigate({ to: '.', search: (prev: object) => ({ ...prev, tab: value }), replace: true });
    }
  };

  return (
    <Card component="section" aria-label={`${label} record`} p={0} mt="lg">
      <Tabs value={active.value} onChange={choose} keepMounted={false}>
        {phone ? (
          <Box p="md" pb={0}>
            <NativeSelect
              label="Show"
              size="md"
              value={active.value}
              onChange={(e) => choose(e.currentTarget.value)}
              data={tabs.map((t) => ({ value: t.value, label: t.label }))}
            />
          </Box>
        ) : (
          <ScrollArea type="scroll" scrollbarSize={6}>
            <Tabs.List style={{ flexWrap: 'nowrap' }} px="sm" pt="xs">
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value} fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
        )}
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} p="md">
            {panels[t.value] ?? <ComingLater tab={t} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
