import { ATTENDANCE_MESSAGES } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { NewDailyReportPage } from './NewDailyReportPage.tsx';
import { staffReport, stubLocation } from './reports.test-kit.ts';
import { StaffDailyReportPage } from './StaffDailyReportPage.tsx';

function openList(reports = [staffReport()], sent: FormData[] = []) {
  return renderPage('/app/staff/daily-report', StaffDailyReportPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/StaffAttendances/get_staff_attendances': () => json(reports),
      'POST /api/StaffAttendances/edit/r-1': (init) => {
        sent.push(init?.body as FormData);
        return json({ status: 'Success', message: 'The daily report was saved and the day is closed.' });
      },
    },
  });
}

describe('Staff daily reports', () => {
  it('shows each report as a card: clock-in, clock-out or In Shift, duration and km', async () => {
    await openList([
      staffReport(),
      staffReport({
        staffAttendanceId: 'r-2',
        clockIn: '2026-03-11T22:05:00.000Z',
        clockOut: null,
        duration: null,
        endKm: null,
      }),
    ]);
    const closed = await screen.findByRole('article', { name: 'Daily report 11/3/2026 10:00 AM' });
    expect(within(closed).getByText('11/3/2026 12:30 PM')).toBeTruthy();
    expect(within(closed).getByText('2 Hrs 30 min')).toBeTruthy();
    expect(within(closed).getByText('25 km')).toBeTruthy();
    const open = screen.getByRole('article', { name: 'Daily report 12/3/2026 9:05 AM' });
    expect(within(open).getAllByText('In Shift').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Add New Report' }).getAttribute('href')).toBe(
      '/app/staff/new-daily-report',
    );
  });

  it('pages the cards 12 at a time', async () => {
    const reports = Array.from({ length: 13 }, (_, i) =>
      staffReport({
        staffAttendanceId: `r-${i}`,
        clockIn: new Date(Date.UTC(2026, 2, 20 - i, 23)).toISOString(),
      }),
    );
    await openList(reports);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('shows the details: times, duration, kilometres, report, file and date created', async () => {
    await openList([staffReport({ imageURL: '/api/Files/f-1' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Details' });
    expect(within(dialog).getByText('100 → 125 km (25 km)')).toBeTruthy();
    expect(within(dialog).getByText('Visited two clients in Parramatta')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the attached file' }).getAttribute('href')).toBe(
      '/api/Files/f-1',
    );
  });

  it('edits a report: clock times read-only, end km required, sent as the spec’s multipart fields', async () => {
    const sent: FormData[] = [];
    await openList([staffReport({ clockOut: null, duration: null, endKm: null })], sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Report' });
    expect((within(dialog).getByLabelText('Clock-In') as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText('Clock-Out') as HTMLInputElement).value).toBe('In Shift');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
    expect(await within(dialog).findByText(ATTENDANCE_MESSAGES.endKmRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/End KM/), { target: { value: '130' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('EndKm')).toBe('130');
    expect(sent[0]?.get('StartKm')).toBe('100');
  });
});

describe('New daily report', () => {
  function openForm(posts: { url: string; body: FormData }[]) {
    return renderPage('/app/staff/new-daily-report', NewDailyReportPage, {
      role: 'Staff',
      api: {
        'POST /api/StaffAttendances/add_report': (init, url) => {
          posts.push({ url, body: init?.body as FormData });
          return json({ status: 'Success', message: 'Your daily report was added.' });
        },
      },
    });
  }

  it('does not send without the device location, says why and offers Try again', async () => {
    stubLocation('refused');
    const posts: { url: string; body: FormData }[] = [];
    await openForm(posts);
    fireEvent.change(screen.getByLabelText('Start KM'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.locationNeeded)).toBeTruthy();
    expect(posts).toHaveLength(0);
    // The phone allows it now: Try again sends the same form.
    stubLocation({ latitude: -33.81, longitude: 151.0 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts).toHaveLength(1));
  });

  it('sends km, report and position with the queue’s request id, then goes back to the list', async () => {
    stubLocation({ latitude: -33.8151, longitude: 151.0011 });
    const posts: { url: string; body: FormData }[] = [];
    const { router } = await openForm(posts);
    fireEvent.change(screen.getByLabelText('Start KM'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('End KM'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.endKmBelowStart)).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('End KM'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'Morning visits' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const { url, body } = posts[0] as { url: string; body: FormData };
    expect(body.get('StartKm')).toBe('100');
    expect(body.get('Report')).toBe('Morning visits');
    expect(body.get('InLatitude')).toBe('-33.8151');
    expect(body.get('InLongitude')).toBe('151.0011');
    expect(new URL(url, 'http://x').searchParams.get('requestId')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/staff/daily-report'));
  });

  it('refuses a file that is not a document before sending', async () => {
    stubLocation({ latitude: -33.8151, longitude: 151.0011 });
    const posts: { url: string; body: FormData }[] = [];
    await openForm(posts);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.gif', { type: 'image/gif' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('The file must be a .pdf, .doc or .docx file')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });
});
