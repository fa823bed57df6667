import type { ShiftRosterView } from '@care/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_CLIENT, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ClientDashboardPage } from './ClientDashboardPage.tsx';

// 9 am on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const NOW = Date.parse('2026-03-10T22:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number, o: Partial<ShiftRosterView> = {}) =>
  shiftView({
    dateFrom: new Date(ms).toISOString(),
    dateTo: new Date(ms + 2 * HOUR).toISOString(),
    ...o,
  });

async function openHome(shifts: ShiftRosterView[]) {
  const periods: string[] = [];
  await renderPage('/app/client/dashboard', ClientDashboardPage, {
    role: 'Client',
    api: {
      'GET /api/Profiles/my_profile': () => json(MY_CLIENT),
      'GET /api/ShiftRosters/get_periodic_shift_rosters': (_init, url) => {
        periods.push(url);
        return json(shifts);
      },
    },
  });
  return { visits: await screen.findByRole('region', { name: 'My visits' }), periods };
}

describe('the participant’s home: their visits (issue 40 item 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows today's visits and the next ones: who and when, in Sydney; a cancelled one is left out", async () => {
    const today = at(NOW + HOUR, {
      shiftRosterId: 's-1',
      staff: { staffId: 'st-1', fullName: 'Sam Carter', signatureUrl: null },
    });
    const friday = at(NOW + 2 * DAY, { shiftRosterId: 's-2', staff: null, staffId: null });
    const cancelled = at(NOW + DAY, { shiftRosterId: 's-3', status: 'Cancelled' });
    const { visits, periods } = await openHome([friday, cancelled, today]);
    const todays = await within(visits).findByRole('region', { name: "Today's visits" });
    expect(within(todays).getByText('10:00 AM – 12:00 PM')).toBeTruthy();
    expect(within(todays).getByText('Sam Carter')).toBeTruthy();
    const next = within(visits).getByRole('region', { name: 'Next visits' });
    expect(within(next).getByText('Friday 13 March, 9:00 AM – 11:00 AM')).toBeTruthy();
    expect(within(next).getByText('Support worker to be confirmed')).toBeTruthy();
    expect(within(next).queryByText(/Thursday 12 March/)).toBeNull();
    const url = new URL(periods[0] ?? '', 'http://x');
    expect(url.searchParams.get('fromDate')).toBe('2026-03-11');
    expect(url.searchParams.get('toDate')).toBe('2026-03-24');
    expect(url.searchParams.get('clientId')).toBe(MY_CLIENT.profileId);
  });

  it('says when nothing is booked', async () => {
    const { visits } = await openHome([]);
    expect(await within(visits).findByText('No visit today.')).toBeTruthy();
    expect(within(visits).getByText('No visits booked in the next two weeks.')).toBeTruthy();
  });
});
