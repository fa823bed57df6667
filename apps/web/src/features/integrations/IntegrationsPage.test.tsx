import { CATEGORY_LABELS, PAY_CATEGORIES, payCategoryMappingView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { IntegrationsPage } from './IntegrationsPage.tsx';

const CONNECTED = {
  name: 'Xero',
  kind: 'accounting',
  configured: true,
  status: 'Connected',
  organisationName: 'Sunrise Supports Pty Ltd',
  connectedAt: '2026-11-30T22:00:00.000Z',
  connectedBy: 'Olivia Owner',
  organisations: [],
  settings: { accountCode: '200', taxType: 'EXEMPTOUTPUT', earningsRates: {} },
  message: 'Connected',
};
const ITEMS = [
  {
    id: 'r-ord',
    name: 'Ordinary Hours',
    earningsType: 'ORDINARYTIMEEARNINGS',
    rateType: 'RATEPERUNIT',
    units: 'Hours',
  },
  {
    id: 'r-sat',
    name: 'Saturday',
    earningsType: 'ORDINARYTIMEEARNINGS',
    rateType: 'MULTIPLE',
    units: 'Hours',
  },
  {
    id: 'a-km',
    name: 'Vehicle allowance (km)',
    earningsType: 'ALLOWANCE',
    rateType: 'RATEPERUNIT',
    units: 'km',
  },
  { id: 'a-fix', name: 'Laundry (fixed)', earningsType: 'ALLOWANCE', rateType: 'FIXEDAMOUNT', units: '' },
];

/** The Select's input (Mantine labels its option list the same). */
const selectOf = (label: string) =>
  screen.getAllByLabelText(`Xero pay item for ${label}`).find((e) => e.tagName === 'INPUT') as HTMLElement;

/** The options of that Select's own list (Mantine keeps every list in the page, hidden). */
const optionsOf = (label: string) => {
  const list = document.getElementById(selectOf(label).getAttribute('aria-controls') ?? '');
  return list
    ? within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent)
    : [];
};

async function open(role = 'CompanyAdmin') {
  let saved: unknown = null;
  await renderPage('/app/setup/integrations', IntegrationsPage, {
    pattern: '/app/setup/integrations',
    role,
    api: {
      'GET /api/Integrations/get_integrations': () => json([CONNECTED]),
      'GET /api/Integrations/pay_items': () => json(ITEMS),
      'GET /api/Integrations/get_pay_category_mapping': () =>
        json(
          payCategoryMappingView([
            { category: 'ordinary', payItemId: 'r-ord', payItemName: 'Ordinary Hours' },
          ]),
        ),
      'POST /api/Integrations/save_pay_category_mapping': (init) => {
        saved = JSON.parse(String(init?.body));
        return json({
          message: 'Pay item mapping saved',
          ...payCategoryMappingView([
            { category: 'ordinary', payItemId: 'r-ord', payItemName: 'Ordinary Hours' },
            { category: 'km-allowance', payItemId: 'a-km', payItemName: 'Vehicle allowance (km)' },
          ]),
        });
      },
    },
  });
  return { saved: () => saved };
}

describe('Setup → Integrations: pay line categories to Xero pay items (issue 38 item 5)', {
  timeout: 30_000,
}, () => {
  it('lists the 17 categories with their pay item, says which are missing, and saves a change', async () => {
    const page = await open();
    expect(await screen.findByText('16 pay line categories have no Xero pay item')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Pay line category mapping' });
    expect(within(table).getAllByRole('row')).toHaveLength(PAY_CATEGORIES.length + 1);
    expect(within(table).getAllByText('Missing')).toHaveLength(16);
    await waitFor(() =>
      expect((selectOf(CATEGORY_LABELS.ordinary) as HTMLInputElement).value).toBe('Ordinary Hours'),
    );

    // An allowance offers the allowance types paid per unit only.
    await userEvent.click(selectOf('Vehicle allowance'));
    await waitFor(() => expect(optionsOf('Vehicle allowance')).toEqual(['Vehicle allowance (km)']));
    const list = document.getElementById(selectOf('Vehicle allowance').getAttribute('aria-controls') ?? '');
    await userEvent.click(
      within(list as HTMLElement).getByRole('option', { name: 'Vehicle allowance (km)', hidden: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save pay item mapping' }));
    await waitFor(() => expect(page.saved()).toEqual({ mappings: { 'km-allowance': 'a-km' } }));
    expect(await screen.findByText('15 pay line categories have no Xero pay item')).toBeTruthy();
  });

  it('an hours category offers the earnings rates, not the allowances', async () => {
    await open();
    await screen.findAllByLabelText('Xero pay item for Saturday');
    await userEvent.click(selectOf('Saturday'));
    await waitFor(() => expect(optionsOf('Saturday')).toEqual(['Ordinary Hours', 'Saturday']));
  });
});
