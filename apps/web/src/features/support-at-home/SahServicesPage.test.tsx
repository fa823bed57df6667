import type { SahServicesView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { pickDate } from '../../test/pick-date.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SahServicesPage } from './SahServicesPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const VIEW: SahServicesView = {
  date: '2026-11-22',
  seeded: true,
  services: [
    {
      serviceId: '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11',
      category: 'INDEPENDENCE',
      serviceTypeCode: 'SERT-0006',
      serviceType: 'Personal care',
      serviceCode: 'SERV-0031',
      name: 'Personal care',
      unit: 'HOUR',
      priceCents: 9_850,
      capCents: 11_000,
      prices: [],
    },
    {
      serviceId: '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f12',
      category: 'EVERYDAY_LIVING',
      serviceTypeCode: null,
      serviceType: 'Meals',
      serviceCode: null,
      name: 'Meals',
      unit: 'MEAL',
      priceCents: null,
      capCents: null,
      prices: [],
    },
  ],
};
const GET = 'GET /api/SupportAtHome/get_services';
const URL = '/app/setup/support-at-home-services';

afterEach(() => vi.unstubAllGlobals());

describe('Setup → Support at Home services (issue 39 item 3)', { timeout: 30_000 }, () => {
  it('lists the services with the price and cap in force; an administrator only reads', async () => {
    await renderPage(URL, SahServicesPage, { role: 'Administrator', api: { [GET]: () => json(VIEW) } });
    const table = await screen.findByRole('table', { name: 'Services' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Independence', 'Personal care', 'Personal care', 'SERV-0031', 'hour', '$98.50', '$110.00'],
      ['Everyday living', 'Meals', 'Meals', '—', 'meal', '—', '—'],
    ]);
    expect(screen.queryByRole('button', { name: /Add a price/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('a company administrator adds a price; the server’s cap refusal shows at the amount', async () => {
    const add = vi.fn(() =>
      json(
        {
          status: 'Error',
          message:
            'The price $120.00 per hour is above the price cap of $110.00 in force from 2026-07-01 (Cap 2026)',
          errors: {
            amount:
              'The price $120.00 per hour is above the price cap of $110.00 in force from 2026-07-01 (Cap 2026)',
          },
        },
        400,
      ),
    );
    await renderPage(URL, SahServicesPage, {
      role: 'CompanyAdmin',
      api: { [GET]: () => json(VIEW), 'POST /api/SupportAtHome/add_service_price': add },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a price: Personal care' }));
    const form = await screen.findByRole('form', { name: 'Add a price' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Enter the price per unit')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '120');
    await pickDate(userEvent.setup(), /Effective from/, '2026-07-01', form);
    await userEvent.type(within(form).getByRole('textbox', { name: /Published in/ }), 'Price list');
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(JSON.parse(String((add.mock.calls[0] as unknown as [RequestInit])[0].body))).toMatchObject({
      serviceId: '6f1c2a52-3b7e-4d8a-9c41-2e5b7a9d0f11',
      kind: 'PRICE',
      amount: '120',
      effectiveFrom: '2026-07-01',
      source: 'Price list',
    });
    expect((await within(form).findAllByText(/above the price cap of \$110.00/)).length).toBeGreaterThan(0);
  });

  it('imports a pasted CSV and shows the counts, or the refusal', async () => {
    let calls = 0;
    const imp = vi.fn(() => {
      calls += 1;
      return calls === 1
        ? json({
            status: 'Success',
            message: 'The service list was imported: 1 added, 1 updated, 0 unchanged.',
            added: 1,
            updated: 1,
            unchanged: 0,
          })
        : json(
            {
              status: 'Error',
              message: 'Nothing was imported. Row 2, unit: Unit is hour, meal, trip or each',
            },
            400,
          );
    });
    await renderPage(URL, SahServicesPage, {
      role: 'CompanyAdmin',
      api: { [GET]: () => json(VIEW), 'POST /api/SupportAtHome/import_services': imp },
    });
    const box = await screen.findByRole('textbox', { name: 'Service list CSV' });
    await userEvent.type(box, 'category,service');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The service list was imported: 1 added, 1 updated, 0 unchanged.'),
    ).toBeTruthy();
    await userEvent.type(box, 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Nothing was imported. Row 2, unit: Unit is hour, meal, trip or each'),
    ).toBeTruthy();
  });
});
