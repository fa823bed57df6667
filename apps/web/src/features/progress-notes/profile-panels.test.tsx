import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { activeTabOf } from '../profiles/ProfileTabs.tsx';
import { CLIENT_TABS, STAFF_TABS } from '../profiles/tab-lists.ts';
import { clientReportsPath } from '../shift-reports/OfficeShiftReportPage.tsx';
import { REPORT_ID, SHIFT_ID as REPORT_SHIFT_ID, reportView } from '../shift-reports/reports.test-kit.ts';
import { NOTE_ID, noteView, OTHER_NOTE } from './notes.test-kit.ts';
import { clientProgressTabs, staffProgressTabs } from './profile-panels.tsx';

const client = { profileId: 'p-1', fullName: 'Alex Nguyen', own: false };
const staff = { staffId: 'staff-1', fullName: 'Sam Carter' };
const page = (panel: React.ReactNode) => () => (
  <>
    <h1>Profile</h1>
    {panel}
  </>
);

function captureDownloads(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  return clicked;
}

describe('the progress and shift report tabs of the profiles', { timeout: 30_000 }, () => {
  beforeEach(() => setScreen(true));

  it('fill the tab values the profiles declare, and none on the client’s own profile', () => {
    expect(Object.keys(clientProgressTabs(client)).sort()).toEqual(['ProgressReport', 'ShiftReport']);
    expect(Object.keys(staffProgressTabs(staff))).toEqual(['ProgressReport']);
    for (const value of Object.keys(clientProgressTabs(client))) {
      expect(CLIENT_TABS.map((t) => t.value)).toContain(value);
    }
    expect(STAFF_TABS.map((t) => t.value)).toContain('ProgressReport');
    expect(clientProgressTabs({ ...client, own: true })).toEqual({});
  });

  it('is where the office’s shift report page returns after saving', () => {
    const tab = new URL(clientReportsPath('p-1', 'Alex'), 'http://x').searchParams.get('tab');
    expect(activeTabOf(CLIENT_TABS, tab).value).toBe('ShiftReport');
  });

  it('lists the client’s progress notes, opens Progress Note Details and exports ClientProgess', async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    await renderPage('/app/c', page(clientProgressTabs(client).ProgressReport), {
      role: 'Administrator',
      api: {
        'GET /api/ProgressNotes/get_progressnote_by_user': (_init, url) => {
          asked.push(new URL(url, 'http://x'));
          return json({ progressNote: [noteView(), OTHER_NOTE()] });
        },
      },
    });
    await screen.findByText('Mia Wong');
    expect(asked[0]?.searchParams.get('profileId')).toBe('p-1');
    for (const title of ['Staff', 'Client', 'Date', 'Created', 'Modified']) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    }
    await user.click(
      screen.getByRole('button', { name: 'View progress note of Sam Carter for Alex Nguyen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Progress Note Details' });
    expect(within(dialog).getByRole('region', { name: 'Update' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const clicked = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV', hidden: true }));
    await waitFor(() => expect(clicked).toEqual(['ClientProgess.csv']));
  });

  it('lists the client’s shift reports, searchable, each opening in a new tab with its PDF', async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    const other = reportView({
      shiftReportId: 'r-2',
      shiftRosterId: 's-2',
      shiftRoster: { ...reportView().shiftRoster, staff: { staffId: 'staff-2', fullName: 'Mia Wong' } },
    });
    await renderPage('/app/c', page(clientProgressTabs(client).ShiftReport), {
      role: 'Auditor',
      api: {
        'GET /api/ShiftReports/get_client_shiftreports': (_init, url) => {
          asked.push(new URL(url, 'http://x'));
          return json([reportView(), other]);
        },
      },
    });
    await screen.findByText('Mia Wong');
    expect(asked[0]?.searchParams.get('clientId')).toBe('p-1');
    const view = screen.getByRole('link', { name: 'View shift report of Sam Carter with Alex Nguyen' });
    expect(view.getAttribute('href')).toBe(`/app/reports/view-shift-report/${REPORT_ID}/${REPORT_SHIFT_ID}`);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: 'PDF of the shift report of Sam Carter with Alex Nguyen' })
        .getAttribute('href'),
    ).toBe(`/api/ShiftReports/pdf/${REPORT_ID}`);
    // A row expands to staff, client, created and modified.
    const row = screen.getByText('Sam Carter').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Date Created')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'mia');
    await waitFor(() => expect(screen.queryByText('Sam Carter')).toBeNull());
    expect(screen.getByText('Mia Wong')).toBeTruthy();
  });

  it('lists the staff member’s notes by client, with Edit for the office and none for an auditor', async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    const posts: unknown[] = [];
    const api = {
      'GET /api/ProgressNotes/get_progressnote_by_user': (_init: RequestInit | undefined, url: string) => {
        asked.push(new URL(url, 'http://x'));
        return json({ progressNote: [noteView()] });
      },
      [`POST /api/ProgressNotes/edit/${NOTE_ID}`]: (init: RequestInit | undefined) => {
        posts.push(JSON.parse(String(init?.body)));
        return json({ status: 'Success', message: 'Progress note updated' });
      },
    };
    await renderPage('/app/s', page(staffProgressTabs(staff).ProgressReport), { role: 'CompanyAdmin', api });
    await screen.findByText('Alex Nguyen');
    expect(asked[0]?.searchParams.get('staffId')).toBe('staff-1');
    // The staff member's own tab has no Staff column.
    expect(screen.queryByText('Sam Carter')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Edit progress note of Sam Carter for Alex Nguyen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Progress Note Details' });
    const progress = within(dialog).getByRole('textbox', { name: 'Progress' });
    await user.clear(progress);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { report: 'Walked to the park and back.', progress: null, followUp: 'Book the physio.' },
      ]),
    );
  });

  it('has no Edit on the staff tab for an auditor', async () => {
    await renderPage('/app/s', page(staffProgressTabs(staff).ProgressReport), {
      role: 'Auditor',
      api: { 'GET /api/ProgressNotes/get_progressnote_by_user': () => json({ progressNote: [noteView()] }) },
    });
    await screen.findByText('Alex Nguyen');
    expect(screen.queryByRole('button', { name: /^Edit progress note/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'View progress note of Sam Carter for Alex Nguyen' }),
    ).toBeTruthy();
  });
});
