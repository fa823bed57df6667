import type { FormReminder } from '@care/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const reminder = (o: Partial<FormReminder>): FormReminder => ({
  formId: 'f-1',
  clientId: 'p-1',
  clientName: 'Mia Chen',
  slug: 'service-agreement',
  name: 'Service Agreement',
  reviewDate: '2026-12-17',
  daysLeft: 20,
  status: 'due for review',
  ...o,
});

const summary = {
  clients: 3,
  activeClients: 3,
  staff: 2,
  administrators: 1,
  users: 5,
  auditApprovedClients: 0,
  auditApprovedStaff: 0,
};

function show(reminders: FormReminder[]) {
  return renderPage('/app/dashboard', AdminDashboardPage, {
    role: 'CompanyAdmin',
    api: {
      'GET /api/Dashboard/summary': () => json(summary),
      'GET /api/ParticipantForms/review_reminders': () => json(reminders),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the office dashboard’s participant forms due for review (issue 27)', () => {
  it('lists an overdue form and one due within 30 days, each linking to the form', async () => {
    const { router } = await show([
      reminder({
        formId: 'f-2',
        clientId: 'p-2',
        clientName: 'Tom Reid',
        slug: 'support-plan',
        name: 'Support Plan',
        reviewDate: '2026-11-24',
        daysLeft: -3,
        status: 'overdue',
      }),
      reminder({}),
    ]);
    const card = await screen.findByRole('region', { name: 'Participant forms due for review' });
    await within(card).findByText('Overdue by 3 days');
    expect(within(card).getByText('Tom Reid · review by 24-11-2026')).toBeTruthy();
    expect(within(card).getByText('Review in 20 days')).toBeTruthy();
    expect(within(card).getByText('Mia Chen · review by 17-12-2026')).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: 'Support Plan' }));
    await screen.findByText('Elsewhere: /app/participant/support-plan/p-2');
    expect(router.state.location.pathname).toBe('/app/participant/support-plan/p-2');
  });

  it('says so when no form is due', async () => {
    await show([]);
    const card = await screen.findByRole('region', { name: 'Participant forms due for review' });
    expect(
      await within(card).findByText('No participant form is due for review in the next 30 days.'),
    ).toBeTruthy();
  });
});
