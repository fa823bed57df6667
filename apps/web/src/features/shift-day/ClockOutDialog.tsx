import { clockOutFormSchema, DATE_FORMATS, dayjs } from '@care/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { failureMessage } from './clock-actions.ts';

type Values = {
  early: boolean;
  kmAsked: boolean;
  drove: boolean;
  startKm: string;
  endKm: string;
  leftEarlyReason: string;
  sleepover: boolean;
  tookBreak: boolean;
  unpaidBreakMinutes: string;
  woken: boolean;
  activePeriods: { start: string; end: string }[];
};
/**
 * What the worker said: the kilometres when they drove, the reason when leaving early, the unpaid
 * break taken (minutes), and on a sleepover the periods they were woken to work (clock times).
 */
export interface ClockOutAnswers {
  km: { startKm: number; endKm: number } | null;
  leftEarlyReason: string | null;
  unpaidBreakMinutes: number | null;
  activePeriods: { start: string; end: string }[];
}
const FIELDS = ['startKm', 'endKm', 'leftEarlyReason', 'unpaidBreakMinutes', 'activePeriods'] as const;
const EMPTY_PERIOD = { start: '', end: '' };

/**
 * Clock Out (issue 26): the kilometres only when the worker drove, or always when the company
 * asks them of everyone; a reason when leaving before the end less the tolerance, which the
 * office reads on its Today list and the attendance.
 */
export function ClockOutDialog({
  opened,
  early,
  kmAsked,
  endsAt,
  sleepover = false,
  zone,
  onSave,
  onClose,
}: {
  opened: boolean;
  /** Clocking out now is before the end less the tolerance. */
  early: boolean;
  /** The company asks every worker the kilometres. */
  kmAsked: boolean;
  endsAt: string;
  /** A Sleep Over shift: asks "Woken to work?" instead of the unpaid break. */
  sleepover?: boolean;
  zone: string;
  onSave: (answers: ClockOutAnswers) => Promise<unknown>;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const blank = (): Values => ({
    early,
    kmAsked,
    drove: false,
    startKm: '',
    endKm: '',
    leftEarlyReason: '',
    sleepover,
    tookBreak: false,
    unpaidBreakMinutes: '',
    woken: false,
    activePeriods: [{ ...EMPTY_PERIOD }],
  });
  const form = useSchemaForm<typeof clockOutFormSchema, Values>(clockOutFormSchema, {
    defaultValues: blank(),
  });
  const periods = useFieldArray({ control: form.control, name: 'activePeriods' });
  const { errors, isSubmitting } = form.formState;
  const drove = form.watch('drove');
  const tookBreak = form.watch('tookBreak');
  const woken = form.watch('woken');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens, with that shift's facts
  useEffect(() => {
    if (opened) {
      setFailed(null);
      form.reset(blank());
    }
  }, [opened, early, kmAsked, sleepover, form]);

  const submit = form.handleSubmit(async (v) => {
    setFailed(null);
    try {
      await onSave({
        km:
          (v.kmAsked || v.drove) && v.startKm !== null && v.endKm !== null
            ? { startKm: v.startKm, endKm: v.endKm }
            : null,
        leftEarlyReason: v.early ? v.leftEarlyReason : null,
        unpaidBreakMinutes: !v.sleepover && v.tookBreak ? v.unpaidBreakMinutes : null,
        activePeriods: v.sleepover && v.woken ? v.activePeriods : [],
      });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      setFailed(message ?? failureMessage(error));
    }
  });
  const showKm = kmAsked || drove;

  return (
    <ResponsiveModal
      opened={opened}
      onClose={() => (isSubmitting ? undefined : onClose())}
      title="Clock Out"
      size="md"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Clock Out">
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {failed}
            </Alert>
          ) : null}
          {early ? (
            <Stack gap={6}>
              <Alert color="yellow" variant="light" title="Before the end of the shift">
                This shift ends at {dayjs(endsAt).tz(zone).format(DATE_FORMATS.time)}. Say why you are leaving
                early: the office reads it.
              </Alert>
              <Textarea
                label="Reason for leaving early"
                withAsterisk
                autosize
                minRows={2}
                size="md"
                {...form.register('leftEarlyReason')}
                error={errors.leftEarlyReason?.message}
                data-autofocus
              />
            </Stack>
          ) : null}
          {sleepover ? (
            <Stack gap="xs">
              <Checkbox label="Woken to work?" size="md" {...form.register('woken')} />
              {woken ? (
                <>
                  <Text fz="sm" c="dimmed">
                    When did you work during the night? Add each time you were woken.
                  </Text>
                  {periods.fields.map((p, i) => (
                    <Group key={p.id} gap="xs" align="flex-start" wrap="nowrap">
                      <TextInput
                        label={i === 0 ? 'From' : undefined}
                        aria-label={`Woken from (${i + 1})`}
                        type="time"
                        size="md"
                        style={{ flex: 1 }}
                        {...form.register(`activePeriods.${i}.start`)}
                        error={errors.activePeriods?.[i]?.start?.message}
                      />
                      <TextInput
                        label={i === 0 ? 'To' : undefined}
                        aria-label={`Woken to (${i + 1})`}
                        type="time"
                        size="md"
                        style={{ flex: 1 }}
                        {...form.register(`activePeriods.${i}.end`)}
                        error={errors.activePeriods?.[i]?.end?.message}
                      />
                      {periods.fields.length > 1 ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          mt={i === 0 ? 28 : 4}
                          aria-label={`Remove period ${i + 1}`}
                          onClick={() => periods.remove(i)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  ))}
                  {errors.activePeriods?.message || errors.activePeriods?.root?.message ? (
                    <Text fz="sm" c="red" role="alert">
                      {errors.activePeriods?.message ?? errors.activePeriods?.root?.message}
                    </Text>
                  ) : null}
                  <Button
                    variant="subtle"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => periods.append({ ...EMPTY_PERIOD })}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Add another time
                  </Button>
                </>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="xs">
              <Checkbox label="I took an unpaid break" size="md" {...form.register('tookBreak')} />
              {tookBreak ? (
                <TextInput
                  label="Unpaid break (minutes)"
                  size="md"
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register('unpaidBreakMinutes')}
                  error={errors.unpaidBreakMinutes?.message}
                />
              ) : null}
            </Stack>
          )}
          {kmAsked ? (
            <Text fz="sm" c="dimmed">
              Enter the kilometres for this shift: the readings at its start and at its end.
            </Text>
          ) : (
            <Checkbox label="I drove for this shift" size="md" {...form.register('drove')} />
          )}
          {showKm ? (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Start km"
                size="md"
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                {...form.register('startKm')}
                error={errors.startKm?.message}
              />
              <TextInput
                label="End km"
                size="md"
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                {...form.register('endKm')}
                error={errors.endKm?.message}
              />
            </SimpleGrid>
          ) : null}
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Clock Out
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
