import { ATTENDANCE_MESSAGES as A, TIMESHEET_MESSAGES as T, TICKS_PER_MINUTE } from '@care/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { type PageApi, renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { periodPay } from '../pay-lines/pay-lines.test-kit.ts';
import { TimesheetPage } from './TimesheetPage.tsx';
import { AMELIA, attendance, BEN, BENS, FROM, PEOPLE, TO } from './timesheets.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const LIST = 'GET /api/Attendances/get_periodic_attendances_by_company';
const loaded = `/app/shift/timesheet?from=${FROM}&to=${TO}&staff=${AMELIA},${BEN}`;

async function openTimesheet(url: string, role = 'Administrator', api: PageApi = {}, claims: string[] = []) {
  const urls: string[] = [];
  const recorded: PageApi = {};
  for (const [key, handler] of Object.entries({
    ...PEOPLE,
    [LIST]: () => json([attendance(), BENS]),
    ...api,
  })) {
    recorded[key] = (init, u) => {
      urls.push(u);
      return (handler as PageApi[string])(init, u);
    };
  }
  await renderPage(url, TimesheetPage, {
    pattern: '/app/shift/timesheet',
    role,
    claims,
    api: recorded,
  });
  return { urls };
}

const callsTo = (urls: string[], path: string) => urls.filter((u) => u.split('?')[0] === `/api${path}`);

/** The attendance table (the staff picker shows the chosen names too). */
const table = () => screen.findByRole('table', { name: 'timesheet attendances' });
const rowOf = async (name: string) =>
  (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

async function expandAmelia() {
  const row = await rowOf('Amelia Clarke');
  fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
  return screen.findByRole('table', { name: 'Splits by shift code' });
}

describe('Timesheet screen (office)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setScreen(true);
    vi.mocked(toasts.success).mockClear();
    vi.mocked(toasts.error).mockClear();
  });

  it('loads the chosen staff’s attendances of the period, with status, durations, km and searchable by name', async () => {
    const { urls } = await openTimesheet(loaded);
    const ben = await rowOf('Ben Okafor');
    const [call] = callsTo(urls, '/Attendances/get_periodic_attendances_by_company');
    expect(queryOf(call ?? '')).toEqual({
      fromDate: FROM,
      toDate: TO,
      companyId: 'c-1',
      staffs: `${AMELIA},${BEN}`,
    });
    const amelia = await rowOf('Amelia Clarke');
    expect(within(amelia).getByText('Needs Adjustment')).toBeTruthy();
    // Rostered and worked: both 9 hours.
    expect(within(amelia).getAllByText('9 Hrs 0 min')).toHaveLength(2);
    expect(within(amelia).getByText('12.50 km')).toBeTruthy();
    expect(within(ben).getByText('Approved')).toBeTruthy();
    expect(within(ben).getByText('3.46 km')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ben' } });
    await waitFor(async () => expect(within(await table()).queryByText('Amelia Clarke')).toBeNull());
  });

  it('expands a row into its splits with the code names, durations and the office’s status labels', async () => {
    await openTimesheet(loaded);
    const splits = await expandAmelia();
    expect(within(splits).getByText('Normal')).toBeTruthy();
    expect(within(splits).getByText('Evening')).toBeTruthy();
    expect(within(splits).getByText('7 Hrs 0 min')).toBeTruthy();
    expect(within(splits).getByText('Needs Adjustment')).toBeTruthy();
    expect(within(splits).getByText('“I left at 5 pm, not 6 pm”')).toBeTruthy();
    // Only the Pending split can be approved; one needing adjustment is adjusted first.
    expect(within(splits).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
  });

  it('shows rostered against worked for the attendance in its row and its Split Attendance dialog; short beyond the tolerance in red', async () => {
    // Rostered 9:00 to 18:00, clocked out at 16:00: two hours short.
    const short = attendance({ clockOut: '2026-11-11T05:00:00.000Z', duration: 7 * 60 * TICKS_PER_MINUTE });
    await openTimesheet(loaded, 'Administrator', { [LIST]: () => json([short, BENS]) });
    const amelia = await rowOf('Amelia Clarke');
    expect(within(amelia).getByText('−2 Hrs 0 min')).toBeTruthy();
    await expandAmelia();
    const panel = await screen.findByRole('table', { name: 'Rostered against worked' });
    const line = (name: string) =>
      within(panel).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(line('Rostered')).getByText('11/11/2026 9:00 AM – 11/11/2026 6:00 PM')).toBeTruthy();
    expect(within(line('Rostered')).getByText('9 Hrs 0 min')).toBeTruthy();
    expect(within(line('Worked')).getByText('11/11/2026 9:00 AM – 11/11/2026 4:00 PM')).toBeTruthy();
    expect(within(line('Worked')).getByText('7 Hrs 0 min')).toBeTruthy();
    expect(within(line('Difference')).getByText('−2 Hrs 0 min')).toBeTruthy();
    expect(
      within(panel).getByText('Short beyond the 15-minute tolerance: bills the worked time'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Split Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Attendance' });
    const inDialog = within(dialog).getByRole('table', { name: 'Rostered against worked' });
    expect(within(inDialog).getByText('−2 Hrs 0 min')).toBeTruthy();
    expect(within(inDialog).getByText(/Short beyond the 15-minute tolerance/)).toBeTruthy();
  });

  it('the Split Attendance dialog shows the worker’s pay of the period holding the attendance', async () => {
    const { urls } = await openTimesheet(loaded, 'Administrator', {
      'GET /api/PayLines/get_staff_pay_lines': (_i, url) => {
        const q = queryOf(url);
        return json({
          staffId: q.staffId,
          staffName: 'Amelia Clarke',
          employeeId: null,
          fromDate: '2026-11-09',
          toDate: '2026-11-22',
          periods: [periodPay({ fromDate: '2026-11-09', toDate: '2026-11-22' })],
          totalCents: 56141,
        });
      },
    });
    await rowOf('Amelia Clarke');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Split Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Attendance' });
    const total = await within(dialog).findByLabelText('Pay total 9 Nov – 22 Nov 2026');
    expect(total.textContent).toBe('$561.41');
    // The attendance's day in the company's zone (Wed 11 Nov).
    const [asked] = callsTo(urls, '/PayLines/get_staff_pay_lines');
    expect([queryOf(asked ?? '').fromDate, queryOf(asked ?? '').toDate]).toEqual([
      '2026-11-11',
      '2026-11-11',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show the pay lines' }));
    expect(within(dialog).getByText(/Sat 14 Nov 8:00–14:00, Saturday: 6 h/)).toBeTruthy();
  });

  it('10 minutes short is within the default 15-minute tolerance: not highlighted', async () => {
    const tenShort = attendance({ clockOut: '2026-11-11T06:50:00.000Z', duration: 530 * TICKS_PER_MINUTE });
    await openTimesheet(loaded, 'Administrator', { [LIST]: () => json([tenShort, BENS]) });
    await expandAmelia();
    const panel = await screen.findByRole('table', { name: 'Rostered against worked' });
    expect(within(panel).getByText('−0 Hrs 10 min')).toBeTruthy();
    expect(within(panel).queryByText(/Short beyond/)).toBeNull();
  });

  it('with a company tolerance of 5 minutes, 10 minutes short is highlighted', async () => {
    const tenShort = attendance({ clockOut: '2026-11-11T06:50:00.000Z', duration: 530 * TICKS_PER_MINUTE });
    await openTimesheet(loaded, 'Administrator', {
      [LIST]: () => json([tenShort, BENS]),
      'GET /api/SetUp/get_work_settings': () => json({ deliveryToleranceMinutes: 5 }),
    });
    await expandAmelia();
    const panel = await screen.findByRole('table', { name: 'Rostered against worked' });
    expect(
      await within(panel).findByText('Short beyond the 5-minute tolerance: bills the worked time'),
    ).toBeTruthy();
  });

  it('approves a split: toasts Attendance approved and reloads the list', async () => {
    const { urls } = await openTimesheet(loaded, 'Administrator', {
      'GET /api/Attendances/approve_attendance': () => json({ status: 'Success', message: 'Approved.' }),
    });
    const splits = await expandAmelia();
    fireEvent.click(within(splits).getByRole('button', { name: /^Approve the Normal split/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.approved));
    expect(queryOf(callsTo(urls, '/Attendances/approve_attendance')[0] ?? '')).toEqual({
      attendancesplitId: 'sp-1',
    });
    await waitFor(() =>
      expect(callsTo(urls, '/Attendances/get_periodic_attendances_by_company')).toHaveLength(2),
    );
  });

  it('toasts Approval failed over the server’s message when the approval is refused', async () => {
    await openTimesheet(loaded, 'Administrator', {
      'GET /api/Attendances/approve_attendance': () => json({ status: 'Error', message: T.notPending }, 400),
    });
    const splits = await expandAmelia();
    fireEvent.click(within(splits).getByRole('button', { name: /^Approve the Normal split/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.notPending, T.approveFailed));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('adjusts an attendance needing adjustment, optionally with new times: Attendance adjusted', async () => {
    const { urls } = await openTimesheet(loaded, 'Administrator', {
      'GET /api/attendances/adjust_attendances': () =>
        json({ status: 'Success', message: 'Adjusted.', splits: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Okafor' }));
    expect(await screen.findByRole('menuitem', { name: 'Timesheet Details' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Adjust Attendance' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Adjust Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Attendance' });
    expect(within(dialog).getByText('“I left at 5 pm, not 6 pm”')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New End Km'), { target: { value: 'twelve' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, adjust' }));
    expect(await within(dialog).findByText(A.mustBeNumber)).toBeTruthy();
    expect(callsTo(urls, '/attendances/adjust_attendances')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('New End Km'), { target: { value: '124.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, adjust' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.adjusted));
    expect(queryOf(callsTo(urls, '/attendances/adjust_attendances')[0] ?? '')).toEqual({
      userId: 'u-1',
      attendanceId: 'a-1',
      endKm: '124.5',
    });
  });

  it('toasts Adjust Attendance failed when the adjustment is refused', async () => {
    await openTimesheet(loaded, 'Administrator', {
      'GET /api/attendances/adjust_attendances': () =>
        json({ status: 'Error', message: T.notAwaitingAdjustment }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Adjust Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Attendance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, adjust' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.notAwaitingAdjustment, T.adjustFailed));
  });

  it('gives an auditor the list and details but no approve, adjust, edit, generate or send', async () => {
    await openTimesheet(loaded, 'Auditor');
    const splits = await expandAmelia();
    expect(within(splits).queryByRole('button', { name: /^Approve/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Amelia Clarke' }));
    expect(await screen.findByRole('menuitem', { name: 'Split Attendance' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Adjust Attendance' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit Timesheet' })).toBeNull();
    for (const name of ['Generate Timesheet', 'Generate All', 'Send Timesheet', 'Send All']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows a row’s hours by shift code in Timesheet Details', async () => {
    await openTimesheet(loaded);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Timesheet Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timesheet Details' });
    const hours = within(dialog).getByRole('table', { name: 'Hours by shift code' });
    expect(within(hours).getByText('Normal').closest('tr')?.textContent).toContain('7 Hrs 0 min');
    expect(within(hours).getByText('Evening').closest('tr')?.textContent).toContain('2 Hrs 0 min');
    expect(within(hours).getByText('Total').closest('tr')?.textContent).toContain('9 Hrs 0 min');
    expect(within(dialog).getByText('Shopping and lunch out.')).toBeTruthy();
  });

  it('Generate Timesheet needs a staff member; then opens the PDF tab two seconds after the reply', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { urls } = await openTimesheet(`/app/shift/timesheet?from=${FROM}&to=${TO}`, 'Administrator', {
      'GET /api/Attendances/generate_staff_timesheet': () => json({ timesheet: [{ staffId: AMELIA }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Timesheet' }));
    expect(await screen.findByText(T.staffRequired)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    const input = screen.getByPlaceholderText('All staff');
    const user = userEvent.setup();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Amelia Clarke', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Timesheet' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(queryOf(callsTo(urls, '/Attendances/generate_staff_timesheet')[0] ?? '')).toMatchObject({
      userId: 'u-1',
      fromDate: FROM,
      toDate: TO,
      staffs: AMELIA,
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('');
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `/pdf/staff-timesheet/${AMELIA}/${encodeURIComponent(FROM)}/${encodeURIComponent(TO)}`,
      ),
    );
  });

  it('Send All: a Warning reply shows a warning and opens the Log dialog with the log’s text', async () => {
    const show = vi.spyOn(notifications, 'show');
    await openTimesheet(`/app/shift/timesheet?from=${FROM}&to=${TO}`, 'Administrator', {
      'GET /api/ShiftRosters/send_all_timesheet': () =>
        json({
          status: 'Warning',
          message: '3 timesheets sent, 1 skipped.',
          sent: 3,
          skipped: 1,
          logs: '/api/Timesheets/send_log/l-1',
        }),
      'GET /api/Timesheets/send_log/l-1': () =>
        new Response('Skipped Ben Okafor: no sign-in account', { headers: { 'Content-Type': 'text/plain' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log' });
    expect(await within(dialog).findByText('Skipped Ben Okafor: no sign-in account')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'yellow', message: '3 timesheets sent, 1 skipped.' }),
    );
  });

  it('Send Timesheet toasts the server’s message; Post to Accounting without a connection says how to connect', async () => {
    const { urls } = await openTimesheet(loaded, 'Administrator', {
      'GET /api/ShiftRosters/send_timesheet': () =>
        json({ status: 'Success', message: '2 timesheets sent.', sent: 2, skipped: 0, logs: null }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Timesheet' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('2 timesheets sent.'));
    expect(queryOf(callsTo(urls, '/ShiftRosters/send_timesheet')[0] ?? '').staffs).toBe(`${AMELIA},${BEN}`);
    // Not connected (no Integrations reply): the post dialog says how to connect.
    fireEvent.click(screen.getByRole('button', { name: 'Post to Accounting' }));
    expect(await screen.findByText(T.accountingNotConnected)).toBeTruthy();
  });

  // Issue 40 item 4: the button said "No accounting connection is set up" whatever the connection was.
  it('Post to Accounting, Xero connected: the post dialog with the period’s dates in Sydney, the missing categories, then the post', async () => {
    let sent: unknown = null;
    await openTimesheet(loaded, 'Administrator', {
      'GET /api/Integrations/get_integrations': () => json([{ name: 'Xero', status: 'Connected' }]),
      'GET /api/Integrations/get_pay_category_mapping': () =>
        json({ rows: [], missing: ['sunday'], missingLabels: ['Sunday'] }),
      'POST /api/Timesheets/post_to_accounting': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ jobId: 'job-1', message: 'Posting started', total: 2 });
      },
      'GET /api/Integrations/get_job': () =>
        json({
          id: 'job-1',
          kind: 'timesheets',
          status: 'Success',
          total: 2,
          done: 2,
          message: 'Posted the timesheets of 2 workers to Xero.',
          logs: [],
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Post to Accounting' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(T.accountingNotConnected)).toBeNull();
    // 9 Nov 00:00 to 23 Nov 00:00 Sydney: the fortnight's days, not the instants (2026-11-08T13:00Z).
    expect(await within(dialog).findByText(/approved pay lines of 09\/11\/2026 – 22\/11\/2026/)).toBeTruthy();
    expect(within(dialog).queryByText(/2026-11-08T13/)).toBeNull();
    expect(await within(dialog).findByText(/Sunday/)).toBeTruthy();
    expect(within(dialog).getByText('Send All (every worker)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Posted the timesheets of 2 workers to Xero.')).toBeTruthy();
    expect(sent).toEqual({ staffId: 'All', fromDate: FROM, toDate: TO });
  });
});
