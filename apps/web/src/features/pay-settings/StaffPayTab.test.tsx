import type { AwardSettingsRow, AwardSettingsView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MyAwardPage } from './MyAwardPage.tsx';
import { StaffPayTab } from './StaffPayTab.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const STAFF_ID = MY_STAFF.staffId;
const row = (over: Partial<AwardSettingsRow>): AwardSettingsRow => ({
  awardSettingsId: 'a-1',
  staffId: STAFF_ID,
  award: 'MA000100',
  stream: 'SACS_B',
  level: 2,
  payPoint: 1,
  employmentType: 'CASUAL',
  agreedWeeklyHours: null,
  shiftworker: false,
  shiftworkerAdviceDate: null,
  ftTenHourAgreement: false,
  sleepoverTwelveHourAgreement: false,
  aboveAwardHourlyCents: null,
  effectiveFrom: '2025-07-07',
  effectiveTo: '2026-07-05',
  recordedBy: 'Priya Sharma',
  recordedAt: '2025-07-01T00:00:00Z',
  ...over,
});
const PART_TIME = row({
  awardSettingsId: 'a-2',
  employmentType: 'PT',
  agreedWeeklyHours: 22.5,
  payPoint: 2,
  shiftworker: true,
  shiftworkerAdviceDate: '2026-06-20',
  aboveAwardHourlyCents: 4000,
  effectiveFrom: '2026-07-06',
  effectiveTo: null,
});
const VIEW: AwardSettingsView = {
  staffId: STAFF_ID,
  today: '2026-11-22',
  current: PART_TIME,
  history: [PART_TIME, row({})],
  classifications: [
    { stream: 'SACS_B', level: 2, payPoint: 1 },
    { stream: 'SACS_B', level: 2, payPoint: 2 },
    { stream: 'SACS_B', level: 2, payPoint: 3 },
  ],
};
const GET = 'GET /api/StaffAwardSettings/get_staff_award_settings';
const ADD = 'POST /api/StaffAwardSettings/add_staff_award_settings';

function Tab() {
  return (
    <>
      <h1>Sam Carter</h1>
      <StaffPayTab staffId={STAFF_ID} fullName="Sam Carter" />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the staff profile’s Pay tab (issue 38 item 1)', { timeout: 30_000 }, () => {
  it('shows the settings in force and the history', async () => {
    await renderPage('/app/user/staff/u/s', Tab, { role: 'Administrator', api: { [GET]: () => json(VIEW) } });
    expect(await screen.findByText('Part-time, 22.5 agreed hours a week')).toBeTruthy();
    expect(screen.getByText('Yes, advised in writing on 20-06-2026')).toBeTruthy();
    expect(screen.getByText('$40.00 an hour (the higher applies)')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Award settings history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '06-07-2026—SACS level 2 pay point 2 · Part-time 22.5 h · ShiftworkerPriya Sharma',
      '07-07-202505-07-2026SACS level 2 pay point 1 · CasualPriya Sharma',
    ]);
  });

  it('records a change as a new row; an unpriced stream is refused at its field', async () => {
    const add = vi.fn((_init?: RequestInit) =>
      json({ status: 'Success', message: 'The award settings were saved.' }),
    );
    await renderPage('/app/user/staff/u/s', Tab, {
      role: 'CompanyAdmin',
      api: { [GET]: () => json(VIEW), [ADD]: add },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change award settings' }));
    const form = await screen.findByRole('form', { name: 'Award settings' });
    // Casual drops the part-time hours field; the 10-hour agreement shows for full-time only.
    const user = userEvent.setup();
    await user.click(within(form).getByLabelText(/Employment type/));
    await user.click(await screen.findByRole('option', { name: 'Casual', hidden: true }));
    await waitFor(() => expect(within(form).queryByLabelText(/Agreed weekly hours/)).toBeNull());
    expect(within(form).queryByLabelText(/10-hour shift agreement/)).toBeNull();
    await user.click(within(form).getByLabelText(/Stream/));
    await user.click(
      await screen.findByRole('option', { name: 'Home care – aged care, Schedule F', hidden: true }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    // The domain's schema refuses it in the browser already, with the server's words.
    expect(await within(form).findByText('Home care – aged care, Schedule F is not priced yet')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    await user.click(within(form).getByLabelText(/Stream/));
    await user.click(await screen.findByRole('option', { name: /Schedule B/, hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String((add.mock.calls[0] as unknown as [RequestInit])[0].body));
    expect(sent).toMatchObject({
      staffId: STAFF_ID,
      award: 'MA000100',
      stream: 'SACS_B',
      level: '2',
      payPoint: '2',
      employmentType: 'CASUAL',
      shiftworker: true,
      shiftworkerAdviceDate: '2026-06-20',
      aboveAwardHourly: '40.00',
      effectiveFrom: '2026-11-22',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Award settings' })).toBeNull());
  });
});

describe('My award on the worker’s phone', { timeout: 30_000 }, () => {
  it('reads their own settings, with no way to change them', async () => {
    await renderPage('/app/staff/award', MyAwardPage, {
      role: 'Staff',
      api: { 'GET /api/Staffs/my_profile': () => json(MY_STAFF), [GET]: () => json(VIEW) },
    });
    expect(await screen.findByText('How you are paid')).toBeTruthy();
    expect(screen.getByText('Level 2, pay point 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change award settings' })).toBeNull();
  });

  it('says so when nothing is recorded yet', async () => {
    await renderPage('/app/staff/award', MyAwardPage, {
      role: 'Staff',
      api: {
        'GET /api/Staffs/my_profile': () => json(MY_STAFF),
        [GET]: () => json({ ...VIEW, current: null, history: [] }),
      },
    });
    expect(await screen.findByText(/has not recorded your award settings yet/)).toBeTruthy();
  });
});
