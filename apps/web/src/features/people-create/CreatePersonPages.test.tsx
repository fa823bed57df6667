import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CreateStaffPage } from './CreatePersonPages.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const user = userEvent.setup({ delay: null });

// Issue 40 item 8: after Create the office lands on the new record, not back on the list.
describe('New staff member', () => {
  it('opens the new staff member’s profile once created', async () => {
    const { router } = await renderPage('/app/forms/create-staff', CreateStaffPage, {
      pattern: '/app/forms/create-staff',
      role: 'CompanyAdmin',
      api: {
        'GET /api/Templates/get_templates': () => json([]),
        'POST /api/Staffs/add_staff': () =>
          json({ status: 'Success', message: 'Sam Lee was added and invited by e-mail.', staffId: 's-9' }),
      },
    });
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'sam.lee@example.com');
    await user.type(screen.getByLabelText(/Phone/), '0400 111 222');
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/user/staff/s-9/Sam'));
  }, 20_000);
});
