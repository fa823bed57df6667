import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { json } from '../../test/fixtures.ts';
import { pickDay } from '../../test/pick-day.ts';
import { renderPage } from '../../test/render-page.tsx';
import { shiftView } from '../../test/shifts.ts';
import type { ShiftDialogRequest } from '../roster-dialogs/index.ts';
import { RosterPage } from './RosterPage.tsx';
import { countsReply } from './shifts.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

// The dialogs are another part's work: here the page only has to ask for the right one.
const asked: ShiftDialogRequest[] = [];
vi.mock('../roster-dialogs/index.ts', () => ({
  ShiftDialogs: ({ request }: { request: ShiftDialogRequest | null }) => {
    if (request) {
      asked.push(request);
    }
    return request ? <p>Dialog: {request.kind}</p> : null;
  },
}));

const PERIODIC = 'GET /api/ShiftRosters/get_periodic_shift_rosters';
const COUNTS = 'GET /api/ShiftRosters/get_shift_counts_by_day';
// Thursday 10 December 2026, 12:00 in Sydney (UTC+11 in summer).
const NOON_10_DEC = new Date('2026-12-10T01:00:00Z');

const morning = shiftView({
  shiftRosterId: '11111111-1111-4111-8111-111111111111',
  dateFrom: '2026-12-09T22:00:00.000Z', // 9:00 AM on the 10th
  dateTo: '2026-12-10T02:00:00.000Z', // 1:00 PM
});
const evening = shiftView({
  shiftRosterId: '22222222-2222-4222-8222-222222222222',
  staffId: 's-2',
  staff: { staffId: 's-2', fullName: 'Chen Wei', signatureUrl: null },
  clientList: [{ profileId: 'p-2', fullName: 'Dana Lowe' }],
  dateFrom: '2026-12-10T06:00:00.000Z', // 5:00 PM on the 10th
  dateTo: '2026-12-10T10:00:00.000Z',
});
const openShift = shiftView({
  shiftRosterId: '33333333-3333-4333-8333-333333333333',
  staffId: null,
  staff: null,
  isOpenShift: true,
  openShiftRequests: 2,
  isNightShift: true,
  dateFrom: '2026-12-14T09:00:00.000Z', // 8:00 PM on the 14th
  dateTo: '2026-12-14T20:00:00.000Z',
});

function show(
  shifts = [morning, evening, openShift],
  role = 'Administrator',
  extra: Parameters<typeof renderPage>[2]['api'] = {},
) {
  const urls: string[] = [];
  const countUrls: string[] = [];
  return renderPage('/app/shift/roster', RosterPage, {
    role,
    api: {
      [PERIODIC]: (_init, url) => {
        urls.push(url);
        return json(shifts);
      },
      [COUNTS]: (_init, url) => {
        countUrls.push(url);
        return json(countsReply(shifts, url));
      },
      'GET /api/Staffs/get_active_staffs': () => json([]),
      'GET /api/Profiles/get_active_clients': () => json([]),
      ...extra,
    },
  }).then((r) => ({ ...r, urls, countUrls }));
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the shift roster page', () => {
  beforeEach(() => {
    endSession();
    asked.length = 0;
    vi.useFakeTimers({ toFake: ['Date'], now: NOON_10_DEC });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on the month of today in Sydney: 35 cells, the counts of the grid asked for, the shifts of today only', async () => {
    const { urls, countUrls } = await show();
    const grid = await screen.findByRole('grid', { name: 'Month' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
    // The week starts on Monday, as in the date pickers (issue 40).
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getAllByRole('gridcell')[0]?.textContent).toContain('30');
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 2 shifts' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Monday 14 December 2026: 1 shift' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Friday 11 December 2026: 0 shifts' })).toBeTruthy();
    expect(queryOf(countUrls[0] ?? '')).toMatchObject({ fromDate: '2026-11-30', toDate: '2027-01-03' });
    // The list asks for the selected day alone; no call asks for the whole month's shifts.
    await screen.findByRole('button', { name: /^Shift 9:00 AM – 1:00 PM/ });
    expect(urls.map(queryOf)).toEqual([{ fromDate: '2026-12-10', toDate: '2026-12-10' }]);
    // The months either side are counted ahead.
    await waitFor(() => expect(countUrls.map((u) => queryOf(u).fromDate)).toContain('2026-10-26'));
    expect(countUrls.map((u) => queryOf(u).fromDate)).toContain('2026-12-28');
  });

  it('steps back to a month that needs six weeks (42 cells) and lists the selected day with its count', async () => {
    const user = userEvent.setup();
    await show();
    const grid = await screen.findByRole('grid', { name: 'Month' });
    for (let i = 0; i < 4; i++) {
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    }
    // August 2026 starts on a Saturday and has 31 days.
    expect(await screen.findByText('August 2026')).toBeTruthy();
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
    const day = screen.getByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
    expect(within(day).getByLabelText('2 shifts')).toBeTruthy();
    expect(
      within(day).getByRole('button', { name: /^Shift 9:00 AM – 1:00 PM, Aroha Ngata, Ben Carter/ }),
    ).toBeTruthy();
    await user.click(within(grid).getByRole('button', { name: 'Monday 14 December 2026: 1 shift' }));
    const monday = screen.getByRole('region', { name: 'Shifts on Monday 14 December 2026' });
    const card = within(monday).getByRole('button', { name: /^Shift 8:00 PM – 7:00 AM, Open shift/ });
    expect(within(card).getByRole('img', { name: 'Sleepover' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: '2 requests to take it' })).toBeTruthy();
    await user.click(card);
    expect(await screen.findByText('Dialog: details')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({
      kind: 'details',
      shift: { shiftRosterId: openShift.shiftRosterId },
    });
  });

  it('shows only the flagged clock-ins when “Flagged clock-ins only” is on, each with its badge', async () => {
    const user = userEvent.setup();
    const flagged = {
      ...morning,
      attendance: true,
      attendanceId: 'a-1',
      attendanceFlagged: true,
      clockInLocation: 'outside',
    };
    await show([flagged, evening, openShift]);
    const grid = await screen.findByRole('grid', { name: 'Month' });
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 2 shifts' }),
    ).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
    const card = within(day).getByRole('button', { name: /Aroha Ngata.*flagged clock-in$/ });
    expect(within(card).getByText('Flagged')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Flagged clock-ins only' }));
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 1 shift' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Monday 14 December 2026: 0 shifts' })).toBeTruthy();
    expect(within(day).queryByRole('button', { name: /Chen Wei/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Flagged clock-ins only' }));
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 2 shifts' }),
    ).toBeTruthy();
  });

  it('shows the week centred on today and steps it by 6 days, fetching each week', async () => {
    const user = userEvent.setup();
    const { urls } = await show();
    await screen.findByRole('grid', { name: 'Month' });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    const week = await screen.findByRole('list', { name: 'Week' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('7 Dec – 13 Dec 2026')).toBeTruthy();
    expect(within(week).getByRole('listitem', { name: 'Thursday 10 December 2026: 2 shifts' })).toBeTruthy();
    const asked = (from: string, to: string) =>
      urls.some((u) => queryOf(u).fromDate === from && queryOf(u).toDate === to);
    await waitFor(() => expect(asked('2026-12-07', '2026-12-13')).toBe(true));
    // The weeks either side are loaded ahead, so a switch shows at once.
    await waitFor(() =>
      expect(asked('2026-12-13', '2026-12-19') && asked('2026-12-01', '2026-12-07')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Next days' }));
    expect(screen.getByText('13 Dec – 19 Dec 2026')).toBeTruthy();
    expect(within(week).getByRole('listitem', { name: 'Monday 14 December 2026: 1 shift' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous days' }));
    await user.click(screen.getByRole('button', { name: 'Previous days' }));
    expect(screen.getByText('1 Dec – 7 Dec 2026')).toBeTruthy();
  });

  it('searches by staff, client or shift id', async () => {
    const user = userEvent.setup();
    await show();
    const grid = await screen.findByRole('grid', { name: 'Month' });
    await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 2 shifts' });
    const search = screen.getByRole('textbox', { name: 'Search by staff, client or shift id' });
    await user.type(search, 'chen');
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 1 shift' }),
    ).toBeTruthy();
    // Found, not got: under load the search may first show a shorter prefix's result.
    expect(
      await within(grid).findByRole('button', { name: 'Monday 14 December 2026: 0 shifts' }),
    ).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'ben carter');
    expect(
      await within(grid).findByRole('button', { name: 'Monday 14 December 2026: 1 shift' }),
    ).toBeTruthy();
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 1 shift' }),
    ).toBeTruthy();
    await user.clear(search);
    await user.type(search, '33333333');
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 0 shifts' }),
    ).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
    expect(within(day).getByText('No shifts on this day.')).toBeTruthy();
  });

  it('asks for both dates at the fields before filtering or sending a notification', async () => {
    const user = userEvent.setup();
    const { calls } = await show();
    await user.click(await screen.findByRole('button', { name: 'Filter | Send Notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter | Send Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(await within(dialog).findAllByText('Specify Start Date And End Date.')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Send Roster Notification' }));
    expect(await within(dialog).findAllByText('Select Start Date and End Date')).toHaveLength(2);
    expect(within(dialog).queryByText('Specify Start Date And End Date.')).toBeNull();
    expect(calls).not.toContain('GET /api/ShiftRosters/send_notification');
  });

  it('selects shifts for Delete Multiple, says which will be kept, and asks the dialogs to delete them', async () => {
    const user = userEvent.setup();
    // At 12:00 the morning shift is under way (not deletable in bulk); the evening one is upcoming.
    await show();
    const day = await screen.findByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
    await within(day).findByRole('button', { name: /^Shift 9:00 AM/ });
    expect(within(day).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Selected/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Multiple' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toHaveProperty('disabled', true);
    await user.click(
      within(day).getByRole('checkbox', { name: 'Select the shift 9:00 AM – 1:00 PM, Aroha Ngata' }),
    );
    expect(screen.getByText(/1 selected: 0 will be deleted, 1 kept/)).toBeTruthy();
    await user.click(
      within(day).getByRole('checkbox', { name: 'Select the shift 5:00 PM – 9:00 PM, Chen Wei' }),
    );
    expect(screen.getByText(/2 selected: 1 will be deleted, 1 kept/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    expect(await screen.findByText('Dialog: deleteMultiple')).toBeTruthy();
    const request = asked.at(-1);
    expect(request?.kind === 'deleteMultiple' && request.shifts.map((s) => s.shiftRosterId).sort()).toEqual([
      morning.shiftRosterId,
      evening.shiftRosterId,
    ]);
  });

  it('clears the selection with Clear Selected, and shows no checkbox on a Present shift', async () => {
    const user = userEvent.setup();
    const present = shiftView({
      dateFrom: '2026-12-09T20:00:00.000Z', // 7:00 AM, ended at 9:00 AM
      dateTo: '2026-12-09T22:00:00.000Z',
      attendance: true,
      isEnded: true,
    });
    await show([present, evening]);
    const day = await screen.findByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
    await within(day).findByRole('button', {
      name: /^Shift 7:00 AM – 9:00 AM, Aroha Ngata, Ben Carter, Present$/,
    });
    await user.click(screen.getByRole('button', { name: 'Delete Multiple' }));
    expect(within(day).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(day).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Selected' }));
    expect(within(day).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Multiple' })).toBeTruthy();
  });

  it('gives an auditor the roster without Add, Delete Multiple, dragging or Send Notification', async () => {
    const user = userEvent.setup();
    await show([morning], 'Auditor');
    await screen.findByRole('grid', { name: 'Month' });
    expect(screen.queryByRole('button', { name: 'ADD NEW SHIFT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Multiple' })).toBeNull();
    // Issue 40 item 9: an auditor filters the roster; sending the roster notification is not theirs.
    expect(screen.queryByRole('button', { name: 'Filter | Send Notification' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).queryByRole('button', { name: 'Send Roster Notification' })).toBeNull();
  });

  it('opens the add form on the selected day', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(await screen.findByRole('button', { name: 'ADD NEW SHIFT' }));
    expect(await screen.findByText('Dialog: add')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ kind: 'add', date: '2026-12-10' });
  });

  it('shows a phone the week as a list of days, with no month view', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query === '' || query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      await show();
      const tenth = await screen.findByRole('region', { name: 'Shifts on Thursday 10 December 2026' });
      expect(screen.getAllByRole('region', { name: /^Shifts on / })).toHaveLength(7);
      expect(within(tenth).getByLabelText('2 shifts')).toBeTruthy();
      expect(screen.queryByRole('grid', { name: 'Month' })).toBeNull();
      expect(screen.queryByRole('radio', { name: 'Month' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Next days' }));
      expect(await screen.findByRole('region', { name: 'Shifts on Saturday 19 December 2026' })).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('applies a filter of dates (hiding the days outside it), offers Delete filtered shift, and sends the notification with its count', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const { urls } = await show(undefined, 'Administrator', {
      'GET /api/ShiftRosters/send_notification': (_init, url) => {
        sent.push(url);
        return json({ status: 'Success', message: 'Roster sent to 2 staff members.', sent: 2 });
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Month' });
    await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 2 shifts' });
    expect(screen.queryByRole('button', { name: 'Delete filtered shift' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter | Send Notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter | Send Notification' });
    await pickDay(user, within(dialog).getByRole('button', { name: 'Start Date' }), '11 December 2026');
    await pickDay(user, within(dialog).getByRole('button', { name: 'End Date' }), '31 December 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Send Roster Notification' }));
    expect(await within(dialog).findByText('Roster sent to 2 staff members.')).toBeTruthy();
    expect(queryOf(sent[0] ?? '')).toMatchObject({ fromDate: '2026-12-11', toDate: '2026-12-31' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/Showing every shift from 11-12-2026 to 31-12-2026/)).toBeTruthy();
    expect(
      await within(grid).findByRole('button', { name: 'Thursday 10 December 2026: 0 shifts' }),
    ).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Monday 14 December 2026: 1 shift' })).toBeTruthy();
    expect(urls.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete filtered shift' }));
    expect(await screen.findByText('Dialog: deleteFiltered')).toBeTruthy();
    expect(asked.at(-1)).toEqual({
      kind: 'deleteFiltered',
      period: { staffId: null, clientId: null, fromDate: '2026-12-11', toDate: '2026-12-31' },
    });
  });
});
