import {
  type ActivityOption,
  formatTicks,
  INVOICE_MESSAGES,
  type InvoiceLineView,
  lineAmountCents,
  lineQuantity,
  lineSumText,
} from '@care/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { dateTimeText, kmText, lineDateText, moneyText } from './invoice-display.ts';
import { activityOptionsKey, editInvoice, fetchActivityOptions } from './invoices-api.ts';

const M = INVOICE_MESSAGES;

/** A claimed or paid line is locked; a rejected one is edited to fix it. */
export const isLocked = (l: Pick<InvoiceLineView, 'claimStatus'>) =>
  l.claimStatus === 'Claimed' || l.claimStatus === 'Paid';

const optionLabel = (o: Pick<ActivityOption, 'itemNumber' | 'itemName' | 'unitPriceCents'>) =>
  `${o.itemNumber} ${o.itemName} (${moneyText(o.unitPriceCents)})`;

/** The line's own item as an option, so the select shows it before any search. */
function currentOption(line: InvoiceLineView): ActivityOption | null {
  if (!line.ndiA_DPAId || !line.itemNumber) {
    return null;
  }
  return {
    ndiA_DPAId: line.ndiA_DPAId,
    itemNumber: line.itemNumber,
    itemName: line.itemName ?? '',
    unit: line.unit ?? 'H',
    unitPrice: line.unitPrice,
    unitPriceCents: line.unitPriceCents,
    scheduled: false,
  };
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} readOnly size="md" variant="filled" />;
}

/**
 * Edit Invoice (spec 3 §5): every field read-only but the activity (support item); the amount is
 * unit price × agreed hours, computed as the server will store it. A claimed line opens read-only.
 */
export function EditInvoiceDialog({
  line,
  onClose,
  onSaved,
}: {
  line: InvoiceLineView;
  onClose: () => void;
  onSaved: (line: InvoiceLineView) => void;
}) {
  const zone = useTimeZone();
  const locked = isLocked(line);
  const [chosen, setChosen] = useState<ActivityOption | null>(() => currentOption(line));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The select's text is the chosen option's label once picked: that is no search.
  const term = chosen && debounced === optionLabel(chosen) ? '' : debounced;
  const options = useQuery({
    queryKey: activityOptionsKey(line.invoicesId, term),
    queryFn: ({ signal }) => fetchActivityOptions(line.invoicesId, term, signal),
    enabled: !locked,
  });

  const list = options.data ?? [];
  const shown = chosen && !list.some((o) => o.ndiA_DPAId === chosen.ndiA_DPAId) ? [chosen, ...list] : list;
  const data = [
    { group: 'Scheduled for the client', items: shown.filter((o) => o.scheduled) },
    { group: 'Other items', items: shown.filter((o) => !o.scheduled) },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({
      group: g.group,
      items: g.items.map((o) => ({ value: o.ndiA_DPAId, label: optionLabel(o) })),
    }));

  const unitPriceCents = chosen?.unitPriceCents ?? line.unitPriceCents;
  const billedTicks = line.billedDuration ?? line.agreedDuration;
  const amountCents = chosen
    ? lineAmountCents(chosen.unitPriceCents, billedTicks, chosen.unit)
    : line.amountCents;
  // What the amount bills, as the PDF writes it: '0.13 h × $70.23 = $9.36' (issue 40 item 2).
  const sum = chosen
    ? lineSumText({
        quantity: lineQuantity(billedTicks, chosen.unit),
        unit: chosen.unit,
        unitPriceCents: chosen.unitPriceCents,
        amountCents,
      })
    : lineSumText(line);

  const save = async () => {
    if (!chosen) {
      setError(M.activityRequired);
      return;
    }
    setSaving(true);
    try {
      const reply = await editInvoice(line.invoicesId, chosen.ndiA_DPAId);
      onSaved(reply.invoice);
    } catch (e) {
      // The client has toasted the message; a field's message goes under the select too.
      if (isApiError(e)) {
        setError(e.fieldErrors.ndiA_DPAId ?? null);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Edit Invoice
        </Text>
      }
      size="lg"
      radius="lg"
      centered
    >
      <Stack gap="md">
        {locked ? (
          <Alert color="orange" icon={<IconLock size={18} aria-hidden />}>
            {M.lineLocked}
          </Alert>
        ) : null}
        <Select
          label="Activity"
          withAsterisk={!locked}
          size="md"
          searchable
          readOnly={locked}
          data={data}
          value={chosen?.ndiA_DPAId ?? null}
          onChange={(id) => {
            setChosen(shown.find((o) => o.ndiA_DPAId === id) ?? null);
            setError(null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={options.isFetching ? 'Loading…' : 'No priced item by that number or name'}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ReadOnly label="Date" value={lineDateText(line)} />
          <ReadOnly label="Shift Period" value={line.shiftPeriod} />
          <ReadOnly label="From" value={dateTimeText(line.dateFrom, zone)} />
          <ReadOnly label="To" value={dateTimeText(line.dateTo, zone)} />
          <ReadOnly label="Duration" value={formatTicks(line.duration)} />
          <ReadOnly label="Agreed Duration" value={formatTicks(line.agreedDuration)} />
          <ReadOnly label="Total Km" value={kmText(line.totalKm)} />
          <ReadOnly label="Unit Price" value={moneyText(unitPriceCents)} />
        </SimpleGrid>
        <Text fz="lg" fw={700} aria-live="polite">
          Amount: {moneyText(amountCents)}
        </Text>
        <Text fz="sm" c="dimmed" aria-label="Billed">
          Billed: {sum}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {locked ? 'Close' : 'Cancel'}
          </Button>
          {locked ? null : (
            <Button onClick={() => void save()} loading={saving}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
