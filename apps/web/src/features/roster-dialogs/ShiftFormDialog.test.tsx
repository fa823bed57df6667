import { ROSTER_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession } from '../../session/session-store.ts';
import {
  BEFORE_START,
  CLIENT_ID,
  OTHER_STAFF_ID,
  OVERLAP,
  SHIFT_ID,
  shiftView,
} from '../../test/dialog-shifts.ts';
import { json } from '../../test/fixtures.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of a select or multi-select by its label. */
async function choose(user: User, dialog: HTMLElement, label: string, option: string) {
  const input = within(dialog).getAllByLabelText(label, { exact: false })[0] as HTMLElement;
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const added = () => json({ status: 'Success', message: 'Shift created.', shiftRosterIds: ['x'] });

describe('Add / Edit Shift Roster', () => {
  beforeEach(() => {
    endSession();
    vi.mocked(toasts.error).mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: BEFORE_START });
  });

  it('shows the messages at the fields and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup();
    const { urls } = openDialogs(
      { kind: 'add' },
      { api: { 'POST /api/ShiftRosters/add_multipleclient_shifts': added } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await user.click(within(dialog).getByRole('switch', { name: 'Repeat' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    // The times start filled (the next half hour, issue 40 item 8); with no staff and no client,
    // the clients' message is the spec's 'either' one.
    expect(await within(dialog).findByText(ROSTER_MESSAGES.staffOrClient)).toBeTruthy();
    expect(within(dialog).queryByText(ROSTER_MESSAGES.startRequired)).toBeNull();
    expect(within(dialog).getByText(ROSTER_MESSAGES.stopDateIfDays)).toBeTruthy();
    expect(within(dialog).getByText('Please check the fields marked in red.')).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('asks for a stop date when Repeat is on with no day', async () => {
    const user = userEvent.setup();
    openDialogs({ kind: 'add', date: '2026-11-26' });
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await user.click(within(dialog).getByRole('switch', { name: 'Repeat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.selectStopDate)).toBeTruthy();
  });

  it('never asks the checks about a form the server cannot read: no client yet, a repeat with no stop date', async () => {
    const user = userEvent.setup();
    const checked: { clientsId: string[]; repeat: boolean; stopDate: string | null }[] = [];
    openDialogs(
      { kind: 'add', date: '2026-11-26' },
      {
        api: {
          'POST /api/ShiftRosters/check_shift': (init) => {
            checked.push(JSON.parse(String(init?.body)));
            return json({ findings: [] });
          },
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await choose(user, dialog, 'Clients', 'Noah Williams');
    await waitFor(() => expect(checked.length).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('switch', { name: 'Repeat' }));
    await new Promise((r) => setTimeout(r, 600));
    // Every check sent had its client (the server's 400 before one is chosen never happens).
    expect(checked.every((b) => b.clientsId.length > 0)).toBe(true);
    expect(checked.some((b) => b.repeat && !b.stopDate)).toBe(false);
  });

  it('lists the checks’ warnings as the form changes, and saving needs a reason to override them', async () => {
    const user = userEvent.setup();
    const checked: unknown[] = [];
    const { bodies, urls, onClose } = openDialogs(
      { kind: 'add', date: '2026-11-26' },
      {
        api: {
          'POST /api/ShiftRosters/check_shift': (init) => {
            const body = JSON.parse(String(init?.body)) as { staffId: string | null };
            checked.push(body);
            return json({ findings: body.staffId ? [OVERLAP] : [] });
          },
          'POST /api/ShiftRosters/add_multipleclient_shifts': added,
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await choose(user, dialog, 'Clients', 'Noah Williams');
    expect(within(dialog).queryByText('Rostering checks')).toBeNull();
    await choose(user, dialog, 'Staff', 'Ben Okafor');
    expect(await within(dialog).findByText('Rostering checks')).toBeTruthy();
    expect(within(dialog).getByText(OVERLAP.message, { exact: false })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.overrideReason)).toBeTruthy();
    expect(urls).toEqual([]);

    await user.type(
      within(dialog).getByLabelText('Override with a reason', { exact: false }),
      'Covering a sick colleague',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        staffId: OTHER_STAFF_ID,
        clientsId: [CLIENT_ID],
        dateFrom: '2026-11-26T09:00',
        dateTo: '2026-11-26T17:00',
        repeat: false,
        stopDate: null,
        overrideReason: 'Covering a sick colleague',
      }),
    ]);
    expect(checked.at(-1)).toMatchObject({ staffId: OTHER_STAFF_ID, clientsId: [CLIENT_ID] });
  });

  it('shows a 409’s findings when the checks had not warned, then saves with the reason', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { bodies, onClose } = openDialogs(
      { kind: 'add', date: '2026-11-26' },
      {
        api: {
          'POST /api/ShiftRosters/add_multipleclient_shifts': () =>
            ++tries === 1
              ? json({ status: 'Conflict', message: ROSTER_MESSAGES.findings, findings: [OVERLAP] }, 409)
              : added(),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await choose(user, dialog, 'Clients', 'Noah Williams');
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    expect(await within(dialog).findByText(OVERLAP.message, { exact: false })).toBeTruthy();
    expect(within(dialog).getByText(ROSTER_MESSAGES.overrideReason)).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Override with a reason', { exact: false }),
      'Family asked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('overrideReason');
    expect(bodies[1]).toMatchObject({ overrideReason: 'Family asked' });
  });

  it('puts the server’s messages at the fields and toasts the spec’s failure', async () => {
    const user = userEvent.setup();
    const { onClose } = openDialogs(
      { kind: 'add', date: '2026-11-26' },
      {
        api: {
          'POST /api/ShiftRosters/add_multipleclient_shifts': () =>
            json(
              {
                status: 'Error',
                message: ROSTER_MESSAGES.sleepover,
                errors: { isNightShift: ROSTER_MESSAGES.sleepover },
              },
              400,
            ),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    await choose(user, dialog, 'Clients', 'Noah Williams');
    await user.click(within(dialog).getByRole('switch', { name: 'Sleep Over' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(ROSTER_MESSAGES.sleepover, ROSTER_MESSAGES.addFailed),
    );
    expect(within(dialog).getByText('Please check the fields marked in red.')).toBeTruthy();
    expect(within(dialog).getByText(ROSTER_MESSAGES.sleepover)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a series shift: its local times, and the choice to change the later shifts too', async () => {
    const user = userEvent.setup();
    const shift = shiftView({ seriesId: 's-1', repeat: true, tuesday: true, stopDate: '2026-12-29' });
    const { bodies, urls, onClose } = openDialogs(
      { kind: 'action', action: 'edit', shift },
      {
        api: {
          [`POST /api/ShiftRosters/edit_shift/${SHIFT_ID}`]: () =>
            json({ status: 'Success', message: 'Saved.' }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shift Roster' });
    expect((within(dialog).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Appointment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Appointment' }), 'GP at 2pm');
    await user.click(within(dialog).getByRole('radio', { name: 'This and later shifts of the series' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(urls).toEqual([`POST /api/ShiftRosters/edit_shift/${SHIFT_ID}`]);
    expect(bodies[0]).toMatchObject({
      dateFrom: '2026-11-24T09:00',
      dateTo: '2026-11-24T17:00',
      activities: ['Personal Support', 'Shopping'],
      appointment: 'GP at 2pm',
      tuesday: true,
      stopDate: '2026-12-29',
      applyTo: 'series',
    });
  });

  it('offers an open shift and sends no staff for it', async () => {
    const user = userEvent.setup();
    const { bodies, onClose } = openDialogs(
      { kind: 'add', date: '2026-11-26' },
      { api: { 'POST /api/ShiftRosters/add_multipleclient_shifts': added } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift Roster' });
    // Issue 40 item 8: an open shift is the placeholder, so typing a name searches from scratch.
    const staff = within(dialog).getAllByLabelText('Staff')[0] as HTMLInputElement;
    expect(staff.value).toBe('');
    expect(staff.placeholder).toBe('Open shift (no staff)');
    await choose(user, dialog, 'Clients', 'Noah Williams');
    await user.click(within(dialog).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ staffId: null });
  });
  it('marks a shift as a period of a broken shift, never with Sleep Over (issue 38)', async () => {
    const user = userEvent.setup();
    const shift = shiftView({ isBrokenShift: true });
    const { bodies, urls, onClose } = openDialogs(
      { kind: 'action', action: 'edit', shift },
      {
        api: {
          [`POST /api/ShiftRosters/edit_shift/${SHIFT_ID}`]: () =>
            json({ status: 'Success', message: 'Saved.' }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shift Roster' });
    const broken = within(dialog).getByRole('switch', { name: /Broken shift/ }) as HTMLInputElement;
    expect(broken.checked).toBe(true);
    await user.click(within(dialog).getByRole('switch', { name: 'Sleep Over' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(ROSTER_MESSAGES.brokenAndNight)).toBeTruthy();
    expect(urls).toEqual([]);
    await user.click(within(dialog).getByRole('switch', { name: 'Sleep Over' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ isBrokenShift: true, isNightShift: false });
  });
});
