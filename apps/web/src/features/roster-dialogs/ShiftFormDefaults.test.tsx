import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { json } from '../../test/fixtures.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const added = () => json({ status: 'Success', message: 'Shift created.', shiftRosterIds: ['x'] });

// Issue 40 item 8: Add Shift starts at the next half hour, and typing in the staff box searches.
describe('Add Shift’s starting values', () => {
  beforeEach(() => {
    endSession();
    // 7:10 am on Tuesday 24 November 2026 in Sydney.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T20:10:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('opened with no day starts at the next half hour of the company’s clock, for two hours', async () => {
    openDialogs({ kind: 'add' }, { api: { 'POST /api/ShiftRosters/add_multipleclient_shifts': added } });
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    expect(within(dialog).getByText('24-11-2026 7:30 AM')).toBeTruthy();
    expect(within(dialog).getByText('24-11-2026 9:30 AM')).toBeTruthy();
  });

  it('opened on today after 9 am starts at the next half hour too; another day keeps 9 to 5', async () => {
    vi.setSystemTime(new Date('2026-11-23T23:40:00Z')); // 10:40 am in Sydney
    openDialogs({ kind: 'add', date: '2026-11-24' }, { api: {} });
    let dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    expect(within(dialog).getByText('24-11-2026 11:00 AM')).toBeTruthy();
    cleanup();
    openDialogs({ kind: 'add', date: '2026-11-26' }, { api: {} });
    dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    expect(within(dialog).getByText('26-11-2026 9:00 AM')).toBeTruthy();
  });

  it('typing a name in the staff box searches the staff; it does not add to "Open shift"', async () => {
    const user = userEvent.setup();
    openDialogs({ kind: 'add', date: '2026-11-26' }, { api: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    const staff = within(dialog).getAllByLabelText('Staff')[0] as HTMLInputElement;
    await user.click(staff);
    await user.type(staff, 'Ben');
    expect(staff.value).toBe('Ben');
    await waitFor(() => expect(staff.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(staff.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('option', { name: 'Ben Okafor', hidden: true })).toBeTruthy();
    expect(within(list).queryByRole('option', { name: 'Amelia Clarke', hidden: true })).toBeNull();
  });
});
