import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { ActivityLogPage } from './ActivityLogPage.tsx';
import type { ActivityRow } from './activity-api.ts';

const user = userEvent.setup({ delay: null });

const LOG: ActivityRow[] = [
  {
    activityLogId: 'a-1',
    user: 'Michael Chen',
    activity: 'Added client Mia Nguyen',
    medium: 'Web',
    // 9:05 am on 1 July 2026 in Sydney (UTC+10).
    dateCreated: '2026-06-30T23:05:00Z',
  },
  {
    activityLogId: 'a-2',
    user: 'Fiona Douglas',
    activity: 'Signed in',
    medium: 'Web',
    dateCreated: '2026-06-29T01:00:00Z',
  },
];

describe('the activity log', () => {
  beforeEach(() => setScreen(true));

  it('shows the date in DD-MM-YYYY h:mm A in the company zone, and finds lines by that date', async () => {
    await renderPage('/app/user/activity-log', ActivityLogPage, {
      role: 'Administrator',
      api: { 'GET /api/Account/activity_logs': () => json({ activityLogs: LOG }) },
    });
    expect(await screen.findByText('01-07-2026 9:05 AM')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), '29-06-2026');
    await waitFor(() => expect(screen.queryByText('Added client Mia Nguyen')).toBeNull());
    expect(screen.getByText('Fiona Douglas')).toBeTruthy();
  });

  it('shows the activity and the medium in the expanded row', async () => {
    await renderPage('/app/user/activity-log', ActivityLogPage, {
      role: 'Administrator',
      api: { 'GET /api/Account/activity_logs': () => json({ activityLogs: LOG }) },
    });
    await screen.findByText('Michael Chen');
    await user.click(screen.getAllByRole('button', { name: 'Show details' })[0] as HTMLElement);
    expect(await screen.findByText('Medium')).toBeTruthy();
    expect(screen.getByText('Web')).toBeTruthy();
  });

  it('filters by user through get_periodic_activities, and Reset Filter goes back to the whole log', async () => {
    const asked: string[] = [];
    await renderPage('/app/user/activity-log', ActivityLogPage, {
      role: 'Administrator',
      api: {
        'GET /api/Account/activity_logs': () => json({ activityLogs: LOG }),
        'POST /api/Account/get_periodic_activities': (_init, url) => {
          asked.push(url.split('?')[1] ?? '');
          return json({ activityLogs: [LOG[1]] });
        },
      },
    });
    await screen.findByText('Michael Chen');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter the activity log' });
    await user.type(within(dialog).getByLabelText('User'), 'Fiona');
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.queryByText('Michael Chen')).toBeNull());
    expect(asked).toEqual(['username=Fiona']);

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset Filter' }));
    expect(await screen.findByText('Michael Chen')).toBeTruthy();
  });
});
