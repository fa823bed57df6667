import {
  AWARD_EMPLOYMENT_LABELS,
  AWARD_EMPLOYMENT_TYPES,
  type AwardEmploymentType,
  type AwardSettingsView,
  awardSettingsSchema,
  centsToInput,
  STREAM_LABELS,
  STREAMS,
  type Stream,
} from '@care/domain';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addAwardSettings, PAY_KEY } from './pay-settings-api.ts';

type Values = {
  staffId: string;
  award: string;
  stream: string;
  level: string;
  payPoint: string;
  employmentType: string;
  agreedWeeklyHours: string;
  shiftworker: boolean;
  shiftworkerAdviceDate: string;
  ftTenHourAgreement: boolean;
  sleepoverTwelveHourAgreement: boolean;
  aboveAwardHourly: string;
  effectiveFrom: string;
};
const FIELDS = [
  'stream',
  'level',
  'payPoint',
  'employmentType',
  'agreedWeeklyHours',
  'shiftworkerAdviceDate',
  'ftTenHourAgreement',
  'aboveAwardHourly',
  'effectiveFrom',
] as const;

function AwardSettingsForm({ view, onDone }: { view: AwardSettingsView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const c = view.current;
  const form = useSchemaForm<typeof awardSettingsSchema, Values>(awardSettingsSchema, {
    raw: true,
    defaultValues: {
      staffId: view.staffId,
      award: 'MA000100',
      stream: c?.stream ?? 'SACS_B',
      level: String(c?.level ?? 2),
      payPoint: String(c?.payPoint ?? 1),
      employmentType: c?.employmentType ?? 'CASUAL',
      agreedWeeklyHours: c?.agreedWeeklyHours === null || !c ? '' : String(c.agreedWeeklyHours),
      shiftworker: c?.shiftworker ?? false,
      shiftworkerAdviceDate: c?.shiftworkerAdviceDate ?? '',
      ftTenHourAgreement: c?.ftTenHourAgreement ?? false,
      sleepoverTwelveHourAgreement: c?.sleepoverTwelveHourAgreement ?? false,
      aboveAwardHourly: c?.aboveAwardHourlyCents ? centsToInput(c.aboveAwardHourlyCents) : '',
      effectiveFrom: view.today,
    },
  });
  // The schema has judged the values (raw: its words are among its choices); the server reads them again.
  const send = (v: Values) =>
    addAwardSettings({
      ...v,
      award: 'MA000100',
      stream: v.stream as Stream,
      employmentType: v.employmentType as AwardEmploymentType,
    });
  const { submit, banner } = useFormSubmit(form, FIELDS, send, async () => {
    await queryClient.invalidateQueries({ queryKey: PAY_KEY });
    onDone();
  });
  const [stream, level, type, shiftworker] = form.watch(['stream', 'level', 'employmentType', 'shiftworker']);
  const priced = view.classifications.filter((x) => x.stream === stream);
  const levels = [...new Set(priced.map((x) => String(x.level)))];
  const payPoints = priced.filter((x) => String(x.level) === level).map((x) => String(x.payPoint));
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Award settings">
      <Stack gap="md">
        <Alert variant="light" color="blue">
          A change is a new row from its date: the rows before it stay as they were, and the history shows
          them all.
        </Alert>
        <FormField
          field={{
            name: 'stream',
            label: 'Stream',
            kind: 'select',
            options: STREAMS,
            optionLabel: (v) => STREAM_LABELS[v as Stream] ?? v,
            required: true,
            description: 'Only Schedule B (disability services) is priced yet',
          }}
          {...f}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'level',
              label: 'Classification level',
              kind: 'select',
              options: levels,
              keepCurrent: true,
              required: true,
            }}
            {...f}
          />
          <FormField
            field={{
              name: 'payPoint',
              label: 'Pay point',
              kind: 'select',
              options: payPoints,
              keepCurrent: true,
              required: true,
              description: 'Those with an enabled rate on Setup → Pay rates',
            }}
            {...f}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'employmentType',
              label: 'Employment type',
              kind: 'select',
              options: AWARD_EMPLOYMENT_TYPES,
              optionLabel: (v) => AWARD_EMPLOYMENT_LABELS[v as AwardEmploymentType] ?? v,
              required: true,
            }}
            {...f}
          />
          {type === 'PT' ? (
            <FormField
              field={{
                name: 'agreedWeeklyHours',
                label: 'Agreed weekly hours',
                inputMode: 'decimal',
                required: true,
                description: 'Hours above them are not overtime below 38 a week',
              }}
              {...f}
            />
          ) : null}
        </SimpleGrid>
        <FormField
          field={{
            name: 'shiftworker',
            label: 'Shiftworker (told in writing)',
            kind: 'switch',
            description:
              'Afternoon and night loadings apply; otherwise time outside 6 am–8 pm weekdays is overtime',
          }}
          {...f}
        />
        {shiftworker ? (
          <FormField
            field={{
              name: 'shiftworkerAdviceDate',
              label: 'Date of the written advice',
              kind: 'date',
              required: true,
            }}
            {...f}
          />
        ) : null}
        {type === 'FT' ? (
          <FormField
            field={{
              name: 'ftTenHourAgreement',
              label: '10-hour shift agreement',
              kind: 'switch',
              description: 'Daily overtime after 10 hours instead of 8',
            }}
            {...f}
          />
        ) : null}
        <FormField
          field={{
            name: 'sleepoverTwelveHourAgreement',
            label: 'Sleepover 12-hour agreement (in writing)',
            kind: 'switch',
            description: 'Overtime on a sleepover shift after 12 hours of work instead of 10',
          }}
          {...f}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'aboveAwardHourly',
              label: 'Hourly rate above the award',
              inputMode: 'decimal',
              description: 'Optional; the higher of it and the award rate applies',
            }}
            {...f}
          />
          <FormField
            field={{ name: 'effectiveFrom', label: 'Takes effect from', kind: 'date', required: true }}
            {...f}
          />
        </SimpleGrid>
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save settings
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** The office's dialog for a change of a worker's award settings (issue 38 item 1). */
export function AwardSettingsDialog(props: {
  opened: boolean;
  view: AwardSettingsView;
  name: string;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={props.opened}
      onClose={props.onClose}
      title={`Change award settings: ${props.name}`}
      closeOnClickOutside={false}
    >
      {props.opened ? <AwardSettingsForm view={props.view} onDone={props.onClose} /> : null}
    </ResponsiveModal>
  );
}
