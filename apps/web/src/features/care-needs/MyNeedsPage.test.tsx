import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { clientRecord } from '../profiles/records.test-kit.ts';
import { MyHealthSupportPage } from './MyNeedsPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const ME = clientRecord({
  profileId: '5d2c8a1e-3b4f-4c6d-9e7a-1b2c3d4e5f60',
  firstName: 'Margaret',
  surName: 'Collins',
  fullName: 'Margaret Collins',
});

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the client’s own health support page (spec 3 §2.7)', () => {
  it('loads their own record by their profile, in Update mode, and saves their change to it', async () => {
    let sent: Record<string, unknown> | null = null;
    const { calls } = await renderPage('/app/client/health-support', MyHealthSupportPage, {
      role: 'Client',
      api: {
        'GET /api/Profiles/my_profile': () => json(ME),
        'GET /api/HealthSupports/get_all': () =>
          json([
            {
              healthSupportId: 'h-1',
              profileId: '5d2c8a1e-3b4f-4c6d-9e7a-1b2c3d4e5f60',
              requireMedication: true,
              healthPlan: 'Prompt Required',
              healthIssues: 'Type 2 diabetes',
              support: null,
              supportDetails: null,
              dateCreated: '2026-10-01T00:00:00Z',
              dateModified: null,
            },
          ]),
        'POST /api/HealthSupports/edit/h-1': (init) => {
          sent = JSON.parse(String(init?.body));
          return json({ status: 'Success', message: 'Health support needs of Margaret Collins updated.' });
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Health Support' })).toBeTruthy();
    const issues = await screen.findByLabelText('Health issues');
    expect((issues as HTMLTextAreaElement).value).toBe('Type 2 diabetes');
    expect(calls.some((c) => c.startsWith('GET /api/HealthSupports/get_all'))).toBe(true);
    await userEvent.type(screen.getByLabelText('Support needed'), 'Prompt tablets with breakfast');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls).toContain('POST /api/HealthSupports/edit/h-1'));
    expect(sent).toMatchObject({
      profileId: '5d2c8a1e-3b4f-4c6d-9e7a-1b2c3d4e5f60',
      support: 'Prompt tablets with breakfast',
    });
  });
});
