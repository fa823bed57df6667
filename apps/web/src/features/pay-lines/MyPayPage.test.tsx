import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, queryOf } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { MyPayPage } from './MyPayPage.tsx';
import { PERIODS, periodPay } from './pay-lines.test-kit.ts';

const WAITING = periodPay({
  fromDate: '2026-11-09',
  toDate: '2026-11-22',
  status: 'waiting',
  totalCents: 12345,
  lines: [],
  blocks: [
    {
      code: 'attendance-not-approved',
      message: 'Your shift on Sat 14 Nov 2026 is not approved yet.',
      attendanceId: 'a-1',
      date: '2026-11-14',
      pricing: false,
    },
    {
      code: 'attendance-not-approved',
      message: 'Your shift on Sun 15 Nov 2026 is not approved yet.',
      attendanceId: 'a-2',
      date: '2026-11-15',
      pricing: false,
    },
  ],
});

describe('My pay (issue 38 item 4)', () => {
  beforeEach(() => setScreen(false));

  const open = (asked: (string | undefined)[] = []) =>
    renderPage('/app/staff/my-pay', MyPayPage, {
      role: 'Staff',
      api: {
        'GET /api/PayLines/get_my_pay': (_i, url) => {
          const periodStart = queryOf(url).periodStart;
          asked.push(periodStart);
          return json({
            staffId: 's-1',
            periods: PERIODS,
            period: periodStart === '2026-11-09' ? WAITING : periodPay(),
          });
        },
      },
    });

  it('shows the current period’s total and each line in plain words, the rule on demand', async () => {
    const asked: (string | undefined)[] = [];
    await open(asked);
    expect(await screen.findByText('$561.41')).toBeTruthy();
    expect(asked).toEqual([undefined]);
    expect(screen.getByText('All shifts approved')).toBeTruthy();
    expect(
      screen.getByText(
        'Sat 14 Nov 8:00–14:00, Saturday: 6 h at 175% (casual loading included) of $36.22 = $380.31',
      ),
    ).toBeTruthy();
    expect(screen.getByText('$380.31')).toBeTruthy();
    expect(screen.getByText('Sat 14 Nov · 6.00 h at $63.385')).toBeTruthy();
    const why = screen.getAllByRole('button', { name: 'Why this amount?' })[1] as HTMLElement;
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('cl 26.2, cl 11.2')).toBeNull();
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('cl 26.2, cl 11.2')).toBeTruthy();
  });

  it('picks a past period, and says in the worker’s words what holds it', async () => {
    const asked: (string | undefined)[] = [];
    await open(asked);
    await screen.findByText('$561.41');
    await userEvent.click(screen.getByLabelText('Pay period', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '9 Nov – 22 Nov 2026', hidden: true }));
    await screen.findByText('$123.45');
    expect(asked).toEqual([undefined, '2026-11-09']);
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText('Before this pay is final')).toBeTruthy();
    // Two shifts waiting read as one line naming their days.
    expect(
      screen.getByText('2 of your shifts are not approved yet (Sat 14 Nov and Sun 15 Nov).'),
    ).toBeTruthy();
    expect(screen.getByText('No shifts in this period.')).toBeTruthy();
  });

  it('a period that cannot be worked out says so instead of showing lines', async () => {
    await renderPage('/app/staff/my-pay', MyPayPage, {
      role: 'Staff',
      api: {
        'GET /api/PayLines/get_my_pay': () =>
          json({
            staffId: 's-1',
            periods: PERIODS,
            period: periodPay({
              status: 'blocked',
              lines: [],
              totalCents: 0,
              blocks: [
                {
                  code: 'no-settings',
                  message:
                    'Your award level and employment type are not recorded yet. The office will add them.',
                  attendanceId: null,
                  date: null,
                  pricing: true,
                },
              ],
            }),
          }),
      },
    });
    expect(await screen.findByText('Cannot be worked out yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Your award level and employment type are not recorded yet. The office will add them.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByText('Your pay for this period is shown once the office has fixed what is listed above.'),
      ).toBeTruthy(),
    );
  });
});
