import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/app.tsx';
import { json } from '../../test/fixtures.ts';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../platform/toasts.ts', () => ({ toasts: toastMocks }));

const integration = (status: string, message: string) => [
  {
    name: 'Xero',
    kind: 'accounting',
    configured: true,
    status,
    organisationName: 'Sunrise',
    connectedAt: null,
    connectedBy: null,
    organisations: [],
    settings: { accountCode: '200', taxType: 'EXEMPTOUTPUT', earningsRates: {} },
    message,
  },
];

const PREVIEW = {
  add: 1,
  match: 1,
  skip: 1,
  rows: [
    {
      externalId: 'e1',
      firstName: 'Ruby',
      lastName: 'Chen',
      email: 'ruby@x.example',
      outcome: 'Add',
      localId: null,
      reason: 'New: a record is created',
    },
    {
      externalId: 'e2',
      firstName: 'Noah',
      lastName: 'Kelly',
      email: null,
      outcome: 'Match',
      localId: 's6',
      reason: 'Same name',
    },
    {
      externalId: 'e3',
      firstName: 'Cal',
      lastName: 'Ng',
      email: null,
      outcome: 'Skip',
      localId: null,
      reason: 'No e-mail address in Xero, and no record of that name',
    },
  ],
};

describe('Import staff from Xero', () => {
  it('previews who is added, linked or skipped and imports the added and linked only', async () => {
    let sent: unknown = null;
    renderAppAt('/app/forms/upload-staff-via-xero', {
      role: 'Administrator',
      api: {
        'GET /api/Integrations/get_integrations': () => json(integration('Connected', 'Connected')),
        'GET /api/Staffs/xero_import_preview': () => json(PREVIEW),
        'POST /api/Staffs/xero_import': (init) => {
          sent = JSON.parse(String(init?.body));
          return json({
            status: 'Success',
            message: '1 added and 1 linked to Xero; 0 skipped.',
            added: 1,
            matched: 1,
            skipped: [],
          });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'People in Xero' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(cells).toEqual(['Will be added', 'Will be linked', 'Skipped']);
    expect(screen.getByText('No e-mail address in Xero, and no record of that name')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 from Xero' }));
    expect(await screen.findByText('1 added and 1 linked to Xero; 0 skipped.')).toBeTruthy();
    expect(sent).toEqual({ externalIds: ['e1', 'e2'] });
  });

  it('without a connection says how to connect and offers the spreadsheet instead', async () => {
    const { calls } = renderAppAt('/app/forms/upload-client-via-xero', {
      role: 'Administrator',
      api: {
        'GET /api/Integrations/get_integrations': () =>
          json(integration('NotConnected', 'Not connected: connect Xero to post invoices and timesheets.')),
      },
    });
    expect(await screen.findByText('Xero is not connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upload from Excel instead/ }).getAttribute('href')).toBe(
      '/app/forms/upload-client-via-excel',
    );
    expect(calls).not.toContain('GET /api/Profiles/xero_import_preview');
  });
});
