import type { DailyReportView } from '@care/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { authorName } from './daily-reports-api.ts';
import { clockOutText, clockText, durationText, kmText, totalKm } from './report-format.ts';

/**
 * The columns both office report tables share (spec 3 §2.3): the author, Clock-In, Duration,
 * Clock-Out, an optional extra column (the admin table's Location), Total Km and the row's actions.
 */
export function reportColumns(o: {
  zone: string;
  author: { accessor: string; title: string };
  extra?: DataTableColumn<DailyReportView>;
  actions: (report: DailyReportView) => ReactNode;
}): DataTableColumn<DailyReportView>[] {
  const { zone } = o;
  return [
    {
      accessor: o.author.accessor,
      title: o.author.title,
      render: (r) => (
        <Text fz="sm" fw={600}>
          {authorName(r)}
        </Text>
      ),
      exportValue: authorName,
    },
    {
      accessor: 'clockIn',
      title: 'Clock-In',
      noWrap: true,
      exportValue: (r) => clockText(r.clockIn, zone),
      sortValue: (r) => r.clockIn,
    },
    {
      accessor: 'duration',
      title: 'Duration',
      noWrap: true,
      exportValue: durationText,
      sortValue: (r) => r.duration,
    },
    {
      accessor: 'clockOut',
      title: 'Clock-Out',
      noWrap: true,
      secondary: true,
      exportValue: (r) => clockOutText(r, zone),
      sortValue: (r) => r.clockOut,
    },
    ...(o.extra ? [o.extra] : []),
    {
      accessor: 'totalKm',
      title: 'Total Km',
      noWrap: true,
      exportValue: (r) => kmText(totalKm(r)),
      sortValue: totalKm,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: o.actions,
    },
  ];
}
