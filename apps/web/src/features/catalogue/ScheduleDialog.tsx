import { daysText, INCOMPLETE_REQUEST, MAX_HOURS_A_DAY, WEEKDAYS } from '@care/domain';
import {
  Alert,
  Button,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import {
  addSchedule,
  dayLabel,
  type FundedItem,
  fetchFundedItems,
  formatDollars,
  schedulesKey,
} from './catalogue-api.ts';

interface Values {
  ndiA_DPAId: string;
  quantity: number | '';
  frequency: string[];
}
const FIELDS = ['ndiA_DPAId', 'quantity', 'frequency'] as const;
const CHOOSE_ITEM = 'Choose a funded item';

/** The item picker: searches the catalogue by number or name as the user types, priced for this client. */
function useFundedItems(profileId: string, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: ['funded-items', profileId, debounced],
    queryFn: ({ signal }) => fetchFundedItems(profileId, debounced, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

function ScheduleForm({ profileId, onDone }: { profileId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<FundedItem | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const items = useFundedItems(profileId, chosen && search === pickerLabel(chosen) ? '' : search);
  const form = useForm<Values>({ defaultValues: { ndiA_DPAId: '', quantity: '', frequency: [] } });
  const { errors, isSubmitting } = form.formState;
  const allowed = chosen?.allowedDays ?? [...WEEKDAYS];

  // The chosen item stays among the options while another search runs.
  const options = [
    ...(chosen ? [chosen] : []),
    ...(items.data ?? []).filter((i) => i.ndiA_DPAId !== chosen?.ndiA_DPAId),
  ];

  const choose = (id: string | null) => {
    const item = options.find((i) => i.ndiA_DPAId === id) ?? null;
    setChosen(item);
    form.setValue('ndiA_DPAId', item?.ndiA_DPAId ?? '');
    form.clearErrors('ndiA_DPAId');
    // Days the new item does not allow are dropped (a Saturday item keeps only Saturday).
    const days = form.getValues('frequency').filter((d) => item?.allowedDays.includes(d));
    form.setValue('frequency', item?.allowedDays.length === 1 ? [...item.allowedDays] : days);
  };

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    let missing = false;
    if (!chosen) {
      form.setError('ndiA_DPAId', { message: CHOOSE_ITEM });
      missing = true;
    }
    if (values.quantity === '' || Number(values.quantity) <= 0) {
      form.setError('quantity', { message: INCOMPLETE_REQUEST });
      missing = true;
    }
    if (values.frequency.length === 0) {
      form.setError('frequency', { message: INCOMPLETE_REQUEST });
      missing = true;
    }
    if (missing || !chosen) {
      setBanner(INCOMPLETE_REQUEST);
      return;
    }
    try {
      const reply = await addSchedule(
        {
          profileId,
          ndiA_DPAId: chosen.ndiA_DPAId,
          quantity: Number(values.quantity),
          frequency: values.frequency,
        },
        chosen,
      );
      // A staff member or client is told their line is a suggestion until the office accepts it.
      toasts.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: schedulesKey(profileId) });
      onDone();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
      setBanner(
        placed && !message
          ? 'Please check the fields marked in red.'
          : (message ?? 'Something went wrong. Please try again.'),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create a Schedule">
      <Stack gap="md">
        <Select
          label="Funded item"
          withAsterisk
          placeholder="Search by item number or name"
          description={
            chosen ? chosen.itemName : 'Only items with a price for where the client lives are listed.'
          }
          searchable
          clearable
          data={options.map((i) => ({ value: i.ndiA_DPAId, label: pickerLabel(i) }))}
          value={chosen?.ndiA_DPAId ?? null}
          onChange={choose}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={items.isFetching ? 'Searching…' : 'No priced item matches'}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={items.isFetching ? <Loader size="xs" /> : undefined}
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
          error={errors.ndiA_DPAId?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Item Number"
            readOnly
            value={chosen?.itemNumber ?? ''}
            placeholder="Filled from the item"
            variant="filled"
          />
          <TextInput
            label="Cost (per hour)"
            readOnly
            value={chosen ? formatDollars(chosen.remote) : ''}
            placeholder="Filled from the item"
            variant="filled"
            description={chosen ? `${chosen.priceColumn} price in force today` : undefined}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <MultiSelect
              label="Frequency"
              withAsterisk
              placeholder={field.value.length ? undefined : 'Choose the days'}
              data={allowed.map((d) => ({ value: d, label: dayLabel(d) }))}
              value={field.value}
              onChange={(days) => {
                field.onChange(days);
                form.clearErrors('frequency');
              }}
              description={
                chosen && allowed.length < 7 ? `This item is for ${daysText(allowed)} only.` : undefined
              }
              comboboxProps={{ withinPortal: true }}
              hidePickedOptions
              error={errors.frequency?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="quantity"
          render={({ field }) => (
            <NumberInput
              label="Quantity (hours a day)"
              withAsterisk
              min={0.25}
              max={MAX_HOURS_A_DAY}
              step={0.5}
              decimalScale={2}
              value={field.value}
              onChange={(v) => {
                field.onChange(v === '' ? '' : Number(v));
                form.clearErrors('quantity');
              }}
              inputMode="decimal"
              error={errors.quantity?.message}
            />
          )}
        />
        {chosen && form.watch('quantity') !== '' && Number(form.watch('quantity')) > 0 ? (
          <Text fz="sm" c="dimmed">
            {formatDollars(Math.round(chosen.remote * Number(form.watch('quantity')) * 100) / 100)} a day
            {form.watch('frequency').length > 0
              ? `, ${form.watch('frequency').length} day${form.watch('frequency').length === 1 ? '' : 's'} a week.`
              : '.'}
          </Text>
        ) : null}
        {banner ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={isSubmitting}>
            Create
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** How an item reads in the picker: its number and name. */
function pickerLabel(item: FundedItem): string {
  return `${item.itemNumber} · ${item.itemName}`;
}

/** Add a funded item to the client's schedule (spec 2 §2 'Create a Schedule', §5). */
export function ScheduleDialog({
  profileId,
  opened,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Create a Schedule" closeOnClickOutside={false}>
      {opened ? <ScheduleForm profileId={profileId} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
