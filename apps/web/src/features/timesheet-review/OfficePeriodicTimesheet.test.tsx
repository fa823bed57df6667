import { TIMESHEET_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { correctionLine, periodPay } from '../pay-lines/pay-lines.test-kit.ts';
import { PeriodicTimesheet } from './PeriodicTimesheetPage.tsx';
import { FROM, periodic, SPLITS, stubPdfTab, TO } from './timesheets.test-kit.ts';

const HOUR = 36_000_000_000;

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts }));

const T = TIMESHEET_MESSAGES;
const LOAD = 'GET /api/Attendances/load_periodic_timesheets';
const page = () => (
  <PeriodicTimesheet viewer="admin" staffId={MY_STAFF.staffId} fromDate={FROM} toDate={TO} />
);
type Handlers = Record<string, (init: RequestInit | undefined, url: string) => Response>;

function open(api: Handlers = {}, role = 'CompanyAdmin') {
  return renderPage('/app/reports/view-periodic-report', page, {
    role,
    api: { [LOAD]: () => json(periodic()), ...api },
  });
}
const queryOf = (url: string) => new URL(url, 'http://x').searchParams;
const rowOf = (date: string) => screen.getByText(date).closest('tr') as HTMLElement;

describe('the office’s periodic timesheet', () => {
  beforeEach(() => {
    setScreen(true);
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the staff member and period, the summary cards and the Shift Duration Breakdown', async () => {
    const asked: string[] = [];
    await open({
      [LOAD]: (_i, url) => {
        asked.push(url);
        return json(periodic());
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Carter’s Timesheet' })).toBeTruthy();
    expect(screen.getByText('02/03/2026 – 15/03/2026')).toBeTruthy();
    expect(queryOf(asked[0] ?? '').get('fromDate')).toBe(FROM);
    expect(within(screen.getByRole('region', { name: 'Total Distance' })).getByText('37.50 km')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Total Duration' })).getByText('9 Hrs 0 min'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sleepover Shifts' })).getByText('1')).toBeTruthy();
    for (const line of [
      'Normal: 5 Hrs 0 min',
      'Evening: 1 Hrs 30 min',
      'Active Night: 1 Hrs 0 min',
      'Saturday: 2 Hrs 0 min',
      'Sunday: 0 Hrs 0 min',
      'Public Holiday: 4 Hrs 0 min',
      'Sleepover: 8 Hrs 0 min',
    ]) {
      expect(screen.getByRole('group', { name: line })).toBeTruthy();
    }
  });

  it('labels statuses for the office, offers Approve on Pending and Adjusted, Adjust on Needs Adjustment', async () => {
    await open();
    await screen.findByText('03-03-2026');
    const pending = rowOf('03-03-2026');
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('Weekday Daytime')).toBeTruthy();
    expect(within(pending).getByText('2 Hrs 0 min')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeTruthy();
    const asked = rowOf('05-03-2026');
    expect(within(asked).getByText('Needs Adjustment')).toBeTruthy();
    expect(within(asked).getByRole('button', { name: 'Adjust' })).toBeTruthy();
    expect(within(asked).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('07-03-2026')).queryByRole('button', { name: /Approve|Adjust/ })).toBeNull();
    expect(within(rowOf('08-03-2026')).getByText('Adjusted')).toBeTruthy();
    expect(within(rowOf('08-03-2026')).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('approves a split: Attendance approved, or Approval failed', async () => {
    const asked: string[] = [];
    let ok = true;
    await open({
      'GET /api/Attendances/approve_attendance': (_i, url) => {
        asked.push(url);
        return ok ? json({ status: 'Success', message: 'x' }) : json({ status: 'Error', message: 'no' }, 400);
      },
    });
    await screen.findByText('03-03-2026');
    fireEvent.click(within(rowOf('03-03-2026')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.approved));
    expect(queryOf(asked[0] ?? '').get('attendancesplitId')).toBe(SPLITS[0]?.attendanceSplitId);
    ok = false;
    fireEvent.click(within(rowOf('03-03-2026')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.approveFailed));
  });

  it('approves all pending after the Approve All Shifts confirmation, or says it failed', async () => {
    const asked: string[] = [];
    let ok = true;
    await open({
      'GET /api/Attendances/approve_all': (_i, url) => {
        asked.push(url);
        return ok ? json({ status: 'Success', message: 'x', approved: 1 }) : json({ message: 'no' }, 400);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve All Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve All Shifts' });
    expect(
      within(dialog).getByText('Approve all 1 pending shifts of Sam Carter in this period?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve All' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.allApproved));
    const q = queryOf(asked[0] ?? '');
    expect([q.get('staffId'), q.get('fromDate'), q.get('toDate')]).toEqual([MY_STAFF.staffId, FROM, TO]);
    ok = false;
    fireEvent.click(screen.getByRole('button', { name: 'Approve All Pending' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve All Shifts' })).getByRole('button', {
        name: 'Approve All',
      }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.approveAllFailed));
  });

  it('shows the worker’s pay lines beside the hours: the period’s status and total, the lines and their explanations on demand', async () => {
    const asked: string[] = [];
    const pay = {
      'GET /api/PayLines/get_staff_pay_lines': (_i: RequestInit | undefined, url: string) => {
        asked.push(url);
        const q = queryOf(url);
        return json({
          staffId: q.get('staffId'),
          staffName: 'Sam Carter',
          employeeId: null,
          fromDate: '2026-02-23',
          toDate: '2026-03-22',
          periods: [
            periodPay({ fromDate: '2026-02-23', toDate: '2026-03-08', status: 'waiting' }),
            periodPay({
              fromDate: '2026-03-09',
              toDate: '2026-03-22',
              status: 'ready',
              lines: [correctionLine],
              totalCents: 6339,
            }),
          ],
          totalCents: 62480,
        });
      },
    };
    await open(pay);
    const panel = await screen.findByLabelText('Pay lines of Sam Carter');
    // The timesheet's instants read as the company's calendar dates, its end exclusive.
    const q = queryOf(asked[0] ?? '');
    expect([q.get('staffId'), q.get('fromDate'), q.get('toDate')]).toEqual([
      MY_STAFF.staffId,
      '2026-03-02',
      '2026-03-15',
    ]);
    expect(await within(panel).findByLabelText('Pay total 23 Feb – 8 Mar 2026')).toBeTruthy();
    expect(within(panel).getByLabelText('Pay total 23 Feb – 8 Mar 2026').textContent).toBe('$561.41');
    expect(within(panel).getByText('Waiting for approval')).toBeTruthy();
    expect(within(panel).queryByText(/Sat 14 Nov 8:00–14:00/)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show the pay lines' }));
    expect(
      within(panel).getByText(
        'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Correction to 9 Nov – 22 Nov 2026')).toBeTruthy();
    expect(within(panel).getByText(correctionLine.explanation)).toBeTruthy();
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Why this amount?' })[0] as HTMLElement);
    expect(within(panel).getByText(/Ordinary hours at 125%/)).toBeTruthy();

    // The Approve All Shifts dialog shows the same pay beside the shifts it approves.
    fireEvent.click(screen.getByRole('button', { name: 'Approve All Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve All Shifts' });
    expect(await within(dialog).findByLabelText('Pay total 9 Mar – 22 Mar 2026')).toBeTruthy();
  });

  it('adjusts an attendance with a new clock-out in the company zone, or says it failed', async () => {
    const asked: string[] = [];
    let ok = true;
    await open({
      'GET /api/attendances/adjust_attendances': (_i, url) => {
        asked.push(url);
        return ok ? json({ status: 'Success', message: 'x', splits: [] }) : json({ message: 'no' }, 400);
      },
    });
    await screen.findByText('05-03-2026');
    fireEvent.click(within(rowOf('05-03-2026')).getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Attendance' });
    expect(within(dialog).getByText('I finished at 12:30')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New clock-out (optional)'), {
      target: { value: '2026-03-05T12:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust Attendance' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.adjusted));
    const q = queryOf(asked[0] ?? '');
    expect(q.get('attendanceId')).toBe('at-2');
    expect(q.get('clockOut')).toBe('2026-03-05T01:30:00.000Z');
    expect(q.get('clockIn')).toBeNull();
    ok = false;
    fireEvent.click(within(rowOf('05-03-2026')).getByRole('button', { name: 'Adjust' }));
    const again = await screen.findByRole('dialog', { name: 'Adjust Attendance' });
    fireEvent.click(within(again).getByRole('button', { name: 'Adjust Attendance' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.adjustFailed));
  });

  it('shows rostered against worked for the attendance (all its splits) in the Adjust dialog, short in red', async () => {
    // Rostered 9:00 to 14:00, worked 9:00 to 12:00 in two splits (two bands): two hours short.
    const shift = {
      shiftRosterId: 'sh-9',
      clients: 'Alex Nguyen',
      dateFrom: '2026-03-04T22:00:00.000Z',
      dateTo: '2026-03-05T03:00:00.000Z',
    };
    const [first, second] = [
      { ...SPLITS[1], shiftRoster: shift, clockOut: '2026-03-05T00:00:00.000Z', duration: 2 * HOUR },
      {
        ...SPLITS[1],
        attendanceSplitId: 'sp-2b',
        shiftRoster: shift,
        clockIn: '2026-03-05T00:00:00.000Z',
        clockOut: '2026-03-05T01:00:00.000Z',
        duration: HOUR,
        shift: 'E',
        shiftName: 'Evening',
      },
    ];
    await open({ [LOAD]: () => json(periodic({ attendanceSplits: [first, second] as typeof SPLITS })) });
    await screen.findAllByText('05-03-2026');
    const [row] = screen.getAllByText('05-03-2026').map((d) => d.closest('tr') as HTMLElement);
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Attendance' });
    const panel = within(dialog).getByRole('table', { name: 'Rostered against worked' });
    const line = (name: string) =>
      within(panel).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(line('Rostered')).getByText('05/03/2026 9:00 AM – 05/03/2026 2:00 PM')).toBeTruthy();
    expect(within(line('Rostered')).getByText('5 Hrs 0 min')).toBeTruthy();
    expect(within(line('Worked')).getByText('05/03/2026 9:00 AM – 05/03/2026 12:00 PM')).toBeTruthy();
    expect(within(line('Worked')).getByText('3 Hrs 0 min')).toBeTruthy();
    expect(within(line('Difference')).getByText('−2 Hrs 0 min')).toBeTruthy();
    expect(
      within(panel).getByText('Short beyond the 15-minute tolerance: bills the worked time'),
    ).toBeTruthy();
  });

  it('generates the timesheet and opens its PDF page after the pause', async () => {
    const pdf = stubPdfTab();
    const asked: string[] = [];
    await open({
      'GET /api/Attendances/generate_staff_timesheet': (_i, url) => {
        asked.push(url);
        return json({ timesheet: [periodic()] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Timesheet' }));
    await waitFor(() => expect(pdf.paused).toHaveLength(1));
    expect(queryOf(asked[0] ?? '').get('staffid')).toBe(MY_STAFF.staffId);
    expect(pdf.tab.location.href).toBe('');
    pdf.paused[0]?.run();
    expect(pdf.tab.location.href).toContain(
      `/pdf/staff-timesheet/${MY_STAFF.staffId}/${encodeURIComponent(FROM)}/${encodeURIComponent(TO)}`,
    );
  });

  it('says no accounting connection is set up when posting, and sends the timesheet', async () => {
    const asked: string[] = [];
    await open({
      'GET /api/ShiftRosters/send_timesheet': (_i, url) => {
        asked.push(url);
        return json({ status: 'Success', message: T.timesheetSent, sent: 1, skipped: 0, logs: null });
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Post Staff Timesheet to the accounting service' }),
    );
    expect(await screen.findByText(T.accountingNotConnected)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Timesheet' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.timesheetSent, undefined));
    expect(queryOf(asked[0] ?? '').get('staffId')).toBe(MY_STAFF.staffId);
  });

  it('Send All posts every worker to Xero Payroll and shows the Log of who failed and why', async () => {
    let sent: unknown = null;
    await open({
      'GET /api/Integrations/get_integrations': () => json([{ name: 'Xero', status: 'Connected' }]),
      'GET /api/Integrations/get_pay_category_mapping': () =>
        json({
          rows: [],
          missing: ['overtime-150', 'sleepover-allowance'],
          missingLabels: ['Overtime at 150%', 'Sleepover allowance'],
        }),
      'POST /api/Timesheets/post_to_accounting': (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ jobId: 'job-1', message: 'Posting started', total: 2 });
      },
      'GET /api/Integrations/get_job': () =>
        json({
          id: 'job-1',
          kind: 'timesheets',
          status: 'Error',
          total: 2,
          done: 2,
          message: '1 of 2 posted',
          logs: [{ name: 'Ava Test', reason: 'Not yet in Xero payroll' }],
        }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Post Staff Timesheet to the accounting service' }),
    );
    // The period as its days in Sydney (1 Mar 00:00 – 16 Mar 00:00), not the instants sent.
    expect(await screen.findByText(/approved pay lines of 02\/03\/2026 – 15\/03\/2026/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(FROM))).toBeNull();
    expect(await screen.findByText(/Overtime at 150%, Sleepover allowance/)).toBeTruthy();
    fireEvent.click(await screen.findByText('Send All (every worker)'));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('1 of 2 posted')).toBeTruthy();
    expect(screen.getByText('Log')).toBeTruthy();
    expect(screen.getByText(/Not yet in Xero payroll/)).toBeTruthy();
    expect(sent).toEqual({ staffId: 'All', fromDate: FROM, toDate: TO });
  });

  it('shows the sent timesheet’s status and the worker’s request for changes, without answer buttons', async () => {
    await open({
      [LOAD]: () =>
        json(
          periodic({
            timesheet: {
              timesheetId: 'ts-1',
              status: 'Rejected',
              sentAt: '2026-03-16T00:00:00.000Z',
              respondedAt: '2026-03-16T02:00:00.000Z',
              responseNote: 'The 5th is wrong',
            },
          }),
        ),
    });
    expect(await screen.findByText('The 5th is wrong')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Timesheet' })).toBeNull();
  });

  it('gives an auditor the timesheet without the approval, generate and send buttons', async () => {
    await open({}, 'Auditor');
    await screen.findByText('03-03-2026');
    expect(screen.queryByRole('button', { name: 'Approve All Pending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Timesheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Timesheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull();
  });

  it('shows the empty state and the load failure', async () => {
    await open({ [LOAD]: () => json(periodic({ attendanceSplits: [], pendingCount: 0 })) });
    expect(await screen.findByText(T.noData)).toBeTruthy();
    expect(screen.getByText(T.noRecords)).toBeTruthy();
  });

  it('says the timesheet could not load and offers Try again', async () => {
    await open({ [LOAD]: () => json({ message: 'boom' }, 400) });
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
    expect(screen.getByText(T.loadFailedHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
