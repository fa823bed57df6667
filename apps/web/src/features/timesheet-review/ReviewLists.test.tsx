import type { AttendanceView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { MyTimesheetPage } from './MyTimesheetPage.tsx';
import { staffTimesheetTabs } from './profile-panels.tsx';
import { SentTimesheetsPage } from './SentTimesheetsPage.tsx';
import { FROM, sent, TO } from './timesheets.test-kit.ts';

const SENT_LIST = [
  sent(),
  sent({ timesheetId: 'ts-2', staffId: 's-2', staffName: 'Jordan Lee', status: 'Rejected' }),
  sent({ timesheetId: 'ts-3', staffId: 's-3', staffName: 'Mia Wong', status: 'Approved' }),
];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const badgeColour = (el: HTMLElement) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '';

describe('Sent Timesheets', () => {
  beforeEach(() => setScreen(true));

  const open = () =>
    renderPage('/app/reports/sent-timesheet', SentTimesheetsPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Attendances/load_timesheets': () => json(SENT_LIST) },
    });

  it('lists staff, period, coloured status, total duration and a Details link to the periodic view', async () => {
    await open();
    await screen.findByText('Jordan Lee');
    const sam = rowOf('Sam Carter');
    expect(within(sam).getByText('02/03/2026')).toBeTruthy();
    expect(within(sam).getByText('15/03/2026')).toBeTruthy();
    expect(within(sam).getByText('9 Hrs 0 min')).toBeTruthy();
    expect(badgeColour(within(sam).getByText('Pending'))).toContain('yellow');
    expect(badgeColour(within(rowOf('Jordan Lee')).getByText('Rejected'))).toContain('red');
    expect(badgeColour(within(rowOf('Mia Wong')).getByText('Approved'))).toContain('green');
    expect(
      within(sam).getByRole('link', { name: 'Details of Sam Carter’s timesheet' }).getAttribute('href'),
    ).toBe(
      `/app/reports/view-periodic-report/${MY_STAFF.staffId}/${encodeURIComponent(FROM)}/${encodeURIComponent(TO)}`,
    );
  });

  it('keeps the staff-name search in the query string and applies one found there', async () => {
    const { router } = await open();
    await screen.findByText('Jordan Lee');
    fireEvent.change(screen.getByLabelText('Search by staff name'), { target: { value: 'jord' } });
    await waitFor(() => expect((router.state.location.search as { search?: string }).search).toBe('jord'));
    await waitFor(() => expect(screen.queryByText('Sam Carter')).toBeNull());
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    // A link (or a reload) with ?search=mia shows just Mia Wong.
    await router.navigate({ to: '.', search: { search: 'mia' } } as never);
    await waitFor(() => expect(screen.queryByText('Jordan Lee')).toBeNull());
    expect(screen.getByText('Mia Wong')).toBeTruthy();
    expect((screen.getByLabelText('Search by staff name') as HTMLInputElement).value).toBe('mia');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect((router.state.location.search as { search?: string }).search).toBeUndefined());
  });
});

describe('My Timesheet', () => {
  beforeEach(() => setScreen(false));

  const open = (list = SENT_LIST) =>
    renderPage('/app/staff/received-timesheet', MyTimesheetPage, {
      role: 'Staff',
      api: {
        'GET /api/Staffs/my_profile': () => json(MY_STAFF),
        'GET /api/Timesheets/get_staff_timesheets': (_i, url) => {
          expect(new URL(url, 'http://x').searchParams.get('staffId')).toBe(MY_STAFF.staffId);
          return json(list);
        },
      },
    });

  it('shows cards newest first with status colours, period and total duration, opening the worker’s view', async () => {
    await open([
      sent({ timesheetId: 'old', sentAt: '2026-03-02T00:00:00.000Z', status: 'Approved' }),
      sent({ timesheetId: 'new', sentAt: '2026-03-16T00:00:00.000Z', status: 'Pending' }),
      sent({ timesheetId: 'mid', sentAt: '2026-03-09T00:00:00.000Z', status: 'Rejected' }),
    ]);
    await screen.findAllByRole('link', { name: /^Timesheet / });
    const cards = screen.getAllByRole('link', { name: /^Timesheet / });
    expect(cards.map((c) => c.getAttribute('aria-label')?.split(', ').at(-1))).toEqual([
      'Pending',
      'Rejected',
      'Approved',
    ]);
    expect(cards.map((c) => c.querySelector('[data-colour]')?.getAttribute('data-colour'))).toEqual([
      'yellow',
      'gray',
      'green',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('9 Hrs 0 min')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('02/03/2026 – 15/03/2026')).toBeTruthy();
    expect(cards[0]?.getAttribute('href')).toBe(
      `/app/staff/view-periodic-report/${MY_STAFF.staffId}/${encodeURIComponent(FROM)}/${encodeURIComponent(TO)}`,
    );
  });

  it('pages the cards 12 at a time', async () => {
    await open(
      Array.from({ length: 13 }, (_, i) =>
        sent({ timesheetId: `t-${i}`, sentAt: new Date(Date.UTC(2026, 2, 20 - i)).toISOString() }),
      ),
    );
    await screen.findAllByRole('link', { name: /^Timesheet / });
    expect(screen.getAllByRole('link', { name: /^Timesheet / })).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Timesheet / })).toHaveLength(1));
  });

  it('says when no timesheet was sent yet', async () => {
    await open([]);
    expect(await screen.findByText(/No timesheets yet/)).toBeTruthy();
  });
});

function attendance(over: Partial<AttendanceView>): AttendanceView {
  return {
    attendanceId: 'a-1',
    clockIn: '2026-03-02T22:00:00.000Z',
    clockOut: '2026-03-03T00:30:00.000Z',
    duration: 150 * 60 * 10_000_000,
    staff: { staffId: MY_STAFF.staffId, fullName: 'Sam Carter' },
    dateCreated: '2026-03-03T01:00:00.000Z',
    ...over,
  } as AttendanceView;
}

describe('the staff profile’s TimeSheet tab', () => {
  beforeEach(() => setScreen(true));

  it('fills the TimeSheet tab: clock in, duration, clock out or In Shift, date created; searchable', async () => {
    const panel = staffTimesheetTabs(MY_STAFF).TimeSheet;
    expect(Object.keys(staffTimesheetTabs(MY_STAFF))).toEqual(['TimeSheet']);
    await renderPage(
      '/app/user/staff/x',
      () => (
        <>
          <h1>Profile</h1>
          {panel}
        </>
      ),
      {
        role: 'CompanyAdmin',
        api: {
          'GET /api/Attendances/get_staff_attendances': () =>
            json([
              attendance({}),
              attendance({
                attendanceId: 'a-2',
                clockIn: '2026-03-04T22:00:00.000Z',
                clockOut: null,
                duration: null,
              }),
            ]),
        },
      },
    );
    const inShift = await screen.findByText('In Shift');
    const open = inShift.closest('tr') as HTMLElement;
    expect(within(open).getByText('05/03/2026 9:00 AM')).toBeTruthy();
    const closed = screen.getByText('03/03/2026 9:00 AM').closest('tr') as HTMLElement;
    expect(within(closed).getByText('2 Hrs 30 min')).toBeTruthy();
    expect(within(closed).getByText('03/03/2026 11:30 AM')).toBeTruthy();
    expect(within(closed).getByText('03/03/2026 12:00 PM')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by staff name'), { target: { value: 'nobody' } });
    await waitFor(() => expect(screen.queryByText('In Shift')).toBeNull());
  });
});
