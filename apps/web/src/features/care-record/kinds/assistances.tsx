import {
  type AssistanceForm,
  type AssistanceRow,
  assistanceForm,
  formatInZone,
  MESSAGES,
  REPRESENTATIVES_PAGE_SIZE,
} from '@care/domain';
import { Anchor } from '@mantine/core';
import { formatPhone } from '../../../shelf/person-display.ts';
import { EmailText } from '../../../ui/data-table/cells.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import { addAssistance, deleteAssistance, editAssistance, fetchAssistances } from '../care-record-api.ts';
import { REPRESENTATIVE_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';
import { AssistanceCards } from './AssistanceCards.tsx';

const FIELDS = ['fullName', 'email', 'phone', 'personel'] as const;
type Values = Record<(typeof FIELDS)[number] | 'profileId', string>;

function useAssistanceForm(profileId: string, row: AssistanceRow | null) {
  const form = useSchemaForm<typeof assistanceForm, Values>(assistanceForm, {
    defaultValues: {
      profileId,
      fullName: row?.fullName ?? '',
      email: row?.email ?? '',
      phone: row?.phone ?? '',
      personel: row?.personel ?? '',
    },
  });
  return {
    form,
    save: (values: AssistanceForm) =>
      row ? editAssistance(row.assistanceId, values) : addAssistance(values),
    extra: null,
  };
}

/** The client's own representatives (spec 3 §2.7, the Assistances): a table, cards on phones, 12 a page; 'Input Fields cannot be empty' (§5). */
export const ASSISTANCES: RecordKind<AssistanceRow, Values, AssistanceForm, null> = {
  list: 'assistances',
  fetch: fetchAssistances,
  access: REPRESENTATIVE_ACCESS,
  label: 'representatives',
  idAccessor: 'assistanceId',
  columns: [
    { accessor: 'fullName', title: 'Full Name', render: (a) => <strong>{a.fullName}</strong> },
    { accessor: 'personel', title: 'Position' },
    {
      accessor: 'email',
      title: 'Email',
      render: (a) => (
        <Anchor href={`mailto:${a.email}`} c="inherit" fz="sm" underline="hover">
          <EmailText email={a.email} />
        </Anchor>
      ),
    },
    { accessor: 'phone', title: 'Phone', noWrap: true, exportValue: (a) => formatPhone(a.phone) },
    {
      accessor: 'dateCreated',
      title: 'Added',
      exportValue: (a) => formatInZone(a.dateCreated, 'date'),
      sortValue: (a) => a.dateCreated,
      secondary: 'md',
    },
  ],
  pageSizes: [REPRESENTATIVES_PAGE_SIZE],
  search: {
    accessors: ['fullName', 'email', 'personel', 'phone'],
    placeholder: 'Search by name, email or position',
  },
  noRecordsText: 'No representatives yet',
  addLabel: 'Add Representative',
  rowName: (a) => a.fullName,
  remove: {
    title: 'Remove this representative?',
    message: (a) => `${a.fullName} will no longer be listed as your representative.`,
    confirmLabel: 'Yes, remove',
    run: (a) => deleteAssistance(a.assistanceId),
  },
  phoneCards: { what: 'your representatives', render: (cards) => <AssistanceCards {...cards} /> },
  form: {
    label: 'Representative',
    title: (row) => (row ? `Edit ${row.fullName}` : 'Add Representative'),
    addLabel: 'Add representative',
    useForm: useAssistanceForm,
    serverFields: FIELDS,
    invalidBanner: (errors) =>
      Object.values(errors).some((e) => e?.message === MESSAGES.inputEmpty) ? MESSAGES.inputEmpty : undefined,
    sections: () => [
      { name: 'fullName', label: 'Full name', required: true },
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'phone', label: 'Mobile phone', kind: 'tel', required: true },
      { name: 'personel', label: 'Position', placeholder: 'e.g. Sister, guardian, advocate' },
    ],
  },
};
