import type { SahQuarterView, SahStatementsView, SahStatementView } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MyStatementsPage } from './MyStatementsPage.tsx';
import { endedMonths, SahStatementsCard } from './SahStatementsCard.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

// 22 November 2026, 12:00 in Sydney (UTC+11): October 2026 is the last month that has ended.
const NOW = Date.parse('2026-11-22T01:00:00.000Z');
const ID = '7d0c6f3e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';

const statement = (over: Partial<SahStatementView>): SahStatementView => ({
  statementId: 's-1',
  clientId: ID,
  month: '2026-10',
  monthLabel: 'October 2026',
  version: 1,
  superseded: false,
  issuedAt: '2026-11-01T03:00:00.000Z',
  issuedBy: 'Scheduled run',
  mailedAt: '2026-11-01T03:00:00.000Z',
  mailedTo: 'margaret@family.example',
  mailNote: null,
  openingAvailableCents: 725_000,
  usedCents: 18_300,
  closingRemainingCents: 706_700,
  noBudgetReason: null,
  dueBy: '2026-11-30',
  ...over,
});

const VIEW: SahStatementsView = {
  clientId: ID,
  clientName: 'Margaret O’Sullivan',
  statements: [
    statement({ statementId: 's-2', version: 2, usedCents: 25_500, closingRemainingCents: 699_500 }),
    statement({ superseded: true }),
    statement({
      statementId: 's-0',
      month: '2026-09',
      monthLabel: 'September 2026',
      mailedAt: null,
      mailedTo: null,
      mailNote: 'No e-mail address for the client or a representative: print it and post it',
      usedCents: 0,
      closingRemainingCents: 725_000,
    }),
  ],
};

const QUARTER = {
  clientId: ID,
  quarter: { start: '2026-10-01', end: '2026-12-31', label: 'Oct–Dec 2026' },
  classification: '4',
  kind: 'CLASS_4',
  budgetCents: 805_556,
  careManagementCents: 80_556,
  carriedInCents: 0,
  servicesBudgetCents: 725_000,
  usedCents: 25_500,
  committedCents: 0,
  remainingCents: 699_500,
  carryOverCapCents: 100_000,
  projectedCarryOutCents: 100_000,
  projectedLapseCents: 599_500,
  drawdownBasis: 'FULL_PRICE',
  estimate: false,
  usedNote: 'Used counts the delivered lines of the quarter.',
  claimWindowLastDay: '2027-02-28',
  lines: [],
  explanation: [],
  warnings: [],
} satisfies SahQuarterView;

const STATEMENTS = 'GET /api/SupportAtHome/statements';

function Card() {
  return (
    <>
      <h1>Margaret O’Sullivan</h1>
      <SahStatementsCard clientId={ID} />
    </>
  );
}

describe('Support at Home monthly statements (issue 39 item 5)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the months to generate are those that have ended, from the program’s start', () => {
    expect(endedMonths('2026-11-22').slice(0, 2)).toEqual(['2026-10', '2026-09']);
    expect(endedMonths('2026-01-05')).toEqual(['2025-12', '2025-11']);
  });

  it('the office lists each month’s versions with where they were mailed, and generates a month with its progress', async () => {
    const generate = vi.fn((_init?: RequestInit) =>
      json({
        runId: 'run-1',
        month: '2026-10',
        status: 'Running',
        total: 0,
        done: 0,
        issued: 0,
        unchanged: 0,
        mailed: 0,
        mailbox: false,
        message: 'Generating the October 2026 statements: new and changed ones are mailed',
        startedBy: 'Ada Office',
        startedAt: '2026-11-22T01:00:00.000Z',
        finishedAt: null,
      }),
    );
    await renderPage('/app/user/clients/p-1/Margaret', Card, {
      role: 'Administrator',
      api: {
        [STATEMENTS]: () => json(VIEW),
        'POST /api/SupportAtHome/statements/generate': generate,
        'GET /api/SupportAtHome/statements/run': () =>
          json({
            runId: 'run-1',
            month: '2026-10',
            status: 'Done',
            total: 12,
            done: 12,
            issued: 3,
            unchanged: 9,
            mailed: 2,
            mailbox: false,
            message: null,
            startedBy: 'Ada Office',
            startedAt: '2026-11-22T01:00:00.000Z',
            finishedAt: '2026-11-22T01:00:05.000Z',
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Monthly statements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'October 2026',
      'October 2026',
      'September 2026',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('$6,995.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Replaced')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('margaret@family.example')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/No e-mail address/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the October 2026 statement, version 2' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Generate statements' }));
    await waitFor(() => expect(generate).toHaveBeenCalled());
    expect(JSON.parse(String((generate.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({
      month: '2026-10',
    });
    const progress = await screen.findByLabelText('Statement run');
    await waitFor(() => expect(progress.textContent).toBe('October 2026: 3 issued, 9 unchanged, 2 mailed'));
  });

  it('without a mail server the run says the statements wait in the Mailbox, never that they were mailed', async () => {
    const done = {
      runId: 'run-1',
      month: '2026-10',
      status: 'Done',
      total: 12,
      done: 12,
      issued: 3,
      unchanged: 9,
      mailed: 2,
      mailbox: true,
      message: null,
      startedBy: 'Ada Office',
      startedAt: '2026-11-22T01:00:00.000Z',
      finishedAt: '2026-11-22T01:00:05.000Z',
    };
    await renderPage('/app/user/clients/p-1/Margaret', Card, {
      role: 'Administrator',
      api: {
        [STATEMENTS]: () => json(VIEW),
        'POST /api/SupportAtHome/statements/generate': () => json({ ...done, status: 'Running', done: 0 }),
        'GET /api/SupportAtHome/statements/run': () => json(done),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate statements' }));
    const progress = await screen.findByLabelText('Statement run');
    await waitFor(() =>
      expect(progress.textContent).toBe(
        'October 2026: 3 issued, 9 unchanged, 2 in the Mailbox to pass on (no mail server is set up, so nothing was e-mailed)',
      ),
    );
  });

  it('an auditor reads the statements without Generate', async () => {
    await renderPage('/app/user/clients/p-1/Margaret', Card, {
      role: 'Auditor',
      api: { [STATEMENTS]: () => json(VIEW) },
    });
    expect(await screen.findByRole('table', { name: 'Monthly statements' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate statements' })).toBeNull();
  });

  it('the client sees their budget left and their statements, without the office’s mail column', async () => {
    const quarterUrls: string[] = [];
    await renderPage('/app/client/statements', MyStatementsPage, {
      role: 'Client',
      api: {
        'GET /api/SupportAtHome/my_statements': () => json(VIEW),
        'GET /api/SupportAtHome/client_quarter': (_init, url) => {
          quarterUrls.push(url);
          return json(QUARTER);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'My statements' })).toBeTruthy();
    const budget = await screen.findByLabelText('Budget left Oct–Dec 2026');
    expect(within(budget).getByText('$6,995.00')).toBeTruthy();
    expect(within(budget).getByText('left to spend this quarter')).toBeTruthy();
    expect(within(budget).getByText('$255.00')).toBeTruthy();
    expect(quarterUrls[0]).toContain(`clientId=${ID}`);
    expect(quarterUrls[0]).toContain('date=2026-11-22');
    const table = screen.getByRole('table', { name: 'Monthly statements' });
    expect(within(table).queryByText('Mailed')).toBeNull();
    expect(within(table).queryByText('margaret@family.example')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('on a phone each statement is a card with the funding left and its PDF', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '' || query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderPage('/app/client/statements', MyStatementsPage, {
      role: 'Client',
      api: {
        'GET /api/SupportAtHome/my_statements': () => json(VIEW),
        'GET /api/SupportAtHome/client_quarter': () => json(QUARTER),
      },
    });
    const list = await screen.findByLabelText('Monthly statements');
    expect(screen.queryByRole('table', { name: 'Monthly statements' })).toBeNull();
    expect(within(list).getAllByText('Funding left')).toHaveLength(3);
    expect(
      within(list).getByRole('button', { name: 'Open the October 2026 statement, version 2' }),
    ).toBeTruthy();
  });

  it('a client with no statements kept reads so', async () => {
    await renderPage('/app/client/statements', MyStatementsPage, { role: 'Client', api: {} });
    expect(await screen.findByText('No Support at Home statements are kept for your account.')).toBeTruthy();
  });
});
