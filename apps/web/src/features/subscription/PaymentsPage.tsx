import { calendarDateInZone, formatCents, formatInZone, PAYMENT_STATUSES, type Payment } from '@care/domain';
import { Anchor, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useSession } from '../../session/useSession.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchPayments, PAYMENTS_KEY, paymentPdfUrl } from './subscription-api.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
];

/** The columns, the payment's date read in the company's zone. */
const columnsOf = (zone: string): DataTableColumn<Payment>[] => [
  {
    accessor: 'invoiceNumber',
    title: 'Invoice',
    noWrap: true,
    render: (p) => (
      <Anchor component={Link} to={`/app/payment-response/${p.paymentId}`}>
        {p.invoiceNumber}
      </Anchor>
    ),
    exportValue: (p) => p.invoiceNumber,
  },
  {
    accessor: 'createdAt',
    title: 'Date',
    noWrap: true,
    // On a phone the date moves into the row's details, leaving room for the amount and status.
    secondary: true,
    render: (p) => formatInZone(p.createdAt, 'date', zone),
    exportValue: (p) => calendarDateInZone(p.createdAt, zone),
    sortValue: (p) => p.createdAt,
  },
  { accessor: 'description', title: 'For', secondary: true },
  {
    accessor: 'amountCents',
    title: 'Amount',
    noWrap: true,
    render: (p) => formatCents(p.amountCents),
    exportValue: (p) => (p.amountCents / 100).toFixed(2),
    sortValue: (p) => p.amountCents,
  },
  {
    accessor: 'status',
    title: 'Status',
    noWrap: true,
    render: (p) => <StatusBadge kind="payment" status={p.status} />,
    exportValue: (p) => p.status,
  },
  {
    accessor: 'pdf',
    title: 'Invoice PDF',
    noWrap: true,
    render: (p) => (
      <Anchor href={paymentPdfUrl(p.paymentId)} aria-label={`Invoice ${p.invoiceNumber} PDF`}>
        PDF
      </Anchor>
    ),
    exportValue: () => '',
  },
];

/** /app/subscription/payments (spec 1 §7.3 Payments/get_all): the company's payments and invoices. */
export function PaymentsPage() {
  const companyId = useSession()?.user.companyId ?? '';
  const [status, setStatus] = useState('all');
  const columns = columnsOf(useTimeZone());
  const list = useQuery({
    queryKey: [...PAYMENTS_KEY, status],
    queryFn: ({ signal }) => fetchPayments({ companyId, status }, signal),
  });
  return (
    <>
      <PageHeader
        title="Payments"
        description="The company's subscription payments and their invoices."
        actions={
          <Anchor component={Link} to="/app/subscription">
            Subscription
          </Anchor>
        }
      />
      <Group mb="sm">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => setStatus(v ?? 'all')}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <DataTable
        label="Payments"
        records={list.data?.payments}
        columns={columns}
        idAccessor="paymentId"
        loading={list.isPending}
        error={list.isError}
        onRetry={() => list.refetch()}
        exportAs={{ fileName: 'payments', title: 'Payments' }}
        noRecordsText="No payments"
      />
    </>
  );
}
