import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { StaffRosterPage } from './StaffRosterPage.tsx';

// The shift runs 10:00–14:00 on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
const START = Date.parse('2026-03-10T23:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

async function openRoster(now: number, over: Parameters<typeof shiftView>[0] = {}) {
  vi.setSystemTime(now);
  const cancellations: string[] = [];
  const periods: string[] = [];
  const page = await renderPage('/app/staff/shift-roster', StaffRosterPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/ShiftRosters/get_periodic_shift_rosters': (_init, url) => {
        periods.push(url);
        return json([shiftView(over)]);
      },
      'GET /api/ShiftRosters/shift_cancellation': (_init, url) => {
        cancellations.push(url);
        return json({ status: 'Success', message: 'Cancellation request sent' });
      },
    },
  });
  const card = await screen.findByRole('button', { name: /Shift details: Alex Nguyen/ });
  return { ...page, card: card.closest('.mantine-Card-root') as HTMLElement, cancellations, periods };
}

describe('Staff shift roster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the 7 days from today in Sydney, for the signed-in staff member', async () => {
    const { periods } = await openRoster(START - minutes(60));
    const url = new URL(periods[0] ?? '', 'http://x');
    expect(url.searchParams.get('fromDate')).toBe('2026-03-11');
    expect(url.searchParams.get('toDate')).toBe('2026-03-17');
    expect(url.searchParams.get('staffId')).toBe(MY_STAFF.staffId);
    expect(screen.getByRole('heading', { name: 'Wednesday 11 March' })).toBeTruthy();
  });

  it('moves the week by 6 days', async () => {
    const { periods } = await openRoster(START - minutes(60));
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    await waitFor(() => expect(periods.some((u) => u.includes('fromDate=2026-03-17'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Previous days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous days' }));
    await waitFor(() => expect(periods.some((u) => u.includes('fromDate=2026-03-05'))).toBe(true));
  });

  it('is Upcoming with Cancel shift until 10 minutes before the start, then Clock-In', async () => {
    const { card } = await openRoster(START - minutes(10) - 1000);
    expect(within(card).getByText('Upcoming')).toBeTruthy();
    expect(isDisabled(within(card).getByRole('button', { name: 'More actions' }))).toBe(false);
    expect(within(card).queryByRole('button', { name: 'Clock-In' })).toBeNull();
    // The clock refreshes every 30 s: the window opens without a reload.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    // The status stays Upcoming (from the attendance, as the office sees it) while Clock-In is offered.
    expect(within(card).getByText('Upcoming', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(isDisabled(within(card).getByRole('button', { name: 'Clock-In' }))).toBe(false);
    expect(isDisabled(within(card).getByRole('button', { name: 'More actions' }))).toBe(false);
  });

  it('offers Fill Report and no cancel while the shift is in progress', async () => {
    const { card } = await openRoster(START + minutes(30), { attendance: true });
    expect(within(card).getByText('In shift')).toBeTruthy();
    expect(isDisabled(within(card).getByRole('button', { name: 'Fill Report' }))).toBe(false);
    expect(within(card).queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('shows a requested cancellation and offers no second request', async () => {
    const { card } = await openRoster(START - minutes(60), { status: 'Pending' });
    expect(within(card).getByText('Cancellation requested')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('reads Cancelled once the office approved the release, with no actions', async () => {
    const { card } = await openRoster(START - minutes(60), { status: 'Cancelled' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).queryByText('Upcoming')).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(1);
  });

  it('still offers Clock-In (no second cancel) while a request waits in the clock-in window', async () => {
    const { card } = await openRoster(START - minutes(5), { status: 'Pending' });
    expect(isDisabled(within(card).getByRole('button', { name: 'Clock-In' }))).toBe(false);
    expect(within(card).queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('is Absent once the end passes without attendance, with no actions', async () => {
    const { card } = await openRoster(START + minutes(4 * 60));
    expect(within(card).getByText('Absent')).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toHaveLength(1);
  });

  it('needs a reason to request cancellation, then sends it', async () => {
    const { card, cancellations } = await openRoster(START - minutes(60));
    fireEvent.click(within(card).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel shift…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel shift' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText('Input Fields cannot be empty')).toBeTruthy();
    expect(cancellations).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Family emergency' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() => expect(cancellations).toHaveLength(1));
    const url = new URL(cancellations[0] ?? '', 'http://x');
    expect(url.searchParams.get('shiftid')).toBe('shift-1');
    expect(url.searchParams.get('reason')).toBe('Family emergency');
  });

  it('opens the read-only Shift Details from the card', async () => {
    const { card } = await openRoster(START - minutes(60));
    fireEvent.click(within(card).getByRole('button', { name: /Shift details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shift Details' });
    expect(within(dialog).getByText('Morning routine and a trip to the shops')).toBeTruthy();
    expect(within(dialog).getByText('Personal Support, Transport')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
