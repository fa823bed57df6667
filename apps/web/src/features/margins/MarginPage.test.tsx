import type { MarginReportView, MarginRow } from '@care/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, queryOf } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { PERIODS } from '../pay-lines/pay-lines.test-kit.ts';
import { MarginPage } from './MarginPage.tsx';

const row = (over: Partial<MarginRow>): MarginRow => ({
  key: 'k',
  label: 'x',
  date: null,
  shiftCount: 1,
  billedCents: 0,
  payCents: 0,
  superCents: 0,
  workersCompCents: 0,
  payrollTaxCents: 0,
  costCents: 0,
  marginCents: 0,
  marginPercent: null,
  billedExplanation: [],
  costExplanation: [],
  ...over,
});

const ANN = row({
  key: 'client-1',
  label: 'Ann Client',
  billedCents: 14046,
  payCents: 9600,
  superCents: 1152,
  costCents: 10752,
  marginCents: 3294,
  marginPercent: '23.5',
  billedExplanation: [
    'Mon 16 Nov, Ann Client, 01_011_0107_1_1: billed $140.46 (2 h × $70.23) (invoice 1001)',
  ],
  costExplanation: [
    'Mon 16 Nov · Ann Client · Wes Worker, Wes Worker (100% of the shift’s billed time): $107.52 of Ordinary hours — paid $96.00 + 12% super $11.52; workers’ compensation not set; payroll tax not set',
  ],
});
const NOT_BILLED = row({
  key: 'not-billed',
  label: 'Not billed',
  payCents: 38031,
  superCents: 4564,
  costCents: 42595,
  marginCents: -42595,
});
const WES = row({
  key: 'staff-1',
  label: 'Wes Worker',
  shiftCount: 2,
  billedCents: 14046,
  payCents: 47631,
  superCents: 5716,
  costCents: 53347,
  marginCents: -39301,
  marginPercent: '-279.8',
});

const report = (fromDate: string): MarginReportView => ({
  ...(PERIODS.find((p) => p.fromDate === fromDate) ?? PERIODS[0]),
  fromDate,
  toDate: PERIODS.find((p) => p.fromDate === fromDate)?.toDate ?? '2026-12-06',
  periods: PERIODS,
  onCosts: { superRate: '12', workersCompRate: null, payrollTaxRate: null },
  totals: {
    billedCents: 14046,
    payCents: 47631,
    superCents: 5716,
    workersCompCents: 0,
    payrollTaxCents: 0,
    costCents: 53347,
    marginCents: -39301,
    marginPercent: '-279.8',
  },
  groups: { client: [ANN, NOT_BILLED], worker: [WES], supportItem: [], shift: [] },
  warnings: ['Workers’ compensation is not set (counted as 0%): set it on the Pay rates page'],
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Margin (issue 38 item 6)', () => {
  beforeEach(() => setScreen(true));

  const open = (asked: string[] = []) =>
    renderPage('/app/reports/margin', MarginPage, {
      role: 'Administrator',
      api: {
        'GET /api/Margins/get_margin_report': (_i, url) => {
          const periodStart = queryOf(url).periodStart ?? 'current';
          asked.push(`report ${periodStart}`);
          return json(report(periodStart === 'current' ? '2026-11-23' : periodStart));
        },
        'GET /api/Margins/export_margin_csv': (_i, url) => {
          asked.push(`csv ${url.split('?')[1]}`);
          return new Response('client,date\r\n', { headers: { 'Content-Type': 'text/csv' } });
        },
      },
    });

  it('shows the totals, the rows by client with negative margins marked, and the not-set on-costs', async () => {
    await open();
    await screen.findByText('Ann Client');
    const ann = rowOf('Ann Client');
    expect(within(ann).getByText('$140.46')).toBeTruthy();
    expect(within(ann).getByText('$107.52')).toBeTruthy();
    expect(within(ann).getByText('23.5%')).toBeTruthy();
    const notBilled = rowOf('Not billed');
    expect(within(notBilled).getByText('$-425.95').getAttribute('data-negative')).toBe('true');
    expect(within(ann).getByText('$32.94').getAttribute('data-negative')).toBeNull();
    expect(screen.getByLabelText('Period margin').textContent).toBe('$-393.01 · -279.8%');
    expect(screen.getByText(/workers’ compensation not set, payroll tax not set/)).toBeTruthy();
    expect(
      screen.getByText('Workers’ compensation is not set (counted as 0%): set it on the Pay rates page'),
    ).toBeTruthy();
  });

  it('switches the grouping and explains a row’s figures on demand', async () => {
    await open();
    await screen.findByText('Ann Client');
    fireEvent.click(screen.getByRole('button', { name: 'Why: Ann Client' }));
    expect(
      await screen.findByText(
        'Mon 16 Nov, Ann Client, 01_011_0107_1_1: billed $140.46 (2 h × $70.23) (invoice 1001)',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/paid \$96\.00 \+ 12% super \$11\.52/)).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await userEvent.click(screen.getByText('Worker'));
    expect(await screen.findByText('Wes Worker')).toBeTruthy();
    expect(screen.queryByText('Ann Client')).toBeNull();
  });

  it('the period picker loads another period; the CSV asks for the period and grouping shown', async () => {
    const asked: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:margin');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await open(asked);
    await screen.findByText('Ann Client');
    await userEvent.click(screen.getByText('Support item'));
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await vi.waitFor(() => expect(asked).toContain('csv periodStart=2026-11-23&groupBy=supportItem'));
    await userEvent.click(screen.getByLabelText('Pay period', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '9 Nov – 22 Nov 2026', hidden: true }));
    await vi.waitFor(() => expect(asked).toContain('report 2026-11-09'));
  });
});
