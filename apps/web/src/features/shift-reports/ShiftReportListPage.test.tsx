import { TIMESHEET_MESSAGES } from '@care/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../platform/theme.ts';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { REPORT_ID, reportView, SHIFT_ID } from './reports.test-kit.ts';
import {
  draftProblem,
  EMPTY_REPORT_DRAFT,
  ShiftReportFilterForm,
  toReportFilter,
} from './ShiftReportFilterForm.tsx';
import { ShiftReportListPage } from './ShiftReportListPage.tsx';

const OLDER = reportView({
  shiftReportId: 'r-older',
  shiftRosterId: 's-older',
  dateCreated: '2026-03-01T02:00:00.000Z',
  shiftRoster: {
    ...reportView().shiftRoster,
    shiftRosterId: 's-older',
    staff: { staffId: 'staff-2', fullName: 'Mia Wong' },
    profile: { profileId: 'p-2', fullName: 'Ben Lee' },
    clients: 'Ben Lee',
    dateFrom: '2026-02-28T23:00:00.000Z',
  },
});
// Written at the same moment as the newest: the later shift comes first.
const SAME_TIME_EARLIER_SHIFT = reportView({
  shiftReportId: 'r-same',
  shiftRosterId: 's-same',
  shiftRoster: {
    ...reportView().shiftRoster,
    shiftRosterId: 's-same',
    staff: { staffId: 'staff-3', fullName: 'Noah Kelly' },
    dateFrom: '2026-03-05T23:00:00.000Z',
  },
});

function openList(url: string, o: { lists?: URL[]; rows?: unknown[] } = {}) {
  return renderPage(url, ShiftReportListPage, {
    pattern: '/app/reports/shift-form',
    role: 'Administrator',
    api: {
      'GET /api/ShiftReports/get_all_shiftreports': (_init, u) => {
        o.lists?.push(new URL(u, 'http://x'));
        return json(o.rows ?? [OLDER, SAME_TIME_EARLIER_SHIFT, reportView()]);
      },
      'GET /api/Staffs/get_active_staffs': () => json([{ staffId: 'staff-2', fullName: 'Mia Wong' }]),
      'GET /api/Profiles/get_active_clients': () => json([{ profileId: 'p-2', fullName: 'Ben Lee' }]),
    },
  });
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);

async function openFilter(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  return screen.findByRole('dialog', { name: 'Filter shift reports' });
}

describe('the Shift Report list (shift-form)', () => {
  beforeEach(() => setScreen(true));

  it('lists newest created first, then by the shift’s date, latest first', async () => {
    await openList('/app/reports/shift-form');
    await screen.findByText('Mia Wong');
    const names = bodyRows().map((r) => r.textContent ?? '');
    expect(names[0]).toContain('Sam Carter');
    expect(names[1]).toContain('Noah Kelly');
    expect(names[2]).toContain('Mia Wong');
  });

  it('keeps the search in the address, and reads it from there', async () => {
    const { router } = await openList('/app/reports/shift-form?search=ben');
    await screen.findByText('Mia Wong');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ben');
    expect(screen.queryByText('Sam Carter')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Sam' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Sam' }));
    await waitFor(() => expect(screen.queryByText('Mia Wong')).toBeNull());
    expect(screen.getByText('Sam Carter')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('opens each report’s page and its PDF', async () => {
    await openList('/app/reports/shift-form');
    const view = await screen.findByRole('link', {
      name: 'View shift report of Sam Carter with Alex Nguyen',
    });
    expect(view.getAttribute('href')).toBe(`/app/reports/view-shift-report/${REPORT_ID}/${SHIFT_ID}`);
    const pdf = screen.getByRole('link', { name: 'PDF of the shift report of Sam Carter with Alex Nguyen' });
    expect(pdf.getAttribute('href')).toBe(`/api/ShiftReports/pdf/${REPORT_ID}`);
    expect(pdf.getAttribute('target')).toBe('_blank');
  });

  it('asks for both date-times before it loads a filter, and Reset Filter loads them all', async () => {
    const user = userEvent.setup();
    const lists: URL[] = [];
    await openList('/app/reports/shift-form', { lists });
    await screen.findByText('Mia Wong');
    const dialog = await openFilter(user);
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(TIMESHEET_MESSAGES.selectPeriod);
    expect(lists).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Reset Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter shift reports' })).toBeNull());
    expect(lists.every((u) => u.search === '')).toBe(true);
  });

  it('says when no report is there', async () => {
    await openList('/app/reports/shift-form', { rows: [] });
    expect(await screen.findByText('No shift reports yet')).toBeTruthy();
  });
});

describe('the Shift Report filter', () => {
  beforeEach(() => setScreen(true));

  it('wants both date-times, the end after the start', () => {
    expect(draftProblem(EMPTY_REPORT_DRAFT)).toBe(TIMESHEET_MESSAGES.selectPeriod);
    expect(draftProblem({ ...EMPTY_REPORT_DRAFT, start: '2026-03-01T09:00' })).toBe(
      TIMESHEET_MESSAGES.selectPeriod,
    );
    expect(draftProblem({ ...EMPTY_REPORT_DRAFT, start: '2026-03-02T09:00', end: '2026-03-01T09:00' })).toBe(
      TIMESHEET_MESSAGES.periodOrder,
    );
    expect(
      draftProblem({ ...EMPTY_REPORT_DRAFT, start: '2026-03-01T09:00', end: '2026-03-02T09:00' }),
    ).toBeNull();
  });

  it('sends the wall times as instants in the company’s zone', () => {
    const f = toReportFilter(
      { staffId: 'staff-2', clientId: null, start: '2026-03-01T09:00', end: '2026-04-05T02:30' },
      'Australia/Sydney',
    );
    expect(f).toEqual({
      staffId: 'staff-2',
      clientId: null,
      fromDate: '2026-02-28T22:00:00.000Z',
      // The night daylight saving ends: 2:30 AM happens twice, the first (still +11:00) is meant.
      toDate: '2026-04-04T15:30:00.000Z',
    });
  });

  it('loads the chosen staff member with the date-times', async () => {
    const user = userEvent.setup();
    const applied = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <ShiftReportFilterForm
          staff={[{ value: 'staff-2', label: 'Mia Wong' }]}
          clients={[]}
          value={{ ...EMPTY_REPORT_DRAFT, start: '2026-03-01T09:00', end: '2026-03-08T09:00' }}
          onApply={applied}
          close={() => undefined}
        />
      </MantineProvider>,
    );
    const input = screen.getAllByLabelText('Staff')[0] as HTMLElement;
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Mia Wong', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(applied).toHaveBeenCalledWith({
      staffId: 'staff-2',
      clientId: null,
      start: '2026-03-01T09:00',
      end: '2026-03-08T09:00',
    });
  });
});
