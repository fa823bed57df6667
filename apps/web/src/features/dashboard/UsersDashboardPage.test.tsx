import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { UsersDashboardPage } from './UsersDashboardPage.tsx';

// Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const visit = (id: string, dateFrom: string, dateTo: string, staffName: string | null) => ({
  shiftRosterId: id,
  dateFrom,
  dateTo,
  staffName,
});
const MY_CLIENTS = {
  today: '2026-03-11',
  until: '2026-03-24',
  clients: [
    {
      profileId: 'p-1',
      fullName: 'Alex Nguyen',
      isActive: true,
      today: [visit('s-1', '2026-03-10T23:00:00.000Z', '2026-03-11T03:00:00.000Z', 'Sam Carter')],
      next: [visit('s-2', '2026-03-12T22:00:00.000Z', '2026-03-13T00:00:00.000Z', null)],
      openItems: [
        { kind: 'unfilled', shiftRosterId: 's-2', text: 'No support worker yet for Fri 13 Mar, 9:00 AM' },
      ],
    },
    { profileId: 'p-2', fullName: 'Noah Williams', isActive: true, today: [], next: [], openItems: [] },
  ],
};

async function open(role: string) {
  return renderPage('/app/users/dashboard', UsersDashboardPage, {
    role,
    api: { 'GET /api/Dashboard/my_clients': () => json(MY_CLIENTS) },
  });
}

describe('the care manager’s and support coordinator’s home (issue 40 item 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2026-03-10T22:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const role of ['CareManager', 'ServiceProvider']) {
    it(`${role}: lists their clients with today's and the next visits (who, when) and open items`, async () => {
      await open(role);
      const mine = await screen.findByRole('region', { name: 'My clients' });
      expect(await within(mine).findByText('2 clients · 1 open item')).toBeTruthy();
      const alex = within(mine).getByRole('region', { name: 'Alex Nguyen' });
      expect(within(alex).getByText('Wed 11 Mar, 10:00 AM – 2:00 PM · Sam Carter')).toBeTruthy();
      expect(within(alex).getByText(/Fri 13 Mar, 9:00 AM – 11:00 AM/)).toBeTruthy();
      expect(within(alex).getByText('Worker to be confirmed')).toBeTruthy();
      expect(within(alex).getByText('No support worker yet for Fri 13 Mar, 9:00 AM')).toBeTruthy();
      const noah = within(mine).getByRole('region', { name: 'Noah Williams' });
      expect(within(noah).getByText('No visit today')).toBeTruthy();
      expect(within(noah).getByText('None in the next two weeks')).toBeTruthy();
    });
  }

  it('any other user keeps the one welcome card and asks for no clients', async () => {
    const { calls } = await open('Receptionist');
    expect(await screen.findByRole('link', { name: /contact administrator/i })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My clients' })).toBeNull();
    expect(calls).not.toContain('GET /api/Dashboard/my_clients');
  });
});
