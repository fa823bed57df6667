import type { PaySummaryRow } from '@care/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, queryOf } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { PaySummaryPage } from './PaySummaryPage.tsx';
import { PERIODS, periodPay } from './pay-lines.test-kit.ts';

const ROWS: PaySummaryRow[] = [
  {
    staffId: 's-1',
    staffName: 'Sam Carter',
    employeeId: 'E-1',
    status: 'ready',
    totalCents: 56141,
    hours: [
      { category: 'ordinary', hours: '4.00' },
      { category: 'saturday', hours: '6.00' },
    ],
    blocks: [],
    attendanceCount: 2,
  },
  {
    staffId: 's-2',
    staffName: 'Jordan Lee',
    employeeId: null,
    status: 'blocked',
    totalCents: 0,
    hours: [],
    blocks: [
      {
        code: 'no-settings',
        message: 'No award settings for Jordan Lee on Thu 12 Nov 2026',
        attendanceId: null,
        date: '2026-11-12',
        pricing: true,
      },
    ],
    attendanceCount: 1,
  },
];

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Pay summary (issue 38 item 4)', () => {
  beforeEach(() => setScreen(true));

  const open = (asked: string[] = []) =>
    renderPage('/app/shift/pay-summary', PaySummaryPage, {
      role: 'Administrator',
      api: {
        'GET /api/PayLines/get_pay_period_summary': (_i, url) => {
          const periodStart = queryOf(url).periodStart ?? 'current';
          asked.push(`summary ${periodStart}`);
          const period = periodStart === '2026-11-09' ? PERIODS[1] : PERIODS[0];
          return json({
            ...period,
            periods: PERIODS,
            workers: periodStart === '2026-11-09' ? [] : ROWS,
            totalCents: periodStart === '2026-11-09' ? 0 : 56141,
          });
        },
        'GET /api/PayLines/get_staff_pay_lines': (_i, url) => {
          const q = queryOf(url);
          asked.push(`lines ${q.staffId} ${q.fromDate} ${q.toDate}`);
          return json({
            staffId: q.staffId,
            staffName: 'Sam Carter',
            employeeId: 'E-1',
            fromDate: q.fromDate,
            toDate: q.toDate,
            periods: [periodPay()],
            totalCents: 56141,
          });
        },
      },
    });

  it('lists every worker’s total, status, hours by category and what blocks approval', async () => {
    await open();
    await screen.findByText('Sam Carter');
    const sam = rowOf('Sam Carter');
    expect(within(sam).getByText('Ready')).toBeTruthy();
    expect(within(sam).getByText('Ordinary hours 4.00 h · Saturday 6.00 h')).toBeTruthy();
    expect(within(sam).getByText('$561.41')).toBeTruthy();
    expect(within(sam).getByText('Nothing')).toBeTruthy();
    const jordan = rowOf('Jordan Lee');
    expect(within(jordan).getByText('Blocked')).toBeTruthy();
    expect(within(jordan).getByText('No award settings for Jordan Lee on Thu 12 Nov 2026')).toBeTruthy();
    expect(screen.getByText('2 workers · 1 not ready')).toBeTruthy();
    expect(screen.getByLabelText('Period total').textContent).toBe('$561.41');
  });

  it('reads a worker’s lines only when asked, with their explanations', async () => {
    const asked: string[] = [];
    await open(asked);
    await screen.findByText('Sam Carter');
    expect(asked).toEqual(['summary current']);
    fireEvent.click(screen.getByRole('button', { name: 'Pay lines of Sam Carter' }));
    expect(
      await screen.findByText(
        'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
      ),
    ).toBeTruthy();
    expect(asked).toEqual(['summary current', 'lines s-1 2026-11-23 2026-12-06']);
  });

  it('the period picker loads another period', async () => {
    const asked: string[] = [];
    await open(asked);
    await screen.findByText('Sam Carter');
    await userEvent.click(screen.getByLabelText('Pay period', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '9 Nov – 22 Nov 2026', hidden: true }));
    expect(await screen.findByText('No attendances in this period')).toBeTruthy();
    expect(asked).toEqual(['summary current', 'summary 2026-11-09']);
  });
});
