import type { DailyReportView } from '@care/domain';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { authorName } from './daily-reports-api.ts';
import { clockOutText, clockText, durationText, readingsText } from './report-format.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Report Details (spec 3 §2.3, §2.4): clock in/out, duration, kilometres, report, file, date created. */
export function ReportDetailsDialog({
  report,
  zone,
  opened,
  onClose,
}: {
  report: DailyReportView | null;
  zone: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Report Details" size="md">
      {report ? (
        <Stack gap="md">
          {authorName(report) ? <Item label="Name">{authorName(report)}</Item> : null}
          <SimpleGrid cols={2} spacing="md">
            <Item label="Clock-In">{clockText(report.clockIn, zone)}</Item>
            <Item label="Clock-Out">{clockOutText(report, zone)}</Item>
            <Item label="Duration">{durationText(report)}</Item>
            <Item label="Kilometres">{readingsText(report)}</Item>
          </SimpleGrid>
          <Item label="Report">{report.report || '—'}</Item>
          <Item label="File">
            {report.imageURL ? (
              <Anchor href={report.imageURL} target="_blank" rel="noopener">
                Open the attached file
              </Anchor>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Date Created">{clockText(report.dateCreated, zone)}</Item>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
