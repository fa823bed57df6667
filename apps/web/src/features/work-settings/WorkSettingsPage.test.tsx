import { calendarDateInZone, dayjs, WORK_SETTINGS_MESSAGES as W } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WorkSettingsPage } from './WorkSettingsPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const SETTINGS = {
  timeZone: 'Australia/Sydney',
  state: 'NSW',
  dayStart: '06:00',
  eveningStart: '20:00',
  clockInRadiusMetres: 500,
  clockInMode: 'warn',
  deliveryToleranceMinutes: 15,
  payPeriod: 'fortnightly',
  payPeriodAnchor: '2026-01-05',
  kilometresAtClockOut: 'whenDriven',
  trainingRosterCheck: false,
};
const YEAR = Number(calendarDateInZone(new Date(), 'Australia/Sydney').slice(0, 4));
const holidaysOf = (year: number) => [
  { publicHolidayId: `h-${year}-1`, date: `${year}-12-25`, name: 'Christmas Day', source: 'seeded' },
  { publicHolidayId: `h-${year}-2`, date: `${year}-08-14`, name: 'Show Day', source: 'added' },
];

type Posted = { key: string; body: unknown };

/** The page over a stubbed server; `replies` overrides a POST's reply. */
function server(replies: Record<string, () => Response> = {}) {
  startSession(loginReplyFor('Administrator'));
  const posted: Posted[] = [];
  const years: string[] = [];
  const ok = (message: string) => () => json({ status: 'Success', message });
  const record = (key: string, fallback: () => Response) => (init: RequestInit | undefined) => {
    posted.push({ key, body: init?.body ? JSON.parse(String(init.body)) : null });
    return (replies[key] ?? fallback)();
  };
  const api = stubApi({
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/SetUp/get_work_settings': () => json(SETTINGS),
    'GET /api/SetUp/get_public_holidays': (_init, url) => {
      const year = new URL(url, 'http://x').searchParams.get('year') ?? '';
      years.push(year);
      return json(holidaysOf(Number(year)));
    },
    'POST /api/SetUp/edit_work_settings': record('settings', ok('Work settings saved.')),
    'POST /api/TimePeriods/edit_timeperiod': record('periods', ok('Time periods saved.')),
    'POST /api/SetUp/add_public_holiday': record('add', ok('Public holiday added.')),
    [`POST /api/SetUp/delete_public_holiday/h-${YEAR}-1`]: record('delete', ok('Public holiday removed.')),
  });
  renderWithProviders(<WorkSettingsPage />);
  return { api, posted, years };
}

const form = (name: string) => screen.findByRole('form', { name });

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the Work Settings page: time zone, state and clock-in', { timeout: 30_000 }, () => {
  it('shows the saved settings and saves a new radius and check mode', async () => {
    const { posted } = server();
    const card = within(await form('Time zone, state and clock-in'));
    expect((card.getByLabelText(/Time zone/) as HTMLInputElement).value).toBe('Australia/Sydney');
    expect((card.getByLabelText(/State or territory/) as HTMLInputElement).value).toBe(
      'New South Wales (NSW)',
    );
    expect(card.getByText(/Warn: Clock-in always succeeds/)).toBeTruthy();
    const radius = card.getByLabelText(/Clock-in radius/);
    await userEvent.clear(radius);
    await userEvent.type(radius, '300');
    await userEvent.click(card.getByText('Block'));
    await userEvent.click(card.getByLabelText(/Check required training when rostering/));
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      key: 'settings',
      body: {
        timeZone: 'Australia/Sydney',
        state: 'NSW',
        clockInRadiusMetres: 300,
        clockInMode: 'block',
        deliveryToleranceMinutes: 15,
        payPeriod: 'fortnightly',
        payPeriodAnchor: '2026-01-05',
        kilometresAtClockOut: 'whenDriven',
        trainingRosterCheck: true,
      },
    });
  });

  it('saves a delivery tolerance of 0 and refuses one over 120 minutes at its field', async () => {
    const { posted } = server();
    const card = within(await form('Time zone, state and clock-in'));
    const tolerance = card.getByLabelText(/Delivery tolerance/);
    expect((tolerance as HTMLInputElement).value).toBe('15 min');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '121');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await card.findByText(W.tolerance)).toBeTruthy();
    expect(posted).toHaveLength(0);
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '0');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ deliveryToleranceMinutes: 0 });
  });

  it('checks the radius before sending, and shows a server message at its field', async () => {
    const { posted } = server({
      settings: () =>
        json({ status: 'Error', message: W.zone, errors: { timeZone: 'Choose a time zone' } }, 400),
    });
    const card = within(await form('Time zone, state and clock-in'));
    const radius = card.getByLabelText(/Clock-in radius/);
    await userEvent.clear(radius);
    await userEvent.type(radius, '20');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await card.findByText(W.radius)).toBeTruthy();
    expect(posted).toHaveLength(0);
    await userEvent.clear(radius);
    await userEvent.type(radius, '800');
    await userEvent.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await card.findByText('Choose a time zone')).toBeTruthy();
    expect(posted).toHaveLength(1);
  });

  it('lists Australian time zones first', async () => {
    server();
    const card = within(await form('Time zone, state and clock-in'));
    await userEvent.click(card.getByLabelText(/Time zone/));
    const options = await screen.findAllByRole('option', { hidden: true });
    const names = options.map((o) => o.textContent ?? '');
    const firstOther = names.findIndex((n) => !n.startsWith('Australia/'));
    expect(firstOther).toBeGreaterThan(5);
    expect(names.slice(firstOther).some((n) => n.startsWith('Australia/'))).toBe(false);
    expect(names).toContain('Australia/Perth');
  });
});

describe('the Work Settings page: time periods', { timeout: 30_000 }, () => {
  it('shows the bands and codes the edges make, following the form, and saves the edges', async () => {
    const { posted } = server();
    const card = within(await form('Time periods'));
    const table = within(card.getByRole('table', { name: 'Bands and shift codes' }));
    expect(table.getAllByText('06:00–20:00')).toHaveLength(3);
    expect(table.getByText('20:00–24:00')).toBeTruthy();
    expect(table.getAllByText('00:00–06:00 and 20:00–24:00')).toHaveLength(2);
    for (const code of ['M', 'E', 'EX', 'SA', 'SAN', 'SU', 'SUN', 'PH', 'N']) {
      expect(table.getByText(code)).toBeTruthy();
    }
    const dayStart = card.getByLabelText(/Day starts/);
    await userEvent.clear(dayStart);
    await userEvent.type(dayStart, '07:00');
    expect(await table.findByText('00:00–07:00')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Save time periods' }));
    await waitFor(() =>
      expect(posted).toEqual([{ key: 'periods', body: { dayStart: '07:00', eveningStart: '20:00' } }]),
    );
  });

  it('refuses an evening start before the day start, at the evening field', async () => {
    const { posted } = server();
    const card = within(await form('Time periods'));
    const evening = card.getByLabelText(/Evening starts/);
    await userEvent.clear(evening);
    await userEvent.type(evening, '05:00');
    await userEvent.click(card.getByRole('button', { name: 'Save time periods' }));
    expect(await card.findByText(W.dayBeforeEvening)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});

describe('the Work Settings page: public holidays', { timeout: 30_000 }, () => {
  it('lists this year’s holidays with their dates and sources, and switches years', async () => {
    const { years } = server();
    const list = within(await screen.findByRole('list', { name: `Public holidays ${YEAR}` }));
    expect(list.getByText(dayjs(`${YEAR}-12-25`).format('ddd D MMM YYYY'))).toBeTruthy();
    expect(list.getByText('Seeded')).toBeTruthy();
    expect(list.getByText('Added')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(await screen.findByRole('list', { name: `Public holidays ${YEAR + 1}` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByRole('list', { name: `Public holidays ${YEAR - 1}` })).toBeTruthy();
    expect(years).toEqual([String(YEAR), String(YEAR + 1), String(YEAR - 1)]);
  });

  it('removes a holiday after confirming', async () => {
    const { posted } = server();
    const list = within(await screen.findByRole('list', { name: `Public holidays ${YEAR}` }));
    await userEvent.click(list.getByRole('button', { name: 'Remove Christmas Day' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Christmas Day on .* will no longer be a public holiday/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posted.map((p) => p.key)).toEqual(['delete']));
  });

  it('adds a holiday, and shows "already a holiday" at the date', async () => {
    const { posted } = server({
      add: () => json({ status: 'Error', message: W.holidayExists, errors: { date: W.holidayExists } }, 400),
    });
    const add = within(await form('Add a public holiday'));
    await userEvent.click(add.getByRole('button', { name: 'Add holiday' }));
    expect(await add.findByText(W.holidayDate)).toBeTruthy();
    expect(add.getByText(W.holidayName)).toBeTruthy();
    expect(posted).toHaveLength(0);
    // The calendar opens on the current month; any of its days will do.
    await userEvent.click(add.getByLabelText(/Date/));
    const day = dayjs().date(15);
    await userEvent.click(
      await screen.findByRole('button', { name: day.format('D MMMM YYYY'), hidden: true }),
    );
    await userEvent.type(add.getByLabelText(/Name/), 'Regional Show');
    await userEvent.click(add.getByRole('button', { name: 'Add holiday' }));
    expect(await add.findByText(W.holidayExists)).toBeTruthy();
    expect(posted).toEqual([{ key: 'add', body: { date: day.format('YYYY-MM-DD'), name: 'Regional Show' } }]);
  });
});
