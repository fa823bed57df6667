import {
  type AiShiftReportReply,
  ATTENDANCE_MESSAGES,
  aiInstructionSchema,
  richTextLength,
  type ShiftReportDraft,
  type ShiftRosterView,
} from '@care/domain';
import { Alert, Badge, Button, Group, Input, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { reportFailure, useRefreshRoster } from '../../shelf/dialog-support.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { lazyComponent } from '../../ui/lazy-component.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { SHIFT_REPORTS_KEY } from '../shift-reports/shift-reports-api.ts';
import { draftShiftReport, saveDraft } from './ai-report-api.ts';

const GoalProgressEditor = lazyComponent(
  () => import('../shift-reports/GoalProgressEditor.tsx'),
  'GoalProgressEditor',
);

export const AI_DIALOG_TEXTS = {
  askTitle: 'Generate Shift Report with an AI assistant',
  reviewTitle: 'Report Generated',
  generateFailed: 'Report generation failed',
  saveFailed: 'Saving the report failed',
  offline: 'Drafted from the shift’s record',
  ai: 'Drafted by the AI assistant',
  review: 'Review the draft and correct what is wrong. Nothing is saved until you choose Save.',
  replaces: 'This shift already has a report: saving replaces its answers with this draft.',
  /** What leaves the server when an AI service is configured (the server's `userMessage`, ports/ai/openai-drafter.ts). */
  sentToAi:
    'When your organisation has an AI service configured, the server sends it: the clients’ and the ' +
    'support worker’s names, the shift’s times, activities, description and appointment, the clock-in ' +
    'and clock-out times, kilometres and the worker’s note, the shift’s progress notes, the report ' +
    'already written for the shift (its medication and health answers included), and this instruction. ' +
    'Nothing else from the record is sent: no NDIS numbers, addresses, dates of birth, plans, care ' +
    'needs or documents. Without an AI service the draft is made on this server and nothing leaves it.',
} as const;

/** The draft's other answers, in the form's order: a question and its details, or a text. */
const ANSWERS: { label: string; key: keyof ShiftReportDraft; details?: keyof ShiftReportDraft }[] = [
  { label: 'Urgent matters', key: 'urgentMatters' },
  { label: 'Medication given', key: 'medicationGiven' },
  { label: 'Medication signed', key: 'medicationSigned' },
  { label: 'Medication available', key: 'medicationAvailable' },
  { label: 'Medication errors', key: 'medicatioErrors' },
  {
    label: 'Meal management plan followed?',
    key: 'isMealManagementPlan',
    details: 'details_IfNotMealMaganementPlan',
  },
  { label: 'Any concerns about drinking?', key: 'isDrinkingProblem', details: 'details_IfProblemExist' },
  { label: 'Health issues?', key: 'isHealthIssues', details: 'details_IfHealthIssuesExist' },
  { label: 'Incident?', key: 'isIncident', details: 'details_IfIsIncident' },
  { label: 'Behaviour of concern?', key: 'isBehaviourConcerned', details: 'details_ifIsBehaviourConcerned' },
  { label: 'Contact with family', key: 'contactFamily' },
];

function answerText(draft: ShiftReportDraft, key: keyof ShiftReportDraft, details?: keyof ShiftReportDraft) {
  const value = draft[key];
  if (value === null || value === '') {
    return 'Not answered';
  }
  if (typeof value === 'boolean') {
    const more = details ? draft[details] : null;
    return `${value ? 'Yes' : 'No'}${typeof more === 'string' && more ? `: ${more}` : ''}`;
  }
  return String(value);
}

/**
 * Generate Shift Report with an AI assistant (spec 3 §2.1): an instruction of at least 4 characters
 * ('Please Provide A Reason'), then Report Generated: the draft for review, its goal progress
 * editable, saved only on Save (as an unsigned report, or over the shift's report) or dropped on Discard.
 */
export function GenerateReportDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const refreshRoster = useRefreshRoster();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [reply, setReply] = useState<AiShiftReportReply | null>(null);
  const [goal, setGoal] = useState('');
  const [goalError, setGoalError] = useState<string | null>(null);

  const generate = async () => {
    const checked = aiInstructionSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setReasonError(null);
    setRunning(true);
    try {
      const draft = await draftShiftReport(shift.shiftRosterId, checked.data.reason);
      setReply(draft);
      setGoal(draft.shiftreport.goal_Progress);
      setGoalError(null);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.reason) {
        setReasonError(error.fieldErrors.reason);
        return;
      }
      reportFailure(error, AI_DIALOG_TEXTS.generateFailed);
    } finally {
      setRunning(false);
    }
  };

  const save = async () => {
    if (!reply) {
      return;
    }
    if (richTextLength(goal) < 20) {
      setGoalError(ATTENDANCE_MESSAGES.goalProgressMin);
      return;
    }
    setRunning(true);
    try {
      await saveDraft(reply.shiftreport, goal);
      await Promise.all([refreshRoster(), queryClient.invalidateQueries({ queryKey: SHIFT_REPORTS_KEY })]);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.goal_Progress) {
        setGoalError(error.fieldErrors.goal_Progress);
      }
      // The client has toasted the server's message.
      reportFailure(error, AI_DIALOG_TEXTS.saveFailed, true);
    } finally {
      setRunning(false);
    }
  };

  const summary = (
    <Text fz="sm" c="dimmed">
      {shift.staff?.fullName ?? 'Open shift'} · {shift.clients} · {shiftWhen(shift, zone)}
    </Text>
  );

  if (!reply) {
    return (
      <ResponsiveModal
        opened
        onClose={onCancel}
        title={AI_DIALOG_TEXTS.askTitle}
        size="lg"
        closeOnClickOutside={!running}
      >
        <Stack gap="md">
          {summary}
          <Textarea
            label="Instruction"
            description="What the report should focus on. The draft uses the shift’s record: times, activities, attendance and notes."
            placeholder="For example: focus on her progress with catching the bus"
            withAsterisk
            size="md"
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            disabled={running}
            data-autofocus
          />
          <Text fz="xs" c="dimmed">
            {AI_DIALOG_TEXTS.sentToAi}
          </Text>
          {running ? (
            <Text fz="sm" c="dimmed" role="status">
              Drafting the report…
            </Text>
          ) : null}
          <DialogFooter>
            <Button variant="default" onClick={onCancel} disabled={running}>
              Cancel
            </Button>
            <Button
              leftSection={<IconSparkles size={18} stroke={1.8} aria-hidden />}
              onClick={() => void generate()}
              loading={running}
            >
              Generate
            </Button>
          </DialogFooter>
        </Stack>
      </ResponsiveModal>
    );
  }

  const draft = reply.shiftreport;
  return (
    <ResponsiveModal
      opened
      onClose={onCancel}
      title={AI_DIALOG_TEXTS.reviewTitle}
      size="xl"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        {summary}
        <Group gap="xs">
          <Badge variant="light" color={reply.source === 'ai' ? 'violet' : 'gray'}>
            {reply.source === 'ai' ? AI_DIALOG_TEXTS.ai : AI_DIALOG_TEXTS.offline}
          </Badge>
        </Group>
        <Alert variant="light" color="blue">
          {AI_DIALOG_TEXTS.review}
          {draft.shiftReportId ? ` ${AI_DIALOG_TEXTS.replaces}` : ''}
        </Alert>
        <Input.Wrapper
          label="Goal progress"
          labelProps={{ fw: 700, mb: 4 }}
          description="At least 20 characters."
          error={goalError}
          withAsterisk
        >
          <Suspense fallback={<Skeleton h={200} radius="md" mt={6} />}>
            <GoalProgressEditor
              label="Goal progress"
              value={goal}
              onChange={(html) => {
                setGoal(html);
                setGoalError(null);
              }}
              invalid={Boolean(goalError)}
            />
          </Suspense>
        </Input.Wrapper>
        <Table withRowBorders verticalSpacing={6} aria-label="The draft’s other answers">
          <Table.Tbody>
            {ANSWERS.map((a) => (
              <Table.Tr key={a.key}>
                <Table.Th scope="row" fw={500} w="45%">
                  {a.label}
                </Table.Th>
                <Table.Td c={draft[a.key] === null ? 'dimmed' : undefined}>
                  {answerText(draft, a.key, a.details)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <DialogFooter>
          <Button variant="default" onClick={onCancel} disabled={running}>
            Discard
          </Button>
          <Button onClick={() => void save()} loading={running}>
            Save
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
