import { formatInZone } from '@care/domain';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import {
  type ActivityFilterDraft,
  ActivityFilterForm,
  EMPTY_DRAFT,
  toActivityFilter,
} from './ActivityFilterForm.tsx';
import { type ActivityRow, activityLogKey, fetchActivities } from './activity-api.ts';

/** /app/user/activity-log (spec 2 §2): who did what, newest first. */
export function ActivityLogPage() {
  const zone = useTimeZone();
  const [draft, setDraft] = useState<ActivityFilterDraft | null>(null);
  const filter = draft ? toActivityFilter(draft, zone) : null;
  const log = useQuery({
    queryKey: activityLogKey(filter),
    queryFn: ({ signal }) => fetchActivities(filter, signal),
    placeholderData: keepPreviousData,
  });
  const everyone = useQuery({
    queryKey: activityLogKey(null),
    queryFn: ({ signal }) => fetchActivities(null, signal),
  });
  const users = [...new Set((everyone.data ?? []).map((a) => a.user))].sort((a, b) => a.localeCompare(b));
  const when = (a: ActivityRow) => formatInZone(a.dateCreated, 'activityLog', zone);

  const columns: DataTableColumn<ActivityRow>[] = [
    {
      accessor: 'user',
      title: 'User',
      render: (a) => (
        <Text fz="sm" fw={600}>
          {a.user}
        </Text>
      ),
      exportValue: (a) => a.user,
    },
    { accessor: 'activity', title: 'Activity' },
    {
      accessor: 'dateCreated',
      title: 'Date Created',
      exportValue: when,
      sortValue: (a) => a.dateCreated,
      noWrap: true,
      secondary: true,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Activity Log"
        description="Every change made in the product: who made it, and when. Newest first."
      />
      <DataTable<ActivityRow>
        label="activity log"
        records={log.data}
        columns={columns}
        idAccessor="activityLogId"
        loading={log.isFetching}
        error={log.isError && !log.data}
        onRetry={() => void log.refetch()}
        search={{
          accessors: ['user', 'activity', when],
          placeholder: 'Search by user, activity or date (DD-MM-YYYY)',
        }}
        filter={{
          title: 'Filter the activity log',
          active: draft !== null,
          content: (close) => (
            <ActivityFilterForm users={users} value={draft ?? EMPTY_DRAFT} onApply={setDraft} close={close} />
          ),
        }}
        exportAs={{ fileName: 'ActivityLog', title: 'Activity Log' }}
        rowExpansion={(a) => (
          <ExpandedDetails
            items={[
              { label: 'Activity', value: a.activity },
              { label: 'Medium', value: a.medium },
            ]}
          />
        )}
      />
    </Stack>
  );
}
