import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { endSession, startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import type { FundedItem, SupportScheduleRow } from './catalogue-api.ts';
import { SCHEDULE_PRICING_RULE, ScheduleSupport } from './ScheduleSupport.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const PROFILE = '0b9c7f3e-7c0e-4d5a-9a53-3a1f1c2d4e5f';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const ITEMS: FundedItem[] = [
  {
    ndiA_DPAId: '5c3d2a7e-1111-4a5b-8c9d-000000000001',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
    itemNumber: '01_011_0107_1_1',
    remote: 70.23,
    priceColumn: 'VIC',
    unit: 'H',
    allowedDays: WEEKDAYS,
  },
  {
    ndiA_DPAId: '5c3d2a7e-1111-4a5b-8c9d-000000000002',
    itemName: 'Assistance With Self-Care Activities - Standard - Saturday',
    itemNumber: '01_013_0107_1_1',
    remote: 98.83,
    priceColumn: 'VIC',
    unit: 'H',
    allowedDays: ['Saturday'],
  },
];
const LINE: SupportScheduleRow = {
  scheduleId: 's-1',
  profileId: PROFILE,
  supportItemId: ITEMS[0]?.ndiA_DPAId ?? null,
  supportType: 'Access Community Social and Rec Activities - Standard - Weekday Daytime',
  quantity: 4,
  cost: 70.23,
  // A row written before issue 40, in the spec's old spelling: it still reads as Wednesday.
  frequency: 'Monday,Wednessday,Friday',
  itemNumber: '04_104_0125_6_1',
  companyID: 'c-1',
  dateCreated: '2026-11-20T00:00:00Z',
};

const SUGGESTED: SupportScheduleRow = {
  ...LINE,
  scheduleId: 's-9',
  supportType: 'Assistance With Self-Care Activities - Standard - Saturday',
  itemNumber: '01_013_0107_1_1',
  acceptedAt: null,
  acceptedBy: null,
};

function server(role = 'Administrator', lines: SupportScheduleRow[] = [LINE]) {
  startSession(loginReplyFor(role));
  const posted: Record<string, unknown>[] = [];
  const accepted: string[] = [];
  const searches: string[] = [];
  const api = stubApi({
    'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }),
    'GET /api/Invoice/get_client_support_schedules': () =>
      json(
        lines.map((l) =>
          accepted.includes(l.scheduleId) ? { ...l, acceptedAt: '2026-11-21T00:00:00Z' } : l,
        ),
      ),
    'POST /api/Invoice/accept_schedule/s-9': () => {
      accepted.push('s-9');
      return json({ status: 'Success', message: 'Schedule accepted: it now prices the client’s invoices.' });
    },
    'GET /api/Invoice/get_ndia_dpa_items': (_init, url) => {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      searches.push(search);
      return json(
        ITEMS.filter((i) => `${i.itemNumber} ${i.itemName}`.toLowerCase().includes(search.toLowerCase())),
      );
    },
    'POST /api/Invoice/add_schedule_of_support': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return json({ status: 'Success', message: 'Schedule created.', scheduleId: 's-2' });
    },
  });
  renderWithProviders(<ScheduleSupport profileId={PROFILE} fullName="Mia Chen" />);
  return { api, posted, searches, accepted };
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

/** Types in the item picker, waits for the server's search, and picks the option. */
async function chooseItem(dialog: HTMLElement, searches: string[], search: string, option: RegExp) {
  await userEvent.type(within(dialog).getByLabelText(/Funded item/), search);
  await waitFor(() => expect(searches).toContain(search));
  const [first] = await screen.findAllByRole('option', { name: option, hidden: true }, { timeout: 3000 });
  await userEvent.click(first as HTMLElement);
}

describe('the Schedule Support tab', () => {
  it('lists the lines with hourly cost and readable days', async () => {
    server();
    const row = (await screen.findByText(LINE.supportType)).closest('tr') as HTMLElement;
    expect(within(row).getByText('$70.23')).toBeTruthy();
    expect(within(row).getAllByText('Monday, Wednesday and Friday').length).toBeGreaterThan(0);
  });

  it('prints consecutive days as a range, as the service agreement does', async () => {
    server('Administrator', [{ ...LINE, frequency: 'Monday,Tuesday,Wednesday,Thursday,Friday' }]);
    const row = (await screen.findByText(LINE.supportType)).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Monday to Friday').length).toBeGreaterThan(0);
  });

  it('fills cost and item number from the chosen item and offers only its days', async () => {
    const { posted, searches } = server();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Schedule' });
    await chooseItem(dialog, searches, 'Weekday', /01_011_0107_1_1/);
    expect((within(dialog).getByLabelText('Item Number') as HTMLInputElement).value).toBe('01_011_0107_1_1');
    expect((within(dialog).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('$70.23');
    expect(within(dialog).getByText('This item is for Monday to Friday only.')).toBeTruthy();

    await userEvent.click(within(dialog).getByLabelText(/Frequency/));
    // The picker's item options stay in the page, hidden: the days are the others.
    const options = (await screen.findAllByRole('option', { hidden: true }))
      .map((o) => o.textContent ?? '')
      .filter((t) => !t.includes('·'));
    expect(options).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    await userEvent.click(screen.getByRole('option', { name: 'Tuesday', hidden: true }));
    await userEvent.click(screen.getByRole('option', { name: 'Thursday', hidden: true }));

    // No quantity yet: the spec's message.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('Incomplete Request')).not.toHaveLength(0);
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Quantity/), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      profileId: PROFILE,
      ndiA_DPAId: ITEMS[0]?.ndiA_DPAId,
      quantity: 2.5,
      frequency: 'Tuesday,Thursday',
      itemNumber: '01_011_0107_1_1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a Schedule' })).toBeNull());
  });

  it('a Saturday item takes Saturday only, picked for the user', async () => {
    const { searches } = server();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Schedule' });
    await chooseItem(dialog, searches, '01_013', /01_013_0107_1_1/);
    expect((within(dialog).getByLabelText(/^Cost/) as HTMLInputElement).value).toBe('$98.83');
    expect(within(dialog).getByText('This item is for Saturday only.')).toBeTruthy();
    expect(within(dialog).getByText('Saturday')).toBeTruthy();
  });

  it('a suggestion carries its badge and the rule; the office accepts it and the badge goes', async () => {
    setScreen(true);
    const { accepted } = server('Administrator', [LINE, SUGGESTED]);
    expect(await screen.findByText(SCHEDULE_PRICING_RULE)).toBeTruthy();
    const row = (await screen.findByText(SUGGESTED.supportType)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Suggestion – not priced')).toBeTruthy();
    const priced = screen.getByText(LINE.supportType).closest('tr') as HTMLElement;
    expect(within(priced).queryByText('Suggestion – not priced')).toBeNull();
    expect(within(priced).queryByRole('button', { name: /^Accept/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: `Accept ${SUGGESTED.itemNumber}` }));
    await waitFor(() => expect(accepted).toEqual(['s-9']));
    expect(toasts.success).toHaveBeenCalledWith('Schedule accepted: it now prices the client’s invoices.');
    await waitFor(() => expect(screen.queryByText('Suggestion – not priced')).toBeNull());
  });

  it('a support worker sees the suggestion badge and the rule but no Accept', async () => {
    server('Staff', [SUGGESTED]);
    const row = (await screen.findByText(SUGGESTED.supportType)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Suggestion – not priced')).toBeTruthy();
    expect(screen.getByText(SCHEDULE_PRICING_RULE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('shows an auditor the table without Add or Delete', async () => {
    server('Auditor');
    await screen.findByText(LINE.supportType);
    expect(screen.queryByRole('button', { name: 'Add Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
