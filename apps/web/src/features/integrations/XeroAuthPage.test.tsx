import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { XeroAuthPage } from './XeroAuthPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

describe('Xero’s return (issue 40 item 4)', () => {
  it('a successful connection leads straight to the pay line category mapping', async () => {
    const { router } = await renderPage('/app/report/auth?code=c1&state=s1', XeroAuthPage, {
      pattern: '/app/report/auth',
      role: 'CompanyAdmin',
      api: {
        'GET /api/SetUp/xero_auth': () =>
          json({ status: 'Success', message: 'Connected to Xero organisation "Sunrise".', link: null }),
      },
    });
    expect(await screen.findByText('Elsewhere: /app/setup/integrations')).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe('pay-mapping'));
  });
});
