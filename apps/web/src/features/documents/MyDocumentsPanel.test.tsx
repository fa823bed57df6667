import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { documentRecord } from './documents.test-kit.ts';
import { MyDocumentsPanel } from './PersonDocumentsTabs.tsx';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const user = userEvent.setup({ delay: null });

const consentForm = documentRecord({
  documentId: 'd-7',
  documentName: 'Consent Form',
  implementationDate: '2026-11-01',
  expirationDate: null,
  consentStatus: 'Requested',
  userRole: 'Client',
  userId: 'p-1',
  dateCreated: '2026-11-01T00:00:00Z',
});

function Page() {
  return (
    <>
      <h1>My Profile</h1>
      <MyDocumentsPanel fullName="Priya Sharma" heading="My Documents" />
    </>
  );
}

describe('the client’s own documents', () => {
  beforeEach(() => setScreen(true));

  it('lists the portal’s four required documents, Incident Report the only form available', async () => {
    await renderPage('/app/client/profile', Page, {
      role: 'Client',
      api: {
        'GET /api/Documents/my_documents': () => json({ documents: [], ownerId: 'p-1', userRole: 'Client' }),
      },
    });
    const required = await screen.findByRole('region', { name: 'Required' });
    for (const name of ['Support Plan', 'Mealtime Management', 'Incident Report', 'Medication Plan']) {
      expect(within(required).getByText(name)).toBeTruthy();
    }
    expect(within(required).getAllByText('Form unavailable')).toHaveLength(3);
    const incident = within(required).getByText('Incident Report').closest('tr') as HTMLElement;
    expect(within(incident).queryByText('Form unavailable')).toBeNull();
  });

  it('gives consent only after the confirmation, then reloads', async () => {
    let consented = false;
    const { calls } = await renderPage('/app/client/profile', Page, {
      role: 'Client',
      api: {
        'GET /api/Documents/my_documents': () =>
          json({
            documents: [{ ...consentForm, consentStatus: consented ? 'Approved' : 'Requested' }],
            ownerId: 'p-1',
            userRole: 'Client',
          }),
        'GET /api/Documents/approve_consent': () => {
          consented = true;
          return json({ status: 'Success', message: 'Thank you.' });
        },
      },
    });
    const notice = await screen.findByText('Waiting for your consent');
    await user.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(calls).not.toContain('GET /api/Documents/approve_consent');
    await user.click(await screen.findByRole('button', { name: 'Yes, I consent' }));
    await vi.waitFor(() => expect(calls).toContain('GET /api/Documents/approve_consent'));
    await vi.waitFor(() => expect(notice.isConnected).toBe(false));
    expect(screen.queryByText('Waiting for your consent')).toBeNull();
  });

  it('never offers a client Request client consent', async () => {
    await renderPage('/app/client/profile', Page, {
      role: 'Client',
      api: {
        'GET /api/Documents/my_documents': () =>
          json({ documents: [{ ...consentForm, consentStatus: null }], ownerId: 'p-1', userRole: 'Client' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Consent Form' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Request client consent' })).toBeNull();
  });
});
