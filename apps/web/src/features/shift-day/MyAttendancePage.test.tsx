import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { attendanceView, minutesAsTicks } from './attendance.test-kit.ts';
import { MyAttendancePage } from './MyAttendancePage.tsx';

const DAY = 86_400_000;

/** 13 attendances a day apart, oldest first in the reply (the page sorts them). */
function thirteen() {
  return Array.from({ length: 13 }, (_, i) => {
    const clockIn = Date.parse('2026-03-01T22:00:00.000Z') + i * DAY;
    return attendanceView({
      attendanceId: `att-${i + 1}`,
      clockIn: new Date(clockIn).toISOString(),
      clockOut: new Date(clockIn + 3 * 3_600_000).toISOString(),
      duration: minutesAsTicks(180),
      shiftRoster: { ...attendanceView().shiftRoster, clients: `Client ${i + 1}` },
    });
  });
}

async function openList(list: ReturnType<typeof attendanceView>[]) {
  const asked: string[] = [];
  const page = await renderPage('/app/staff/attendance', MyAttendancePage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/Attendances/get_staff_attendances': (_init, url) => {
        asked.push(url);
        return json(list);
      },
    },
  });
  return { ...page, asked };
}

const cards = () => screen.getAllByRole('link', { name: /^Attendance: / });

describe('My Attendance', () => {
  it('lists the signed-in staff member’s attendances newest first, 12 a page', async () => {
    const { asked } = await openList(thirteen());
    await screen.findByRole('link', { name: /Attendance: Client 13/ });
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('staffId')).toBe(MY_STAFF.staffId);
    expect(cards()).toHaveLength(12);
    expect(cards()[0]?.getAttribute('aria-label')).toBe('Attendance: Client 13, 14/3/2026 9:00 AM');
    expect(screen.queryByRole('link', { name: /Attendance: Client 1,/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: /Attendance: Client 1,/ })).toBeTruthy();
    expect(cards()).toHaveLength(1);
  });

  it('shows clock in and out, duration, kilometres and the office’s marks', async () => {
    await openList([
      attendanceView({ attendanceId: 'done', flagged: true }),
      attendanceView({
        attendanceId: 'open',
        clockIn: '2026-03-12T22:00:00.000Z',
        clockOut: null,
        duration: null,
        startKm: null,
        endKm: null,
        source: 'marked',
        shiftRoster: { ...attendanceView().shiftRoster, clients: 'Bea Lim' },
      }),
    ]);
    const done = await screen.findByRole('link', { name: /Attendance: Alex Nguyen/ });
    expect(within(done).getByText('11/3/2026 9:55 AM')).toBeTruthy();
    expect(within(done).getByText('11/3/2026 2:05 PM')).toBeTruthy();
    expect(within(done).getByText('4 Hrs 10 min')).toBeTruthy();
    expect(within(done).getByText('33.5 km')).toBeTruthy();
    expect(within(done).getByText('Flagged')).toBeTruthy();
    expect(done.getAttribute('href')).toBe('/app/staff/attendance-report/done');

    const open = screen.getByRole('link', { name: /Attendance: Bea Lim/ });
    expect(within(open).getAllByText('In Shift')).toHaveLength(2);
    expect(within(open).getByText('Marked by office')).toBeTruthy();
    expect(within(open).getByText('—')).toBeTruthy();
    // Newest first.
    expect(cards()[0]).toBe(open);
  });

  it('says so when there is no attendance yet', async () => {
    await openList([]);
    expect(await screen.findByText(/No attendance yet/)).toBeTruthy();
  });
});
