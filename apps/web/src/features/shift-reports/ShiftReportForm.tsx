import type { ShiftReportView, ShiftRosterView } from '@care/domain';
import { shiftReportSchema } from '@care/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { Controller, type Path, useController, useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { ReportIncidentStep } from './ReportIncidentStep.tsx';
import {
  formValuesOf,
  payloadOf,
  type ShiftReportFormValues,
  type ShiftReportPayload,
  type YesNoValue,
} from './report-form-values.ts';

// The editor brings tiptap with it: it loads with the form, not with the app.
const GoalProgressEditor = lazyComponent(() => import('./GoalProgressEditor.tsx'), 'GoalProgressEditor');

export const SIGN_MESSAGE = 'Tick the box to confirm the report before signing it';
const CHECK_FIELDS = 'Please check the fields marked in red.';

const FIELDS = Object.keys(formValuesOf('', null)) as Path<ShiftReportFormValues>[];

export interface ShiftReportFormProps {
  shiftId: string;
  /** The shift, for the incident step's prefill (absent when the phone is offline). */
  shift?: ShiftRosterView;
  report: ShiftReportView | null;
  /** worker: Save and Save and sign; office: Save, the signature state shown and kept. */
  mode: 'worker' | 'office';
  readOnly?: boolean;
  /** Saves; a refusal is thrown as the ApiError it is (its field messages land at their fields). */
  onSave: (payload: ShiftReportPayload) => Promise<void>;
  /** Shown beside the buttons (Download PDF, Print). */
  extraActions?: ReactNode;
  signedLine?: ReactNode;
}

/** A card of the form; a card of one field lets the field's label be its heading (no title twice). */
function Section({ title, bare, children }: { title: string; bare?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        {bare ? null : (
          <Title order={2} fz="lg">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The shift report form (spec 3 §3 ShiftReport, §5 rules): one column on a phone. */
export function ShiftReportForm({
  shiftId,
  shift,
  report,
  mode,
  readOnly,
  onSave,
  extraActions,
  signedLine,
}: ShiftReportFormProps) {
  const form = useSchemaForm<typeof shiftReportSchema, ShiftReportFormValues>(shiftReportSchema, {
    defaultValues: formValuesOf(shiftId, report),
    // raw: the form keeps its own values; the schema only judges them (the same rules as the server).
    raw: true,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const answers = useWatch({ control });
  const errors = formState.errors;
  const incidentAnswers = useController({ control, name: 'incident' });
  const incidentChoice = useController({ control, name: 'incidentId' });

  const submit = (sign: boolean) =>
    handleSubmit(
      async (values) => {
        setFormError(null);
        if (sign && !values.isSigned) {
          setError('isSigned', { type: 'manual', message: SIGN_MESSAGE });
          return;
        }
        try {
          await onSave(payloadOf(values, sign));
        } catch (error) {
          setFormError(applyServerErrors(error, FIELDS, setError));
        }
      },
      () => setFormError(CHECK_FIELDS),
    );

  const text = (name: Path<ShiftReportFormValues>, label: string, description?: string, heading = false) => (
    <Textarea
      label={label}
      labelProps={heading ? { fz: 'lg', fw: 700, mb: 4 } : undefined}
      description={description}
      autosize
      minRows={2}
      readOnly={readOnly}
      error={errors[name as keyof ShiftReportFormValues]?.message}
      {...register(name)}
    />
  );

  const question = (
    name: Path<ShiftReportFormValues>,
    label: string,
    detailsName: Path<ShiftReportFormValues>,
    detailsLabel: string,
    /** The answer that asks for details; null: none does. */
    askWhen: YesNoValue | null,
  ) => (
    <Stack gap="xs">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Radio.Group
            label={label}
            value={String(field.value)}
            onChange={field.onChange}
            readOnly={readOnly}
          >
            <Group gap="lg" mt={6}>
              <Radio value="Yes" label="Yes" disabled={readOnly} />
              <Radio value="No" label="No" disabled={readOnly} />
            </Group>
          </Radio.Group>
        )}
      />
      {answers[name as keyof ShiftReportFormValues] === askWhen ? text(detailsName, detailsLabel) : null}
    </Stack>
  );

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Shift report">
      <Stack gap="md" maw={760}>
        <Section title="Urgent matters" bare>
          {text('urgentMatters', 'Urgent matters', 'Anything the office must act on today', true)}
        </Section>
        <Section title="Medication">
          {text('medicationGiven', 'Medication given')}
          {text('medicationSigned', 'Medication signed')}
          {text('medicationAvailable', 'Medication available')}
          {text('medicatioErrors', 'Medication errors')}
        </Section>
        <Section title="Wellbeing">
          {question(
            'isMealManagementPlan',
            'Meal management plan followed?',
            'details_IfNotMealMaganementPlan',
            'Meal plan details',
            'No',
          )}
          {question(
            'isDrinkingProblem',
            'Any concerns about drinking?',
            'details_IfProblemExist',
            'Drinking concern details',
            'Yes',
          )}
          {question(
            'isHealthIssues',
            'Health issues?',
            'details_IfHealthIssuesExist',
            'Health issue details',
            'Yes',
          )}
          <Stack gap="xs">
            {/* The office keeps the report's own words too (an AI draft); the worker answers the incident form. */}
            {mode === 'office'
              ? question('isIncident', 'Incident?', 'details_IfIsIncident', 'Incident details', 'Yes')
              : question('isIncident', 'Incident?', 'details_IfIsIncident', 'Incident details', null)}
            {answers.isIncident === 'Yes' ? (
              <ReportIncidentStep
                shiftId={shiftId}
                shift={shift}
                linked={report?.incident ?? null}
                mode={mode}
                readOnly={readOnly}
                answers={incidentAnswers.field.value}
                onAnswers={(v) => incidentAnswers.field.onChange(v)}
                chosenId={report?.incident ? '' : incidentChoice.field.value}
                onChoose={(id) => incidentChoice.field.onChange(id)}
                error={errors.incident?.message ?? errors.incidentId?.message}
              />
            ) : null}
          </Stack>
          {question(
            'isBehaviourConcerned',
            'Behaviour of concern?',
            'details_ifIsBehaviourConcerned',
            'Behaviour details',
            'Yes',
          )}
        </Section>
        <Section title="Goal progress" bare>
          <Controller
            control={control}
            name="goal_Progress"
            render={({ field, fieldState }) => (
              <Input.Wrapper
                label="Goal progress"
                labelProps={{ fz: 'lg', fw: 700, mb: 4 }}
                description="What the client worked on and how it went (at least 20 characters). Images: .png, .jpg or .jpeg."
                error={fieldState.error?.message}
                withAsterisk
              >
                <Suspense fallback={<Skeleton h={200} radius="md" mt={6} />}>
                  <GoalProgressEditor
                    label="Goal progress"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    readOnly={readOnly}
                    invalid={Boolean(fieldState.error)}
                  />
                </Suspense>
              </Input.Wrapper>
            )}
          />
        </Section>
        <Section title="Contact with family" bare>
          {text('contactFamily', 'Contact with family', undefined, true)}
        </Section>
        {mode === 'worker' ? (
          <Section title="Sign this report">
            {report?.isSigned ? (
              <Text fz="sm" c="dimmed">
                This report is signed. Save keeps your changes unsigned until you sign again.
              </Text>
            ) : null}
            <Controller
              control={control}
              name="isSigned"
              render={({ field, fieldState }) => (
                <Checkbox
                  label="I confirm this report is true and complete"
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  error={fieldState.error?.message}
                  disabled={readOnly}
                />
              )}
            />
          </Section>
        ) : (
          signedLine
        )}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end" wrap="wrap" data-print-hide>
          {extraActions}
          {readOnly ? null : (
            <>
              <Button
                variant={mode === 'worker' ? 'default' : 'filled'}
                loading={formState.isSubmitting}
                onClick={() => void submit(false)()}
              >
                Save
              </Button>
              {mode === 'worker' ? (
                <Button loading={formState.isSubmitting} onClick={() => void submit(true)()}>
                  Save and sign
                </Button>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
