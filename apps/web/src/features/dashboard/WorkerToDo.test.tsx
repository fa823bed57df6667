import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { StaffDashboardPage } from './StaffDashboardPage.tsx';

const policy = (title: string, consent: boolean) => ({
  policyDocumentId: `pol-${title}`,
  title,
  consent,
  dateAccepted: consent ? '2026-03-01T00:00:00Z' : null,
});

async function openHome(
  o: { unread?: number; cells?: { course: string; status: string; expiryDate: string | null }[] } = {},
) {
  await renderPage('/app/staff/dashboard', StaffDashboardPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/ShiftRosters/get_periodic_shift_rosters': () => json([]),
      'GET /api/PolicyDocuments/get_user_policies': () =>
        json([policy('Privacy and confidentiality', false), policy('Code of conduct', true)]),
      'GET /api/StaffTrainings/my_required_trainings': () =>
        json({
          today: '2026-03-11',
          cells: o.cells ?? [
            { course: 'First aid', status: 'Expiring', expiryDate: '2026-03-25' },
            { course: 'Manual handling', status: 'Missing', expiryDate: null },
            { course: 'Medication', status: 'Current', expiryDate: null },
          ],
        }),
      'GET /api/Messages/unread_count': () => json({ unread: o.unread ?? 2 }),
    },
  });
  return screen.findByRole('region', { name: 'To do' });
}

describe('Staff dashboard: To do (issue 40 item 10)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2026-03-10T23:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the policies to accept, the required training due and the unread messages, each with the way there', async () => {
    const todo = await openHome();
    const policies = await within(todo).findByRole('region', { name: 'Policies to accept' });
    expect(within(policies).getByText('1')).toBeTruthy();
    expect(within(policies).getByText('Privacy and confidentiality')).toBeTruthy();
    expect(within(policies).queryByText('Code of conduct')).toBeNull();
    expect(within(policies).getByRole('link', { name: 'Read and accept' }).getAttribute('href')).toBe(
      '/app/hr/policy',
    );
    const training = within(todo).getByRole('region', { name: 'Required training due' });
    expect(within(training).getByText('First aid: expires 25-03-2026')).toBeTruthy();
    expect(within(training).getByText('Manual handling: not done yet')).toBeTruthy();
    expect(within(training).queryByText(/Medication/)).toBeNull();
    expect(within(training).getByRole('link', { name: 'My training' }).getAttribute('href')).toBe(
      '/app/staff/training',
    );
    const messages = within(todo).getByRole('region', { name: 'Unread messages' });
    expect(within(messages).getByText('2')).toBeTruthy();
    expect(within(messages).getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe(
      '/app/communication/messages',
    );
  });

  it('says nothing is waiting with zeros and no links', async () => {
    const todo = await openHome({ unread: 0, cells: [] });
    const messages = await within(todo).findByRole('region', { name: 'Unread messages' });
    expect(within(messages).getByText('0')).toBeTruthy();
    expect(within(messages).queryByRole('link')).toBeNull();
  });
});
