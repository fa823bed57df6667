import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen, setScreenWidth } from '../../ui/data-table/data-table.test-kit.ts';
import { batch, NOAH } from './claims.test-kit.ts';
import { NdisClaimsPage } from './NdisClaimsPage.tsx';

const CLIENTS = { 'GET /api/Profiles': () => json([{ profileId: NOAH, fullName: 'Noah Williams' }]) };

// Issue 40 item 7: at 1440 px the batches keep status and result in view; the long file name folds.
describe('the bulk payment requests at 1440 px', () => {
  afterEach(() => setScreen(true));

  it('shows batch, period, client, lines, total, status, result and created; the file name is in the row below', async () => {
    setScreenWidth(1440);
    await renderPage('/app/reports/ndis-claims', NdisClaimsPage, {
      role: 'CompanyAdmin',
      api: { ...CLIENTS, 'GET /api/Claims/batches': () => json([batch()]) },
    });
    const table = await screen.findByRole('table', { name: 'bulk payment requests' });
    await within(table).findByText('Batch 7');
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual([
      'Details',
      'Batch',
      'Period',
      'Client',
      'Lines',
      'Total',
      'Status',
      'Result',
      'Created',
    ]);
  });
});
