import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { AdminReportsPage } from './AdminReportsPage.tsx';
import { adminReport, staffReport, stubLocation } from './reports.test-kit.ts';
import { StaffReportsPage } from './StaffReportsPage.tsx';

type Post = { url: string; body: FormData };

const STAFF_ROWS = [
  staffReport(),
  staffReport({
    staffAttendanceId: 'r-2',
    staff: { fullName: 'Mia Wong' },
    clockIn: '2026-03-09T22:00:00.000Z',
  }),
];

function openStaffReports(role: string, posts: Post[] = []) {
  return renderPage('/app/reports/staff-reports', StaffReportsPage, {
    role,
    api: {
      'GET /api/StaffAttendances/get_all_staff_attendances': () => json(STAFF_ROWS),
      'POST /api/StaffAttendances/edit/r-1': (init, url) => {
        posts.push({ url, body: init?.body as FormData });
        return json({ status: 'Success', message: 'The daily report was saved.' });
      },
    },
  });
}

describe('Staff Daily Reports (office)', () => {
  beforeEach(() => setScreen(true));

  it('lists staff, clock-in, duration, clock-out and total km, and searches by staff name', async () => {
    await openStaffReports('CompanyAdmin');
    expect(await screen.findByText('Mia Wong')).toBeTruthy();
    for (const title of ['Staff', 'Clock-In', 'Duration', 'Clock-Out', 'Total Km', 'Actions']) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('2 Hrs 30 min').length).toBe(2);
    expect(screen.getAllByText('25 km').length).toBe(2);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mia' } });
    await waitFor(() => expect(screen.queryByText('Sam Carter')).toBeNull());
    expect(screen.getByText('Mia Wong')).toBeTruthy();
  });

  it('lets an administrator edit a report, sent straight to the server', async () => {
    const posts: Post[] = [];
    await openStaffReports('Administrator', posts);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit report of Sam Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Report' });
    fireEvent.change(within(dialog).getByLabelText(/End KM/), { target: { value: '140' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body.get('EndKm')).toBe('140');
    expect(new URL(posts[0]?.url ?? '', 'http://x').searchParams.get('requestId')).toBeNull();
  });

  it('gives an auditor Details but no Edit Report', async () => {
    await openStaffReports('Auditor');
    expect(await screen.findByRole('button', { name: 'Details of Mia Wong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit report of/ })).toBeNull();
  });
});

describe('Admin Daily Reports', () => {
  beforeEach(() => setScreen(true));

  function openAdminReports(role: string, posts: Post[] = []) {
    return renderPage('/app/reports/admin-reports', AdminReportsPage, {
      role,
      api: {
        'GET /api/AdminAttendances/get_admin_attendance': () =>
          json([
            adminReport(),
            adminReport({
              adminAttendanceId: 'a-2',
              administrator: { fullName: 'Tom Reid' },
              userCreated: 'u-9',
            }),
          ]),
        'POST /api/AdminAttendances/add_report': (init, url) => {
          posts.push({ url, body: init?.body as FormData });
          return json({ status: 'Success', message: 'Your daily report was added.' });
        },
      },
    });
  }

  it('shows the location with a link to its map, and Edit Report on the administrator’s own reports only', async () => {
    await openAdminReports('Administrator');
    expect(await screen.findByText('Tom Reid')).toBeTruthy();
    const maps = screen.getAllByRole('link', { name: 'Map of -33.8151, 151.0011' });
    expect(maps[0]?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=-33.8151&mlon=151.0011#map=17/-33.8151/151.0011',
    );
    expect(screen.getByRole('button', { name: 'Edit report of Priya Sharma' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit report of Tom Reid' })).toBeNull();
  });

  it('adds the administrator’s own report with the device location', async () => {
    stubLocation({ latitude: -33.8, longitude: 151.2 });
    const posts: Post[] = [];
    await openAdminReports('Administrator', posts);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Daily Report' });
    fireEvent.change(within(dialog).getByLabelText('Start KM'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body.get('InLatitude')).toBe('-33.8');
    expect(posts[0]?.body.get('StartKm')).toBe('12');
  });

  it('has no Add New Report for an auditor', async () => {
    await openAdminReports('Auditor');
    expect(await screen.findByText('Tom Reid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add New Report' })).toBeNull();
  });
});
