import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CatalogueSetupPage } from './CatalogueSetupPage.tsx';
import type { CatalogueItemRow, ImportedCatalogue } from './catalogue-api.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const PRICES = {
  act: 70.23,
  nsw: 70.23,
  nt: 70.23,
  qld: 70.23,
  sa: 70.23,
  tas: 70.23,
  vic: 70.23,
  wa: 70.23,
};
const ITEM: CatalogueItemRow = {
  supportItemId: 'i-1',
  itemNumber: '01_011_0107_1_1',
  itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
  registrationGroupNumber: '0107',
  registrationGroupName: 'Daily Personal Activities',
  supportCategoryName: 'Assistance with Daily Life (Includes SIL)',
  unit: 'H',
  quote: false,
  type: 'Price Limited Supports',
  startDate: '2025-07-01',
  endDate: null,
  prices: { ...PRICES, national: null, remote: 98.32, veryRemote: 105.35 },
};
const IMPORTED: ImportedCatalogue = {
  catalogueId: 'k-1',
  name: 'NDIS Support Catalogue 2025-26 v1.1',
  layout: 'states',
  fileName: 'ndis-support-catalogue-2025-26-v1.1.csv',
  itemsAdded: 635,
  itemsUnchanged: 0,
  dateCreated: '2026-11-20T00:00:00Z',
  importedBy: 'Priya Sharma',
};

function server(importReply: () => Response) {
  startSession(loginReplyFor('Administrator'));
  const queries: URLSearchParams[] = [];
  let imported = false;
  const api = stubApi({
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/SupportCatalogue/catalogues': () => json(imported ? [IMPORTED] : []),
    'GET /api/SupportCatalogue/registration_groups': () =>
      json([{ number: '0107', name: 'Daily Personal Activities' }]),
    'GET /api/SupportCatalogue/items': (_init, url) => {
      const q = new URL(url, 'http://x').searchParams;
      queries.push(q);
      return json({ items: imported ? [ITEM] : [], total: imported ? 1 : 0, page: 1, pageSize: 25 });
    },
    'POST /api/SupportCatalogue/import': () => {
      const reply = importReply();
      imported = reply.ok;
      return reply;
    },
  });
  renderWithProviders(<CatalogueSetupPage />);
  return { api, queries };
}

const csv = () =>
  new File(['Support Item Number,...'], 'ndis-support-catalogue-2025-26-v1.1.csv', { type: 'text/csv' });

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the Support Catalogue setup page', () => {
  it('asks for a file, imports it, says what was added and shows the items', async () => {
    const { api, queries } = server(() =>
      json({
        status: 'Success',
        message: '635 items added, 0 unchanged.',
        catalogueId: 'k-1',
        layout: 'states',
        itemsAdded: 635,
        itemsUnchanged: 0,
      }),
    );
    expect(await screen.findByText('No catalogue yet. Import the current one above.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Select File')).toBeTruthy();

    await userEvent.upload(screen.getByLabelText('Catalogue file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText('635 items added, 0 unchanged.')).toBeTruthy();
    expect(api.calls).toContain('POST /api/SupportCatalogue/import');
    expect(await screen.findByText('NDIS Support Catalogue 2025-26 v1.1')).toBeTruthy();
    expect(await screen.findByText(ITEM.itemName)).toBeTruthy();
    // Today's prices by default.
    expect(queries[0]?.get('inForceOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('searches the items on the server by number or name', async () => {
    const { queries } = server(() => json({}));
    await screen.findByText('No catalogue yet. Import the current one above.');
    await userEvent.type(screen.getByLabelText('Search'), '0107');
    await waitFor(() =>
      expect(queries.some((q) => q.get('search') === '0107' && q.get('page') === '1')).toBe(true),
    );
  });

  it('lists the bad rows of a refused file', async () => {
    server(() =>
      json(
        {
          status: 'Error',
          message:
            'Nothing was imported. Row 3, Start date: "2025-07-01x" is not a date (YYYYMMDD) (and 1 more)',
          errors: {
            'row3.Start date': '"2025-07-01x" is not a date (YYYYMMDD)',
            'row9.ACT': '"abc" is not a price',
          },
          rows: [],
        },
        400,
      ),
    );
    await userEvent.upload(await screen.findByLabelText('Catalogue file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Nothing was imported. Row 3, Start date/)).toBeTruthy();
    expect(within(alert).getByText('Row 9, ACT: "abc" is not a price')).toBeTruthy();
  });
});
