import {
  type AllowanceRateView,
  type ClassificationRateView,
  DEFAULT_PAY_SWITCH_VALUES,
  PAY_SWITCH_MESSAGES,
  type PayRatesView,
} from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { PayRatesPage } from './PayRatesPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const rate = (over: Partial<ClassificationRateView>): ClassificationRateView => ({
  rateId: 'r-1',
  year: '2026-27',
  stream: 'SACS_B',
  level: 2,
  payPoint: 1,
  weeklyCents: 137649,
  hourlyCents: 3622,
  appliesFrom: '2026-07-01',
  enabled: true,
  enabledBy: 'award-seed',
  enabledAt: '2026-07-01T00:00:00Z',
  checkedAgainst: 'SCHADS.md §3.2 derivation',
  source: 'SCHADS.md §3.3',
  ...over,
});
const allowance = (over: Partial<AllowanceRateView>): AllowanceRateView => ({
  allowanceId: 'a-1',
  year: '2026-27',
  kind: 'sleepover',
  amountCents: 6287,
  appliesFrom: '2026-07-01',
  appliesTo: null,
  pending: false,
  source: 'SCHADS.md §3.3',
  ...over,
});
const RATES: PayRatesView = {
  appliesFromRule: 'First full pay period starting on or after',
  years: ['2026-27', '2025-26'],
  classifications: [
    rate({}),
    rate({
      rateId: 'r-3',
      level: 3,
      payPoint: 1,
      weeklyCents: 153859,
      hourlyCents: 4049,
      enabled: false,
      enabledBy: null,
      enabledAt: null,
      checkedAgainst: null,
      source: 'check against the FWO pay guide',
    }),
    rate({
      rateId: 'r-0',
      year: '2025-26',
      weeklyCents: 131413,
      hourlyCents: 3458,
      appliesFrom: '2025-07-01',
    }),
  ],
  allowances: [
    allowance({}),
    allowance({
      allowanceId: 'a-km',
      kind: 'km',
      amountCents: 105,
      appliesFrom: '2026-09-01',
      appliesTo: '2027-02-28',
      pending: true,
    }),
    allowance({ allowanceId: 'a-0', year: '2025-26', amountCents: 6002, appliesFrom: '2025-07-01' }),
  ],
};
const SETTINGS = {
  payPeriod: 'fortnightly',
  payPeriodAnchor: '2026-06-29',
  switches: DEFAULT_PAY_SWITCH_VALUES,
};
const ON_COSTS = { superRate: '12', workersCompRate: null, payrollTaxRate: null };
const ok = (message: string) => vi.fn((_init?: RequestInit) => json({ status: 'Success', message }));
const sent = (fn: ReturnType<typeof ok>, i = 0) =>
  JSON.parse(String((fn.mock.calls[i] as unknown as [RequestInit])[0].body));

function open(role: string, api: Record<string, (init?: RequestInit) => Response> = {}) {
  return renderPage('/app/setup/pay-rates', PayRatesPage, {
    role,
    api: {
      'GET /api/PayRates/get_pay_rates': () => json(RATES),
      'GET /api/PayRates/get_pay_settings': () => json(SETTINGS),
      'GET /api/PayRates/get_on_costs': () => json(ON_COSTS),
      ...api,
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Setup → Pay rates (issue 38 items 2 and 3)', { timeout: 30_000 }, () => {
  it('lists a year’s rates by stream and its allowances; another year on the switch', async () => {
    await open('Administrator');
    const table = await screen.findByRole('table', { name: 'Classification rates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Level 2, pay point 1', '$1,376.49', '$36.22', '01-07-2026'],
      ['Level 3, pay point 1', '$1,538.59', '$40.49', '01-07-2026'],
    ]);
    expect(
      within(rows[1] as HTMLElement).getByText('Disabled: check against the FWO pay guide'),
    ).toBeTruthy();
    const allowances = screen.getByRole('table', { name: 'Allowances' });
    expect(within(allowances).getByText('Pending: not paid until confirmed')).toBeTruthy();
    expect(within(allowances).getByText('01-09-2026 to 28-02-2027')).toBeTruthy();
    // An administrator reads; only a company administrator changes.
    expect(screen.queryByRole('button', { name: /Edit level/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    fireEvent.click(screen.getByText('2025-26'));
    expect(await screen.findByText('$34.58')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Allowances' })).getByText('$60.02')).toBeTruthy();
  });

  it('a company administrator enables a disabled row, naming what it was checked against', async () => {
    const enable = ok('The rate was enabled.');
    await open('CompanyAdmin', { 'POST /api/PayRates/enable_rate/r-3': enable });
    await userEvent.click(await screen.findByRole('button', { name: 'Enable level 3 pay point 1' }));
    const form = await screen.findByRole('form', { name: 'Enable rate' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enable rate' }));
    expect(await within(form).findByText(/Name what you checked the row against/)).toBeTruthy();
    expect(enable).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/Checked against/), {
      target: { value: 'FWO pay guide, 1 July 2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enable rate' }));
    await waitFor(() => expect(enable).toHaveBeenCalledTimes(1));
    expect(sent(enable)).toEqual({ checkedAgainst: 'FWO pay guide, 1 July 2026' });
  });

  it('edits a rate: an hourly rate that is not the weekly ÷ 38 is refused in the form', async () => {
    const edit = ok('The rate was saved.');
    await open('CompanyAdmin', { 'POST /api/PayRates/edit_rate/r-1': edit });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit level 2 pay point 1' }));
    const form = await screen.findByRole('form', { name: 'Edit rate' });
    const hourly = within(form).getByLabelText(/Hourly rate/);
    fireEvent.change(hourly, { target: { value: '36.30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(form).findByText(/The hourly rate is the weekly rate ÷ 38, to the cent: \$36.22/),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Weekly rate/), { target: { value: '1379.40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(sent(edit)).toMatchObject({ weekly: '1379.40', hourly: '36.30', appliesFrom: '2026-07-01' });
  });

  it('imports a CSV: the server’s problems show by line and nothing closes', async () => {
    const importer = vi.fn((_init?: RequestInit) =>
      json(
        {
          status: 'Error',
          message: 'Nothing was saved: 2 problems in the file.',
          errors: {
            csv: 'Line 3: the level must be a whole number from 1 to 8\nLine 4: Enter the amount in dollars and cents',
          },
        },
        400,
      ),
    );
    await open('CompanyAdmin', { 'POST /api/PayRates/import': importer });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const form = await screen.findByRole('form', { name: 'Import rates' });
    const file = new File(['type,applies from,source\nclassification,2027-07-01,x'], 'rates.csv', {
      type: 'text/csv',
    });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(sent(importer).csv).toBe('type,applies from,source\nclassification,2027-07-01,x');
    expect(await within(form).findByText('Nothing was saved: 2 problems in the file.')).toBeTruthy();
    expect(within(form).getByLabelText('Problems by line').textContent).toBe(
      'Line 3: the level must be a whole number from 1 to 8\nLine 4: Enter the amount in dollars and cents',
    );
  });

  it('the pay settings show each default and its reason; turning super off asks for a reason', async () => {
    const save = ok('The pay settings were saved.');
    await open('CompanyAdmin', { 'POST /api/PayRates/edit_pay_settings': save });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pay settings' }));
    const form = await screen.findByRole('form', { name: 'Pay settings' });
    expect(within(form).getByText(/Fortnightly, a period starting 29-06-2026/)).toBeTruthy();
    expect(within(form).getAllByText(/confirm|Confirm/).length).toBeGreaterThan(0);
    expect(within(form).getByText(/Default: Yes, super is paid\. The research leans no/)).toBeTruthy();
    const user = userEvent.setup();
    const select = within(form).getByLabelText('Super on work during a sleepover');
    await user.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(select.getAttribute('aria-controls') as string) as HTMLElement;
    await user.click(within(list).getByRole('option', { name: 'No', hidden: true }));
    const reason = await within(form).findByLabelText(/Why is super not paid on it/);
    fireEvent.change(reason, { target: { value: 'Adviser, 3 Nov 2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save pay settings' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent(save)).toEqual({
      switches: { ...DEFAULT_PAY_SWITCH_VALUES, oteSleepoverWork: 'no' },
      reason: 'Adviser, 3 Nov 2026',
    });
    expect(PAY_SWITCH_MESSAGES.reason).toMatch(/activity log/);
  });

  it('the on-costs: super at 12%, the others not set until entered; a company administrator saves them', async () => {
    const edit = ok('The on-costs were saved.');
    await open('CompanyAdmin', { 'POST /api/PayRates/edit_on_costs': edit });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pay settings' }));
    const form = await screen.findByRole('form', { name: 'On-costs' });
    expect(within(form).getByLabelText('Super guarantee')).toHaveProperty('value', '12');
    expect(
      within(form).getAllByText('Not set: counted as 0% in the margin report until you enter it.'),
    ).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText('Payroll tax'), '5.45');
    fireEvent.click(within(form).getByRole('button', { name: 'Save on-costs' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(sent(edit)).toEqual({ superRate: '12', workersCompRate: null, payrollTaxRate: '5.45' });
  });

  it('the on-costs are read-only below a company administrator', async () => {
    await open('Administrator');
    fireEvent.click(await screen.findByRole('tab', { name: 'Pay settings' }));
    const form = await screen.findByRole('form', { name: 'On-costs' });
    expect(within(form).getByLabelText('Payroll tax')).toHaveProperty('disabled', true);
    expect(within(form).queryByRole('button', { name: 'Save on-costs' })).toBeNull();
  });
});
