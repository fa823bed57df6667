import {
  CARE_RECORD_EXPORTS,
  formatInZone,
  REPRESENTATIVES_PAGE_SIZE,
  type RepresentativeEditForm,
  type RepresentativeRow,
  representativeEditForm,
  representativeForm,
} from '@care/domain';
import { Anchor } from '@mantine/core';
import { formatPhone } from '../../../shelf/person-display.ts';
import { EmailText } from '../../../ui/data-table/cells.tsx';
import { ExpandedDetails } from '../../../ui/data-table/ExpandedDetails.tsx';
import type { FieldSpec } from '../../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../../ui/form/useSchemaForm.ts';
import {
  addRepresentative,
  deleteRepresentative,
  editRepresentative,
  fetchRepresentatives,
} from '../care-record-api.ts';
import { REPRESENTATIVE_ACCESS } from '../record-access.ts';
import type { RecordKind } from '../record-kind.ts';

const FIELDS = [
  'fullName',
  'relationship',
  'email',
  'mobilePhone',
  'homePhone',
  'address',
  'position',
  'organization',
] as const;
type Values = Record<(typeof FIELDS)[number] | 'profileId', string>;

const phone = (value: string | null) =>
  value ? (
    <Anchor href={`tel:${value}`} c="inherit" fz="sm" underline="hover">
      {formatPhone(value)}
    </Anchor>
  ) : (
    '—'
  );

function useRepForm(profileId: string, row: RepresentativeRow | null) {
  const schema = row ? representativeEditForm : representativeForm;
  const form = useSchemaForm<typeof schema, Values>(schema, {
    defaultValues: {
      profileId,
      fullName: row?.fullName ?? '',
      relationship: row?.relationship ?? '',
      email: row?.email ?? '',
      mobilePhone: row?.mobilePhone ?? '',
      homePhone: row?.homePhone ?? '',
      address: row?.address ?? '',
      position: row?.position ?? '',
      organization: row?.organization ?? '',
    },
  });
  return {
    form,
    save: (values: RepresentativeEditForm) =>
      row
        ? editRepresentative(row.representativeId, values)
        : // Adding checks with representativeForm, whose address is required (never null).
          addRepresentative({ ...values, address: values.address ?? '' }),
    extra: null,
  };
}

/** A representative's input: the address is required only when adding (spec 2 §5). */
const input = (
  row: RepresentativeRow | null,
  name: (typeof FIELDS)[number],
  label: string,
  extra: Pick<FieldSpec<Values>, 'kind' | 'placeholder'> = {},
): FieldSpec<Values> => ({
  name,
  label,
  required: ['fullName', 'address', 'email', 'mobilePhone'].includes(name) && !(row && name === 'address'),
  autoComplete: 'off',
  ...extra,
});

/** Representative (spec 2 §2): the client's representatives, also those the client added in the portal. */
export const REPRESENTATIVES: RecordKind<RepresentativeRow, Values, RepresentativeEditForm, null> = {
  list: 'representatives',
  fetch: fetchRepresentatives,
  access: REPRESENTATIVE_ACCESS,
  label: 'representatives',
  idAccessor: 'representativeId',
  columns: [
    { accessor: 'fullName', title: 'Full Name', render: (r) => <strong>{r.fullName}</strong> },
    {
      accessor: 'email',
      title: 'Email',
      secondary: true,
      render: (r) => (
        <Anchor href={`mailto:${r.email}`} c="inherit" fz="sm" underline="hover">
          <EmailText email={r.email} />
        </Anchor>
      ),
    },
    { accessor: 'address', title: 'Address', secondary: 'xl' },
    { accessor: 'relationship', title: 'Relationship', secondary: 'md' },
    { accessor: 'homePhone', title: 'Home Phone', secondary: 'xl', render: (r) => phone(r.homePhone) },
    { accessor: 'mobilePhone', title: 'Mobile Phone', noWrap: true, render: (r) => phone(r.mobilePhone) },
    { accessor: 'position', title: 'Position', secondary: 'lg' },
    { accessor: 'organization', title: 'Organization', secondary: 'lg' },
  ],
  pageSizes: [REPRESENTATIVES_PAGE_SIZE, 24, 48],
  search: {
    accessors: ['fullName', 'email', 'relationship', 'organization', 'mobilePhone'],
    placeholder: 'Search by name, email or organization',
  },
  exportAs: { fileName: CARE_RECORD_EXPORTS.representatives, title: 'Representatives' },
  noRecordsText: 'No representatives yet',
  addLabel: 'Add Representative',
  rowExpansion: (r) => (
    <ExpandedDetails
      items={[
        { label: 'Address', value: r.address },
        { label: 'Organization', value: r.organization },
        { label: 'Home phone', value: r.homePhone ? formatPhone(r.homePhone) : null },
        { label: 'Added', value: formatInZone(r.dateCreated, 'audit') },
      ]}
    />
  ),
  rowName: (r) => r.fullName,
  remove: {
    title: 'Remove this representative?',
    message: (r, client) => `${r.fullName} will no longer be listed as ${client.fullName}'s representative.`,
    confirmLabel: 'Yes, remove',
    run: (r) => deleteRepresentative(r.representativeId),
  },
  form: {
    label: 'Representative',
    title: (row) => (row ? `Edit ${row.fullName}` : 'Add Representative'),
    addLabel: 'Add representative',
    useForm: useRepForm,
    serverFields: FIELDS,
    sections: (row) => [
      {
        key: 'contact',
        cols: { base: 1, sm: 2 },
        fields: [
          input(row, 'fullName', 'Full name'),
          input(row, 'relationship', 'Relationship', { placeholder: 'e.g. Mother, guardian' }),
          input(row, 'email', 'Email', { kind: 'email' }),
          input(row, 'mobilePhone', 'Mobile phone', { kind: 'tel' }),
          input(row, 'homePhone', 'Home phone', { kind: 'tel' }),
          input(row, 'position', 'Position', { placeholder: 'e.g. Nominee' }),
        ],
      },
      input(row, 'address', 'Address'),
      input(row, 'organization', 'Organization'),
    ],
  },
};
