import { Anchor } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatPhone, fullAddress } from '../../shelf/person-display.ts';
import { EmailText } from '../../ui/data-table/cells.tsx';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink, IconLink } from '../../ui/data-table/links.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

interface Contact {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}

/** Full Name, linking to the profile; red (with the reason) when `red` says so. */
export function nameColumn<T extends Contact>(
  href: (row: T) => string,
  red?: { when: (row: T) => boolean; label: string },
): DataTableColumn<T> {
  return {
    accessor: 'fullName',
    title: 'Full Name',
    noWrap: true,
    render: (row) => (
      <AppLink href={href(row)} fw={600}>
        {row.fullName}
      </AppLink>
    ),
    highlight: red,
  };
}

/** Address, Email (mailto) and Phone (tap to call on a phone). */
export function contactColumns<T extends Contact>(): DataTableColumn<T>[] {
  return [
    { accessor: 'address', title: 'Address', exportValue: fullAddress, secondary: 'xl', width: 220 },
    {
      accessor: 'email',
      title: 'Email',
      secondary: true,
      noWrap: true,
      render: (row) => (
        <Anchor href={`mailto:${row.email}`} c="inherit" fz="inherit" underline="hover">
          <EmailText email={row.email} />
        </Anchor>
      ),
    },
    {
      accessor: 'phoneNumber',
      title: 'Phone',
      noWrap: true,
      render: (row) =>
        row.phoneNumber ? (
          <Anchor href={`tel:${row.phoneNumber}`} c="inherit" fz="inherit" underline="hover">
            {formatPhone(row.phoneNumber)}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
}

/** The Action column: an edit link to the profile, where the record is edited. */
export function editColumn<T>(href: (row: T) => string, label: (row: T) => string): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: 'Action',
    exportable: false,
    sortable: false,
    width: 90,
    textAlign: 'center',
    hiddenOnPhone: true,
    render: (row) => (
      <IconLink href={href(row)} label={label(row)}>
        <IconPencil size={18} stroke={1.8} aria-hidden />
      </IconLink>
    ),
  };
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge kind="active" status={active ? 'Active' : 'Inactive'} radius="sm" />;
}
