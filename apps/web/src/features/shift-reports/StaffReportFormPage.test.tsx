import { ATTENDANCE_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { json } from '../../test/fixtures.ts';
import { shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { ShiftDayAction } from '../offline/shift-day-action.ts';
import { REPORT_ID, reportView, SHIFT_ID } from './reports.test-kit.ts';
import { SIGN_MESSAGE } from './ShiftReportForm.tsx';
import { QUEUED_REPORT, StaffReportFormPage } from './StaffReportFormPage.tsx';

const offline = vi.hoisted(() => ({ sendOrQueue: vi.fn() }));
vi.mock('../offline/send-or-queue.ts', () => offline);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));
// The rich-text editor (tiptap) is its own module: here a plain text box with the same name.
vi.mock('./GoalProgressEditor.tsx', () => ({
  GoalProgressEditor: (p: { label: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-label={p.label} value={p.value} onChange={(e) => p.onChange(e.currentTarget.value)} />
  ),
}));

const sent = () => offline.sendOrQueue.mock.calls.map(([a]) => a as ShiftDayAction);

async function open(report: unknown = null) {
  const page = await renderPage(`/app/staff/report-form/${SHIFT_ID}`, StaffReportFormPage, {
    pattern: '/app/staff/report-form/$shiftId',
    role: 'Staff',
    api: {
      [`GET /api/ShiftRosters/${SHIFT_ID}`]: () => json(shiftView({ shiftRosterId: SHIFT_ID })),
      'GET /api/ShiftReports/get_shiftreport_details/null': () =>
        report
          ? json(report)
          : json({ status: 'Error', message: 'The requested resource was not found.' }, 404),
    },
  });
  await screen.findByRole('textbox', { name: 'Goal progress' });
  return page;
}

const typeGoal = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Goal progress' }), { target: { value: text } });

describe('Staff report form', () => {
  beforeEach(() => {
    offline.sendOrQueue.mockReset();
    toasts.success.mockReset();
  });

  it('starts empty for a shift without a report and shows the spec’s messages at their fields', async () => {
    await open();
    expect(screen.getByText('Alex Nguyen')).toBeTruthy();
    typeGoal('<p>Too short</p>');
    // The first Yes/No is the meal plan: "No" asks for details.
    const mealNo = screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement;
    fireEvent.click(mealNo);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.goalProgressMin)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Meal plan details' })).toBeTruthy();
    expect(screen.getByText(ATTENDANCE_MESSAGES.detailsRequired)).toBeTruthy();
    expect(offline.sendOrQueue).not.toHaveBeenCalled();
  });

  it('asks for details only when the answer calls for them', async () => {
    await open();
    expect(screen.queryByRole('textbox', { name: 'Health issue details' })).toBeNull();
    const healthYes = screen.getAllByRole('radio', { name: 'Yes' })[2] as HTMLElement;
    fireEvent.click(healthYes);
    expect(await screen.findByRole('textbox', { name: 'Health issue details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Meal plan details' })).toBeNull();
  });

  it('Save and sign needs the confirmation tick, then sends the signed report through the offline queue', async () => {
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Shift report signed' },
    });
    await open();
    typeGoal('<p>Walked to the shops on her own today.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign' }));
    expect(await screen.findByText(SIGN_MESSAGE)).toBeTruthy();
    expect(offline.sendOrQueue).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm this report is true and complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and sign' }));
    expect(await screen.findByText('Elsewhere: /app/staff/shift-roster')).toBeTruthy();
    expect(sent()[0]).toMatchObject({
      kind: 'shiftReport',
      shiftId: SHIFT_ID,
      method: 'POST',
      path: '/ShiftReports/add_shiftreport',
      json: {
        shiftRosterId: SHIFT_ID,
        isSigned: true,
        goal_Progress: '<p>Walked to the shops on her own today.</p>',
      },
    });
  });

  it('loads the saved report; Save sends it unsigned', async () => {
    offline.sendOrQueue.mockResolvedValue({
      sent: true,
      reply: { status: 'Success', message: 'Shift report saved' },
    });
    await open(reportView());
    expect((screen.getByRole('textbox', { name: 'Urgent matters' }) as HTMLTextAreaElement).value).toBe(
      'Door lock broken',
    );
    expect((screen.getByRole('textbox', { name: 'Meal plan details' }) as HTMLTextAreaElement).value).toBe(
      'Skipped lunch',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(offline.sendOrQueue).toHaveBeenCalled());
    expect(sent()[0]?.json).toMatchObject({
      isSigned: false,
      isMealManagementPlan: false,
      urgentMatters: 'Door lock broken',
    });
    expect(REPORT_ID).toBeTruthy();
  });

  it('a report queued offline says so and leaves the form', async () => {
    offline.sendOrQueue.mockResolvedValue({ sent: false, queued: { id: 'q-1' } });
    await open(reportView());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(QUEUED_REPORT));
  });

  it('puts the server’s field message at its field', async () => {
    const message = 'The images of a report may total at most 2 MB';
    offline.sendOrQueue.mockRejectedValue(
      new ApiError({
        kind: 'action',
        status: 400,
        message,
        fromServer: true,
        fieldErrors: { goal_Progress: message },
      }),
    );
    await open(reportView());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
