import {
  type ClientScheduleRow,
  clientScheduleForm,
  DAILY_ACTIVITIES,
  dayLabel,
  normaliseDays,
  SCHEDULE_DAYS,
  splitList,
} from '@care/domain';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addSchedule, editSchedule } from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

type Values = {
  profileId: string;
  days: string[];
  fromTimeOfDay: string;
  toTimeOfDay: string;
  activities: string[];
};
const FIELDS = ['days', 'fromTimeOfDay', 'toTimeOfDay', 'activities'] as const;
const DAYS = SCHEDULE_DAYS.map((d) => ({ value: d, label: dayLabel(d) }));

function ScheduleForm({
  profileId,
  row,
  onDone,
}: {
  profileId: string;
  row: ClientScheduleRow | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof clientScheduleForm, Values>(clientScheduleForm, {
    defaultValues: {
      profileId,
      days: row ? normaliseDays(row.days) : [],
      fromTimeOfDay: row?.fromTimeOfDay ?? '',
      toTimeOfDay: row?.toTimeOfDay ?? '',
      activities: row ? splitList(row.activities) : [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await (row ? editSchedule(row.clientScheduleId, values) : addSchedule(values));
        await refresh();
        onDone();
      } catch (error) {
        setBanner(saveFailure(error, FIELDS, form.setError));
      }
    },
    (errs) =>
      setBanner(
        Object.values(errs).some((e) => e?.message === 'Incomplete Request')
          ? 'Incomplete Request'
          : CHECK_FIELDS,
      ),
  );

  return (
    <RecordForm
      label="Daily activity"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add activity'}
      onCancel={onDone}
    >
      <Controller
        control={form.control}
        name="activities"
        render={({ field }) => (
          <MultiSelect
            label="Activities"
            withAsterisk
            size="md"
            placeholder="Choose one or more"
            data={[...DAILY_ACTIVITIES]}
            searchable
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.activities?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="days"
        render={({ field }) => (
          <MultiSelect
            label="Days"
            withAsterisk
            size="md"
            placeholder="Choose the days"
            data={DAYS}
            value={field.value}
            onChange={(days) => field.onChange(normaliseDays(days.join(',')))}
            onBlur={field.onBlur}
            error={errors.days?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="md">
        <FormFields
          form={form}
          fields={[
            { name: 'fromTimeOfDay', label: 'From', kind: 'time', required: true },
            { name: 'toTimeOfDay', label: 'To', kind: 'time', required: true },
          ]}
        />
      </SimpleGrid>
    </RecordForm>
  );
}

/** Add and Edit daily activity (spec 2 §5: at least one activity, and both times, else 'Incomplete Request'). */
export function DailyActivityFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: ClientScheduleRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit daily activity' : 'Add daily activity'}
      closeOnClickOutside={false}
    >
      {opened ? <ScheduleForm profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
