import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCan } from '../../session/useCan.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { DateField } from '../../ui/DateField.tsx';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { filterTitle } from './RosterActions.tsx';
import { sendRosterNotification } from './roster-api.ts';
import {
  EMPTY_FILTER,
  filterOf,
  periodErrors,
  type RosterFilter,
  type RosterFilterValues,
} from './roster-filter.ts';

export interface RosterFilterDialogProps {
  opened: boolean;
  /** The filter in force, shown when the dialog opens. */
  filter: RosterFilter | null;
  onApply: (filter: RosterFilter | null) => void;
  onClose: () => void;
}

const FIELDS = ['staffId', 'clientId', 'fromDate', 'toDate'] as const;

const valuesOf = (f: RosterFilter | null): RosterFilterValues =>
  f
    ? { staffId: f.staffId ?? '', clientId: f.clientId ?? '', fromDate: f.fromDate, toDate: f.toDate }
    : EMPTY_FILTER;

/**
 * Filter | Send Notification (spec 3 §2.1): staff, client, start and end date; Reset clears the
 * filter, Apply Filters narrows the roster, Send Roster Notification mails each staff member of the
 * period their shifts and says how many were sent.
 */
export function RosterFilterDialog({ opened, filter, onApply, onClose }: RosterFilterDialogProps) {
  const canNotify = useCan('roster.notify');
  const people = usePeopleOptions(opened);
  const form = useForm<RosterFilterValues>({ defaultValues: valuesOf(filter) });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendRosterNotification });

  useEffect(() => {
    if (opened) {
      form.reset(valuesOf(filter));
      setSentMessage(null);
    }
  }, [opened, filter, form]);

  const checked = (purpose: 'filter' | 'notify') => {
    form.clearErrors();
    const values = form.getValues();
    const errors = periodErrors(values, purpose);
    for (const [field, message] of Object.entries(errors)) {
      form.setError(field as 'fromDate' | 'toDate', { type: 'required', message });
    }
    return Object.keys(errors).length === 0 ? values : null;
  };

  const apply = () => {
    const values = checked('filter');
    if (values) {
      onApply(filterOf(values));
      onClose();
    }
  };

  const notify = () => {
    const values = checked('notify');
    if (!values) {
      return;
    }
    setSentMessage(null);
    send.mutate(filterOf(values), {
      onSuccess: (reply) => {
        const count = `${reply.sent} ${reply.sent === 1 ? 'message' : 'messages'} sent.`;
        setSentMessage(
          reply.message?.includes(String(reply.sent))
            ? reply.message
            : `${reply.message ?? ''} ${count}`.trim(),
        );
      },
      onError: (error) => applyServerErrors(error, FIELDS, form.setError),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {filterTitle(canNotify)}
        </Text>
      }
      centered
      size="lg"
      radius="lg"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="staffId"
            render={({ field }) => (
              <Select
                label="Staff"
                placeholder="Any staff member"
                data={people.staff}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                searchable
                clearable
                nothingFoundMessage="Nobody by that name"
                size="md"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="clientId"
            render={({ field }) => (
              <Select
                label="Client"
                placeholder="Any client"
                data={people.clients}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                searchable
                clearable
                nothingFoundMessage="Nobody by that name"
                size="md"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <DateField control={form.control} name="fromDate" label="Start Date" required />
          <DateField control={form.control} name="toDate" label="End Date" required />
        </SimpleGrid>
        {sentMessage ? (
          <Alert color="teal" role="status" variant="light">
            {sentMessage}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              form.reset(EMPTY_FILTER);
              onApply(null);
            }}
          >
            Reset
          </Button>
          <Group gap="sm">
            {canNotify ? (
              <Button variant="default" loading={send.isPending} onClick={notify}>
                Send Roster Notification
              </Button>
            ) : null}
            <Button onClick={apply}>Apply Filters</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
