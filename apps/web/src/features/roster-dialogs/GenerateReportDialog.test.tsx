import { type AiShiftReportReply, TIMESHEET_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession } from '../../session/session-store.ts';
import { AFTER_END, SHIFT_ID, shiftView } from '../../test/dialog-shifts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { AI_DIALOG_TEXTS } from '../ai-report/GenerateReportDialog.tsx';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const DRAFT_URL = 'GET /api/ShiftRosters/sima_auto_shiftreport';

function draftReply(
  o: Partial<AiShiftReportReply['shiftreport']> = {},
  source: 'offline' | 'ai' = 'offline',
) {
  return {
    status: 'Success',
    message: 'Report Generated',
    source,
    shiftreport: {
      urgentMatters: null,
      medicationGiven: 'Morning tablets at 9',
      medicationSigned: null,
      medicationAvailable: null,
      medicatioErrors: null,
      isMealManagementPlan: null,
      details_IfNotMealMaganementPlan: null,
      isDrinkingProblem: null,
      details_IfProblemExist: null,
      isHealthIssues: null,
      details_IfHealthIssuesExist: null,
      goal_Progress: '<p>Shift with Noah Williams from 24/11/2026 9:00 AM to 24/11/2026 5:00 PM.</p>',
      contactFamily: null,
      isIncident: false,
      details_IfIsIncident: null,
      isBehaviourConcerned: null,
      details_ifIsBehaviourConcerned: null,
      shiftRosterId: SHIFT_ID,
      shiftReportId: null,
      ...o,
    },
  } satisfies AiShiftReportReply;
}

const ended = () => shiftView({ attendance: true, isEnded: true, attendanceId: 'a-1' });

async function askFor(instruction: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.askTitle });
  const field = within(dialog).getByRole('textbox', { name: /Instruction/ });
  await user.clear(field);
  if (instruction) {
    await user.type(field, instruction);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  return { user, dialog };
}

describe('Generate Shift Report with an AI assistant', { timeout: 60_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.mocked(toasts.error).mockClear();
    vi.mocked(toasts.success).mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: AFTER_END });
  });

  it('is opened from Shift Details with the Generate Shift Report button', async () => {
    const user = userEvent.setup();
    openDialogs({ kind: 'details', shift: ended() });
    const details = await screen.findByRole('dialog', { name: 'Shift Details' });
    await user.click(within(details).getByRole('button', { name: 'Generate Shift Report' }));
    expect(await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.askTitle })).toBeTruthy();
  });

  it('says which of the shift’s data is sent to the AI service, and what never is', async () => {
    openDialogs({ kind: 'action', action: 'generateReport', shift: ended() });
    const dialog = await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.askTitle });
    const help = within(dialog).getByText(/the server sends it/);
    expect(help.textContent).toBe(AI_DIALOG_TEXTS.sentToAi);
    expect(help.textContent).toMatch(/progress notes/);
    expect(help.textContent).toMatch(/no NDIS numbers, addresses, dates of birth/);
  });

  it('asks for an instruction of at least 4 characters, at the field, before calling', async () => {
    const { urls } = openDialogs(
      { kind: 'action', action: 'generateReport', shift: ended() },
      { api: { [DRAFT_URL]: () => json(draftReply()) } },
    );
    const { user, dialog } = await askFor('');
    expect(await within(dialog).findByText('Please Provide A Reason')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: /Instruction/ });
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(TIMESHEET_MESSAGES.aiReasonMin)).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('shows the draft for review and saves it, unsigned, as a new report; the server’s message is toasted', async () => {
    const { urls, bodies, onClose } = openDialogs(
      { kind: 'action', action: 'generateReport', shift: ended() },
      {
        api: {
          [DRAFT_URL]: () => json(draftReply()),
          'POST /api/ShiftReports/add_shiftreport': () =>
            json({ status: 'Success', message: 'Shift report saved', shiftReportId: 'r-1' }),
        },
      },
    );
    const { user } = await askFor('Focus on travel training');
    const review = await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.reviewTitle });
    expect(queryOf((urls[0] ?? '').split(' ')[1] ?? '')).toEqual({
      shiftId: SHIFT_ID,
      reason: 'Focus on travel training',
    });
    expect(within(review).getByText(AI_DIALOG_TEXTS.offline)).toBeTruthy();
    expect(await within(review).findByText(/Shift with Noah Williams/)).toBeTruthy();
    const answers = within(review).getByRole('table', { name: 'The draft’s other answers' });
    expect(
      within(within(answers).getByText('Medication given').closest('tr') as HTMLElement).getByText(
        'Morning tablets at 9',
      ),
    ).toBeTruthy();
    expect(
      within(within(answers).getByText('Incident?').closest('tr') as HTMLElement).getByText('No'),
    ).toBeTruthy();
    expect(
      within(within(answers).getByText('Urgent matters').closest('tr') as HTMLElement).getByText(
        'Not answered',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls.at(-1)).toMatch(/^POST \/api\/ShiftReports\/add_shiftreport\?userId=/);
    expect(bodies.at(-1)).toMatchObject({
      shiftRosterId: SHIFT_ID,
      isSigned: false,
      medicationGiven: 'Morning tablets at 9',
      isIncident: false,
      goal_Progress: expect.stringContaining('Shift with Noah Williams'),
    });
    expect(toasts.success).toHaveBeenCalledWith('Shift report saved', undefined);
  });

  it('saves over the shift’s report when it has one, and says so', async () => {
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'generateReport', shift: ended() },
      {
        api: {
          [DRAFT_URL]: () => json(draftReply({ shiftReportId: 'r-9' }, 'ai')),
          'POST /api/ShiftReports/edit/r-9': () =>
            json({ status: 'Success', message: 'Shift report saved', shiftReportId: 'r-9' }),
        },
      },
    );
    const { user } = await askFor('Keep it short');
    const review = await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.reviewTitle });
    expect(within(review).getByText(AI_DIALOG_TEXTS.ai)).toBeTruthy();
    expect(within(review).getByText(AI_DIALOG_TEXTS.replaces, { exact: false })).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls.at(-1)).toMatch(/^POST \/api\/ShiftReports\/edit\/r-9\?/);
  });

  it('Discard drops the draft without saving', async () => {
    const { urls, onClose } = openDialogs(
      { kind: 'action', action: 'generateReport', shift: ended() },
      { api: { [DRAFT_URL]: () => json(draftReply()) } },
    );
    const { user } = await askFor('Keep it short');
    const review = await screen.findByRole('dialog', { name: AI_DIALOG_TEXTS.reviewTitle });
    await user.click(within(review).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls.filter((u) => u.startsWith('POST'))).toEqual([]);
  });

  it('shows the server’s refusal: at the field for the instruction, else as a toast', async () => {
    let reply = () => json({ status: 'Error', message: TIMESHEET_MESSAGES.aiNotOffered }, 400);
    openDialogs(
      { kind: 'action', action: 'generateReport', shift: ended() },
      { api: { [DRAFT_URL]: () => reply() } },
    );
    const { user, dialog } = await askFor('Keep it short');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        TIMESHEET_MESSAGES.aiNotOffered,
        AI_DIALOG_TEXTS.generateFailed,
      ),
    );
    reply = () =>
      json({ status: 'Error', message: 'Too long', errors: { reason: 'The instruction is too long' } }, 400);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The instruction is too long')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: AI_DIALOG_TEXTS.reviewTitle })).toBeNull();
  });
});
