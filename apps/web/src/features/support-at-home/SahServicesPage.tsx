import {
  SAH_CATEGORY_LABELS,
  SAH_PRICE_KINDS,
  SAH_SERVICE_CSV_COLUMNS,
  SAH_UNIT_LABELS,
  type SahServiceView,
  sahServicePriceAdd,
} from '@care/domain';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addSahServicePrice, fetchSahServices, importSahServices, SAH_KEY } from './sah-api.ts';
import { day, money } from './sah-words.ts';

const KIND_WORDS: Record<string, string> = { PRICE: 'Published price', CAP: 'Price cap' };

type PriceValues = {
  serviceId: string;
  kind: string;
  amount: string;
  effectiveFrom: string;
  effectiveTo: string;
  source: string;
};

function PriceForm({ service, onDone }: { service: SahServiceView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof sahServicePriceAdd, PriceValues>(sahServicePriceAdd, {
    raw: true,
    defaultValues: {
      serviceId: service.serviceId ?? '',
      kind: 'PRICE',
      amount: '',
      effectiveFrom: '',
      effectiveTo: '',
      source: '',
    },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['kind', 'amount', 'effectiveFrom', 'effectiveTo', 'source'],
    addSahServicePrice,
    async () => {
      await queryClient.invalidateQueries({ queryKey: SAH_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a price">
      <Stack gap="md">
        <Text fw={600}>
          {service.name} (per {SAH_UNIT_LABELS[service.unit]})
        </Text>
        <FormField
          field={{
            name: 'kind',
            label: 'Price or cap',
            kind: 'select',
            required: true,
            options: SAH_PRICE_KINDS,
            optionLabel: (k: string) => KIND_WORDS[k] ?? k,
          }}
          {...f}
        />
        <FormField
          field={{ name: 'amount', label: 'Amount per unit ($)', inputMode: 'decimal', required: true }}
          {...f}
        />
        <FormField
          field={{ name: 'effectiveFrom', label: 'Effective from', kind: 'date', required: true }}
          {...f}
        />
        <FormField field={{ name: 'effectiveTo', label: 'Last day (optional)', kind: 'date' }} {...f} />
        <FormField
          field={{
            name: 'source',
            label: 'Published in',
            required: true,
            placeholder: 'Price list July 2026',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** The service list CSV pasted and imported; the reply's counts or the refusal shown. */
function ImportCard() {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const reply = await importSahServices({ csv });
      setResult({ ok: true, message: reply.message });
      setCsv('');
      await queryClient.invalidateQueries({ queryKey: SAH_KEY });
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg">
      <Title order={3} mb="xs">
        Import the service list
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        A CSV with the columns {SAH_SERVICE_CSV_COLUMNS.join(', ')}. A known code (or service type and
        service) is updated, others are added; nothing is removed. A bad row imports nothing.
      </Text>
      <Stack gap="sm">
        <Textarea
          label="Service list CSV"
          autosize
          minRows={4}
          value={csv}
          onChange={(e) => setCsv(e.currentTarget.value)}
        />
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={busy} disabled={!csv.trim()}>
            Import
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Setup → Support at Home services (issue 39 item 3): the list, the published prices and the caps. */
export function SahServicesPage() {
  const [pricing, setPricing] = useState<SahServiceView | null>(null);
  const canManage = useCan('sahServices.manage');
  const view = useQuery({
    queryKey: [...SAH_KEY, 'services'],
    queryFn: ({ signal }) => fetchSahServices(signal),
  });
  return (
    <>
      <PageHeader title="Support at Home services" />
      {view.isPending ? <Skeleton h={300} radius="lg" /> : null}
      {view.isError ? <LoadFailed what="the service list" onRetry={() => void view.refetch()} /> : null}
      {view.data ? (
        <Stack gap="lg">
          {view.data.seeded ? null : (
            <Alert color="blue">
              The service types the reference names, not yet copied to the company: an import (or the daily
              job) copies them, then prices can be added.
            </Alert>
          )}
          <Card withBorder radius="lg">
            <Title order={3} mb="sm">
              Services and prices on {day(view.data.date)}
            </Title>
            <Table aria-label="Services" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Service type</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Unit</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Cap</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.data.services.map((s) => (
                  <Table.Tr key={`${s.serviceType}-${s.name}`}>
                    <Table.Td>{SAH_CATEGORY_LABELS[s.category]}</Table.Td>
                    <Table.Td>{s.serviceType}</Table.Td>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.serviceCode ?? '—'}</Table.Td>
                    <Table.Td>{SAH_UNIT_LABELS[s.unit]}</Table.Td>
                    <Table.Td>{money(s.priceCents)}</Table.Td>
                    <Table.Td>{money(s.capCents)}</Table.Td>
                    <Table.Td>
                      {canManage && s.serviceId ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setPricing(s)}
                          aria-label={`Add a price: ${s.name}`}
                        >
                          Add a price
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          {canManage ? <ImportCard /> : null}
        </Stack>
      ) : null}
      <ResponsiveModal
        opened={pricing !== null}
        onClose={() => setPricing(null)}
        title="Add a price or a cap"
        closeOnClickOutside={false}
      >
        {pricing ? <PriceForm service={pricing} onDone={() => setPricing(null)} /> : null}
      </ResponsiveModal>
    </>
  );
}
