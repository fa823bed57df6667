import type { PaySummaryRow } from '@care/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    approved: false,
    approvedAt: null,
    approvedBy: null,
    correctionCents: 0,
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
    approved: false,
    approvedAt: null,
    approvedBy: null,
    correctionCents: 0,
  },
  {
    staffId: 's-3',
    staffName: 'Alex Kim',
    employeeId: 'E-3',
    status: 'approved',
    totalCents: 18110,
    hours: [{ category: 'ordinary', hours: '4.00' }],
    blocks: [],
    attendanceCount: 1,
    approved: true,
    approvedAt: '2026-11-23T23:30:00.000Z',
    approvedBy: 'Pat Lee',
    correctionCents: 0,
  },
];

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Pay summary (issue 38 item 4)', () => {
  beforeEach(() => setScreen(true));

  const open = (asked: string[] = [], role = 'Administrator') =>
    renderPage('/app/shift/pay-summary', PaySummaryPage, {
      role,
      api: {
        'POST /api/PayLines/approve_pay_period': (init) => {
          const body = JSON.parse(String(init?.body)) as { staffId: string; periodStart: string };
          asked.push(`approve ${body.staffId} ${body.periodStart}`);
          return json({ status: 'Success', message: 'Approved.', payRunId: 'run-1', totalCents: 56141 });
        },
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
    expect(screen.getByText('3 workers · 1 not ready')).toBeTruthy();
    expect(screen.getByLabelText('Period total').textContent).toBe('$561.41');
  });

  it('approves a ready worker; a blocked one cannot be; an approved one says who and when', async () => {
    const asked: string[] = [];
    await open(asked);
    await screen.findByText('Sam Carter');
    const alex = rowOf('Alex Kim');
    expect(within(alex).getByText('Approved')).toBeTruthy();
    // 10:30 on Tue 24 Nov in Sydney.
    expect(within(alex).getByText('Approved by Pat Lee on Tue 24 Nov 2026')).toBeTruthy();
    expect(within(alex).queryByRole('button', { name: /Approve/ })).toBeNull();
    const jordan = screen.getByRole('button', { name: 'Approve the pay of Jordan Lee' }) as HTMLButtonElement;
    expect(jordan.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the pay of Sam Carter' }));
    await vi.waitFor(() => expect(asked).toContain('approve s-1 2026-11-23'));
    // The summary is read again after the approval.
    await vi.waitFor(() => expect(asked.filter((a) => a === 'summary current')).toHaveLength(2));
  });

  it('"Approve all ready" approves every ready worker after a confirmation', async () => {
    const asked: string[] = [];
    await open(asked);
    await screen.findByText('Sam Carter');
    await userEvent.click(screen.getByRole('button', { name: 'Approve all ready (1)' }));
    expect(await screen.findByText(/Approve the pay of 1 worker for 23 Nov – 6 Dec 2026\?/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve all' }));
    await vi.waitFor(() =>
      expect(asked.filter((a) => a.startsWith('approve'))).toEqual(['approve s-1 2026-11-23']),
    );
  });

  it('one export only, the Payroll CSV; a reader who may not approve sees no Approve', async () => {
    await open([], 'Auditor');
    await screen.findByText('Sam Carter');
    expect(screen.getByRole('button', { name: 'Payroll CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
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
