import {
  CARE_RECORD_EXPORTS,
  DAILY_LIVING_SUPPORT,
  type DailyLivingForm,
  type DailyLivingRow,
  dailyLivingForm,
  formatInZone,
  SUPPORT_LEVELS,
} from '@care/domain';
import { ExpandedDetails } from '../../../ui/data-table/ExpandedDetails.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { addDailyLiving, deleteDailyLiving, editDailyLiving, fetchDailyLivings } from '../care-record-api.ts';
import { CLIENT_RECORD_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';

type Values = {
  profileId: string;
  activities: string;
  support: string;
  supportLevel: string;
  details: string;
};

function useLivingForm(profileId: string, row: DailyLivingRow | null) {
  const form = useSchemaForm<typeof dailyLivingForm, Values>(dailyLivingForm, {
    defaultValues: {
      profileId,
      activities: row?.activities ?? '',
      support: row?.support ?? '',
      supportLevel: row?.supportLevel ?? '',
      details: row?.details ?? '',
    },
  });
  return {
    form,
    save: (values: DailyLivingForm) =>
      row ? editDailyLiving(row.dailyLivingId, values) : addDailyLiving(values),
    extra: null,
  };
}

/** Daily Living & Night Support (spec 2 §2), also the client's own /app/client/daily-living; activities and details required (§5). */
export const DAILY_LIVING: RecordKind<DailyLivingRow, Values, DailyLivingForm, null> = {
  list: 'daily-living',
  fetch: fetchDailyLivings,
  access: CLIENT_RECORD_ACCESS,
  label: 'daily living and night support',
  idAccessor: 'dailyLivingId',
  columns: [
    { accessor: 'activities', title: 'Activities', render: (r) => <strong>{r.activities}</strong> },
    { accessor: 'support', title: 'Support' },
    { accessor: 'supportLevel', title: 'Support Level', secondary: true },
    { accessor: 'details', title: 'Details', secondary: 'lg' },
  ],
  search: {
    accessors: ['activities', 'support', 'supportLevel', 'details'],
    placeholder: 'Search by activity, support or details',
  },
  exportAs: { fileName: CARE_RECORD_EXPORTS.dailyLiving, title: 'Daily Living & Night Support' },
  noRecordsText: 'No daily living or night support recorded yet',
  addLabel: 'Add Daily Living',
  rowExpansion: (r) => (
    <ExpandedDetails
      items={[
        { label: 'Details', value: r.details },
        { label: 'Modified', value: formatInZone(r.dateModified ?? r.dateCreated, 'audit') },
      ]}
    />
  ),
  rowName: (r) => r.activities,
  remove: {
    title: 'Delete this daily living record?',
    message: (r) => `${r.activities} will be removed. This cannot be undone.`,
    confirmLabel: 'Yes, delete',
    run: (r) => deleteDailyLiving(r.dailyLivingId),
  },
  form: {
    label: 'Daily living and night support',
    title: (row) => (row ? 'Edit daily living support' : 'Add daily living support'),
    addLabel: 'Add',
    useForm: useLivingForm,
    serverFields: ['activities', 'support', 'supportLevel', 'details'],
    sections: () => [
      {
        name: 'activities',
        label: 'Activities',
        required: true,
        placeholder: 'e.g. Showering, night checks',
      },
      {
        key: 'support',
        cols: { base: 1, sm: 2 },
        fields: [
          {
            name: 'support',
            label: 'Support',
            kind: 'select',
            options: DAILY_LIVING_SUPPORT,
            placeholder: 'Choose',
          },
          {
            name: 'supportLevel',
            label: 'Support level',
            kind: 'select',
            options: SUPPORT_LEVELS,
            placeholder: 'Choose',
          },
        ],
      },
      {
        name: 'details',
        label: 'Details',
        kind: 'textarea',
        required: true,
        minRows: 3,
        autosize: false,
        placeholder: 'What staff need to know',
      },
    ],
  },
};
