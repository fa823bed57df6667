import {
  AIDS_LABELS,
  type AidsForm,
  type AidsRow,
  aidsForm,
  CARE_RECORD_EXPORTS,
  formatInZone,
} from '@care/domain';
import { Badge } from '@mantine/core';
import { ExpandedDetails } from '../../../ui/data-table/ExpandedDetails.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { addAid, deleteAid, editAid, fetchAids } from '../care-record-api.ts';
import { CLIENT_RECORD_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';

type Values = {
  profileId: string;
  equipmentUsed: string;
  equipmentAssistance: boolean;
  requireStaffTraining: boolean;
};

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const flag = (v: boolean) => (
  <Badge variant="light" color={v ? 'orange' : 'gray'} radius="sm">
    {yesNo(v)}
  </Badge>
);

function useAidForm(profileId: string, row: AidsRow | null) {
  const form = useSchemaForm<typeof aidsForm, Values>(aidsForm, {
    defaultValues: {
      profileId,
      equipmentUsed: row?.equipmentUsed ?? '',
      equipmentAssistance: row?.equipmentAssistance ?? false,
      requireStaffTraining: row?.requireStaffTraining ?? false,
    },
  });
  return {
    form,
    save: (values: AidsForm) => (row ? editAid(row.aidsId, values) : addAid(values)),
    extra: null,
  };
}

/** Aids & Equipment (spec 2 §2), also the client's own /app/client/aid-equip; equipment used required (§5). */
export const AIDS: RecordKind<AidsRow, Values, AidsForm, null> = {
  list: 'aids',
  fetch: fetchAids,
  access: CLIENT_RECORD_ACCESS,
  label: 'aids and equipment',
  idAccessor: 'aidsId',
  columns: [
    { accessor: 'equipmentUsed', title: 'Equipment Used', render: (r) => <strong>{r.equipmentUsed}</strong> },
    {
      accessor: 'equipmentAssistance',
      title: AIDS_LABELS.equipmentAssistance,
      exportValue: (r) => yesNo(r.equipmentAssistance),
      render: (r) => flag(r.equipmentAssistance),
      secondary: true,
    },
    {
      accessor: 'requireStaffTraining',
      title: AIDS_LABELS.requireStaffTraining,
      exportValue: (r) => yesNo(r.requireStaffTraining),
      render: (r) => flag(r.requireStaffTraining),
      secondary: true,
    },
  ],
  search: { accessors: ['equipmentUsed'], placeholder: 'Search by equipment' },
  exportAs: { fileName: CARE_RECORD_EXPORTS.aids, title: 'Aids & Equipment' },
  noRecordsText: 'No aids or equipment recorded yet',
  addLabel: 'Add Equipment',
  rowExpansion: (r) => (
    <ExpandedDetails
      items={[
        { label: 'Created', value: formatInZone(r.dateCreated, 'audit') },
        { label: 'Modified', value: formatInZone(r.dateModified, 'audit') },
      ]}
    />
  ),
  rowName: (r) => r.equipmentUsed,
  remove: {
    title: 'Delete this equipment?',
    message: (r) => `${r.equipmentUsed} will be removed from the list. This cannot be undone.`,
    confirmLabel: 'Yes, delete',
    run: (r) => deleteAid(r.aidsId),
  },
  form: {
    label: 'Aid or equipment',
    title: (row) => (row ? 'Edit aid or equipment' : 'Add aid or equipment'),
    addLabel: 'Add equipment',
    useForm: useAidForm,
    serverFields: ['equipmentUsed'],
    sections: () => [
      {
        name: 'equipmentUsed',
        label: 'Equipment used',
        required: true,
        placeholder: 'e.g. Shower chair, ceiling hoist',
      },
      {
        key: 'flags',
        fields: [
          { name: 'equipmentAssistance', label: AIDS_LABELS.equipmentAssistance, kind: 'checkbox' },
          { name: 'requireStaffTraining', label: AIDS_LABELS.requireStaffTraining, kind: 'checkbox' },
        ],
      },
    ],
  },
};
