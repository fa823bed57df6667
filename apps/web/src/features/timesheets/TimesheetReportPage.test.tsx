import { TIMESHEET_MESSAGES as T, TICKS_PER_MINUTE } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { type PageApi, renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { SHIFT_ATTENDANCE_REPORT_KEY } from './report-filter.ts';
import { TimesheetReportPage } from './TimesheetReportPage.tsx';
import { attendance, BENS, PEOPLE } from './timesheets.test-kit.ts';

const HOUR = 60 * TICKS_PER_MINUTE;

async function openReport(api: PageApi = {}) {
  const urls: string[] = [];
  const recorded: PageApi = {};
  for (const [key, handler] of Object.entries({
    ...PEOPLE,
    'GET /api/Attendances/get_shift_attendance': () =>
      json({
        shiftAttendance: [attendance(), BENS],
        totalDuration: 13 * HOUR + 30 * TICKS_PER_MINUTE,
        totalKm: 15.956,
      }),
    ...api,
  })) {
    recorded[key] = (init, u) => {
      urls.push(u);
      return (handler as PageApi[string])(init, u);
    };
  }
  await renderPage('/app/reports/attendance-reports', TimesheetReportPage, {
    role: 'Administrator',
    api: recorded,
  });
  return { urls };
}

describe('Timesheet Report', { timeout: 30_000 }, () => {
  beforeEach(() => setScreen(true));

  it('shows the last 14 days with Total Duration and Total Km to 2 decimals, and expands into the splits', async () => {
    await openReport();
    expect(await screen.findByLabelText('Total Duration')).toHaveProperty('textContent', '13 Hrs 30 min');
    expect(screen.getByLabelText('Total Km')).toHaveProperty('textContent', '15.96');
    const list = screen.getByRole('table', { name: 'shift attendances' });
    const row = (await within(list).findByText('Ben Okafor')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
    const splits = await screen.findByRole('table', { name: 'Splits by shift code' });
    expect(within(splits).getByText('Saturday')).toBeTruthy();
    expect(within(splits).getByText('4 Hrs 0 min')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('the filter needs both dates (Select Start Date and End Date) before it loads', async () => {
    const { urls } = await openReport();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter the Timesheet Report' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(await within(dialog).findAllByText(T.selectPeriod)).toHaveLength(2);
    expect(urls.some((u) => u.includes('get_periodic_shift_attendnace'))).toBe(false);
  });

  it('Generate Shift Attendance Report leaves the filter in local storage and opens the PDF tab two seconds later', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openReport();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Shift Attendance Report' }));
    const saved = JSON.parse(window.localStorage.getItem(SHIFT_ATTENDANCE_REPORT_KEY) ?? 'null');
    expect(saved).toMatchObject({ staffId: null, clientId: null });
    expect(Date.parse(saved.toDate) - Date.parse(saved.fromDate)).toBe(14 * 24 * 3600 * 1000);
    vi.advanceTimersByTime(1999);
    expect(tab.location.href).toBe('');
    vi.advanceTimersByTime(1);
    expect(tab.location.href).toBe('/pdf/alluser-shiftattendance/gen_rate');
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Ben Okafor')).toBeTruthy());
  });
});
