import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { CLIENT_TABS, STAFF_TABS } from '../profiles/tab-lists.ts';
import { clientRosterTabs, staffRosterTabs } from './profile-panels.tsx';

const client = { profileId: 'p-1', fullName: 'Alex Nguyen', own: false };
const page = (panel: React.ReactNode) => () => (
  <>
    <h1>Profile</h1>
    {panel}
  </>
);
const shifts = [
  shiftView({ shiftRosterId: 'older', dateFrom: '2026-03-02T23:00:00Z', dateTo: '2026-03-03T01:00:00Z' }),
  shiftView({
    shiftRosterId: 'newer',
    dateFrom: '2026-03-20T23:00:00Z',
    dateTo: '2026-03-21T01:00:00Z',
    staff: { staffId: 's-2', fullName: 'Jordan Lee', signatureUrl: null },
  }),
];

describe('the roster tabs of the profiles', () => {
  beforeEach(() => setScreen(true));

  it('fill the tab values the profiles declare', () => {
    const clientTabs = Object.keys(clientRosterTabs(client));
    const staffTabs = Object.keys(staffRosterTabs(MY_STAFF));
    expect(clientTabs).toEqual(['ShiftRoster']);
    expect(staffTabs).toEqual(['ShiftRoster', 'Availability']);
    for (const value of clientTabs) {
      expect(CLIENT_TABS.map((t) => t.value)).toContain(value);
    }
    for (const value of staffTabs) {
      expect(STAFF_TABS.map((t) => t.value)).toContain(value);
    }
    // The client's own profile has Documents and Schedule only (spec 3 §2.7).
    expect(clientRosterTabs({ ...client, own: true })).toEqual({});
  });

  it("lists the client's shifts newest first and exports them as ClientRoster", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    await renderPage('/app/c', page(clientRosterTabs(client).ShiftRoster), {
      role: 'Administrator',
      api: {
        'GET /api/ShiftRosters/get_shifts_by_user': (_init, url) => {
          asked.push(url);
          return json(shifts);
        },
      },
    });
    await screen.findByText('Jordan Lee');
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('client')).toBe('p-1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('21-03-2026');
    expect(rows[1]?.textContent).toContain('03-03-2026');

    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV', hidden: true }));
    await waitFor(() => expect(clicked).toEqual(['ClientRoster.csv']));
  });

  it("shows the staff member's availability with edit and delete to those who may manage it", async () => {
    const rows = [
      {
        staffAvailibilityId: 'a-1',
        staffId: MY_STAFF.staffId,
        companyID: 'c-1',
        days: 'Monday',
        fromTimeOfDay: '09:00',
        toTimeOfDay: '15:00',
        dateCreated: '2026-03-01T00:00:00Z',
        dateModified: null,
        staff: null,
      },
    ];
    const api = { 'GET /api/StaffAvailibilities/get_staff_availabilities': () => json(rows) };
    await renderPage('/app/s', page(staffRosterTabs(MY_STAFF).Availability), { role: 'Administrator', api });
    const card = await screen.findByLabelText('Monday availability');
    expect(within(card).getByRole('button', { name: /^Edit Monday/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add availability' })).toBeTruthy();
  });

  it('is read-only to an auditor', async () => {
    const api = {
      'GET /api/StaffAvailibilities/get_staff_availabilities': () =>
        json([
          {
            staffAvailibilityId: 'a-1',
            staffId: MY_STAFF.staffId,
            companyID: 'c-1',
            days: 'Monday',
            fromTimeOfDay: '09:00',
            toTimeOfDay: '15:00',
            dateCreated: '2026-03-01T00:00:00Z',
            dateModified: null,
            staff: null,
          },
        ]),
    };
    await renderPage('/app/s', page(staffRosterTabs(MY_STAFF).Availability), { role: 'Auditor', api });
    const card = await screen.findByLabelText('Monday availability');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add availability' })).toBeNull();
  });
});
