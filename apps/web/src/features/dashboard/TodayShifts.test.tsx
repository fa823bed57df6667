import type { ShiftRosterView } from '@care/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { StaffDashboardPage } from './StaffDashboardPage.tsx';

// The shift runs 10:00–14:00 on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const START = Date.parse('2026-03-10T23:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function openDashboard(now: number, shifts: ShiftRosterView[]) {
  vi.setSystemTime(now);
  const periods: string[] = [];
  const page = await renderPage('/app/staff/dashboard', StaffDashboardPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/ShiftRosters/get_periodic_shift_rosters': (_init, url) => {
        periods.push(url);
        return json(shifts);
      },
    },
  });
  const today = await screen.findByRole('region', { name: 'Today' });
  return { ...page, periods, today };
}

describe('Staff dashboard: Today', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows today's shift in Sydney as a card to clock into", async () => {
    const { today, periods } = await openDashboard(START - 5 * 60_000, [shiftView()]);
    expect(await within(today).findByRole('button', { name: 'Clock-In' })).toBeTruthy();
    expect(within(today).getByText('Alex Nguyen')).toBeTruthy();
    const url = new URL(periods[0] ?? '', 'http://x');
    expect(url.searchParams.get('fromDate')).toBe('2026-03-11');
    expect(url.searchParams.get('toDate')).toBe('2026-03-24');
    expect(url.searchParams.get('staffId')).toBe(MY_STAFF.staffId);
  });

  it('the shift sheet a card opens has its Clock-In button too', async () => {
    const { today } = await openDashboard(START - 5 * 60_000, [shiftView()]);
    fireEvent.click(await within(today).findByRole('button', { name: /^Shift details:/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(await within(sheet).findByRole('button', { name: 'Clock-In' })).toBeTruthy();
  });

  it('names the next shift when there is none today, and links to My Roster', async () => {
    const later = shiftView({
      shiftRosterId: 'shift-2',
      dateFrom: new Date(START + 2 * DAY).toISOString(),
      dateTo: new Date(START + 2 * DAY + 4 * HOUR).toISOString(),
    });
    const cancelled = shiftView({
      shiftRosterId: 'shift-3',
      status: 'Cancelled',
      dateFrom: new Date(START + DAY).toISOString(),
      dateTo: new Date(START + DAY + 4 * HOUR).toISOString(),
    });
    const { today } = await openDashboard(START - DAY, [cancelled, later]);
    expect(await within(today).findByText('No shifts today.')).toBeTruthy();
    expect(
      within(today).getByText('Next shift: Friday 13 March, 10:00 AM – 2:00 PM · Alex Nguyen'),
    ).toBeTruthy();
    fireEvent.click(within(today).getByRole('link', { name: 'My Roster' }));
    expect(await screen.findByText('Elsewhere: /app/staff/shift-roster')).toBeTruthy();
  });

  it('says so when nothing is rostered for two weeks', async () => {
    const { today } = await openDashboard(START, []);
    expect(await within(today).findByText('No shifts in the next two weeks.')).toBeTruthy();
  });
});
