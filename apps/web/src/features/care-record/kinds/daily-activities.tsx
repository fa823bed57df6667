import {
  CARE_RECORD_EXPORTS,
  type ClientScheduleForm,
  type ClientScheduleRow,
  clientScheduleForm,
  dayLabel,
  formatInZone,
  normaliseDays,
  splitList,
} from '@care/domain';
import { ExpandedDetails } from '../../../ui/data-table/ExpandedDetails.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { addSchedule, deleteSchedule, editSchedule, fetchSchedules } from '../care-record-api.ts';
import { CLIENT_RECORD_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';
import { time12 } from '../record-ui.tsx';
import { ActivitiesInput, DaysInput, type ScheduleValues } from './ScheduleInputs.tsx';

const daysText = (row: ClientScheduleRow) => splitList(row.days).map(dayLabel).join(', ');
const INCOMPLETE = 'Incomplete Request';

function useScheduleForm(profileId: string, row: ClientScheduleRow | null) {
  const form = useSchemaForm<typeof clientScheduleForm, ScheduleValues>(clientScheduleForm, {
    defaultValues: {
      profileId,
      days: row ? normaliseDays(row.days) : [],
      fromTimeOfDay: row?.fromTimeOfDay ?? '',
      toTimeOfDay: row?.toTimeOfDay ?? '',
      activities: row ? splitList(row.activities) : [],
    },
  });
  return {
    form,
    save: (values: ClientScheduleForm) =>
      row ? editSchedule(row.clientScheduleId, values) : addSchedule(values),
    extra: null,
  };
}

/** Daily Activities (spec 2 §2): the client's regular activities by day and time; at least one activity and both times, else 'Incomplete Request' (§5). */
export const DAILY_ACTIVITIES: RecordKind<ClientScheduleRow, ScheduleValues, ClientScheduleForm, null> = {
  list: 'schedules',
  fetch: fetchSchedules,
  access: CLIENT_RECORD_ACCESS,
  label: 'daily activities',
  idAccessor: 'clientScheduleId',
  columns: [
    {
      accessor: 'activities',
      title: 'Activities',
      render: (r) => <strong>{splitList(r.activities).join(', ')}</strong>,
    },
    { accessor: 'days', title: 'Days', exportValue: daysText, secondary: true },
    {
      accessor: 'fromTimeOfDay',
      title: 'From',
      exportValue: (r) => time12(r.fromTimeOfDay),
      sortValue: (r) => r.fromTimeOfDay,
      noWrap: true,
    },
    {
      accessor: 'toTimeOfDay',
      title: 'To',
      exportValue: (r) => time12(r.toTimeOfDay),
      secondary: true,
      sortValue: (r) => r.toTimeOfDay,
      noWrap: true,
    },
  ],
  search: { accessors: ['activities', 'days'], placeholder: 'Search by activity or day' },
  exportAs: { fileName: CARE_RECORD_EXPORTS.schedule, title: 'Daily Activities' },
  noRecordsText: 'No daily activities yet',
  addLabel: 'Add Activity',
  rowExpansion: (r) => (
    <ExpandedDetails
      cols={3}
      items={[
        { label: 'Days', value: daysText(r) },
        { label: 'Created', value: formatInZone(r.dateCreated, 'audit') },
        { label: 'Modified', value: formatInZone(r.dateModified, 'audit') },
      ]}
    />
  ),
  rowName: (r) => `the activity ${r.activities}`,
  remove: {
    title: 'Delete this daily activity?',
    message: (r) => `${r.activities} on ${daysText(r)} will be removed. This cannot be undone.`,
    confirmLabel: 'Yes, delete',
    run: (r) => deleteSchedule(r.clientScheduleId),
  },
  form: {
    label: 'Daily activity',
    title: (row) => (row ? 'Edit daily activity' : 'Add daily activity'),
    addLabel: 'Add activity',
    useForm: useScheduleForm,
    serverFields: ['days', 'fromTimeOfDay', 'toTimeOfDay', 'activities'],
    invalidBanner: (errors) =>
      Object.values(errors).some((e) => e?.message === INCOMPLETE) ? INCOMPLETE : undefined,
    sections: () => [
      { key: 'activities', render: (form) => <ActivitiesInput form={form} /> },
      { key: 'days', render: (form) => <DaysInput form={form} /> },
      {
        key: 'times',
        cols: 2,
        fields: [
          { name: 'fromTimeOfDay', label: 'From', kind: 'time', required: true },
          { name: 'toTimeOfDay', label: 'To', kind: 'time', required: true },
        ],
      },
    ],
  },
};
