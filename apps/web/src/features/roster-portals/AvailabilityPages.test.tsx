import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { StaffAvailabilityView } from '../roster/availability-api.ts';
import { AvailabilityListPage, WeeklyAvailabilityPage } from './AvailabilityPages.tsx';

const row = (id: string, days: string, from: string, to: string): StaffAvailabilityView => ({
  staffAvailibilityId: id,
  staffId: MY_STAFF.staffId,
  companyID: 'c-1',
  days,
  fromTimeOfDay: from,
  toTimeOfDay: to,
  dateCreated: '2026-03-01T00:00:00Z',
  dateModified: null,
  staff: null,
});

function availabilityApi(rows: StaffAvailabilityView[], saveStatus = 200) {
  const bodies: unknown[] = [];
  return {
    bodies,
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/StaffAvailibilities/get_staff_availabilities': () => json(rows),
      'POST /api/StaffAvailibilities/save_week': (init: RequestInit | undefined) => {
        bodies.push(JSON.parse(String(init?.body)));
        return saveStatus === 200
          ? json({ status: 'Success', message: 'Availability saved' })
          : json({ status: 'Error', message: 'Server error. Please try again later.' }, saveStatus);
      },
      'POST /api/StaffAvailibilities/add_staff_availability': (init: RequestInit | undefined) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ status: 'Success', message: 'Availability added' });
      },
    },
  };
}

const day = (name: string) => screen.getByRole('region', { name });
const timeValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Weekly availability editor', () => {
  it('starts a new slot at 07:00 for an hour, then at the previous end, wrapping 23 to 00', async () => {
    const { api } = availabilityApi([row('a-1', 'Tuesday', '22:30', '23:30')]);
    await renderPage('/app/staff/availabilities', WeeklyAvailabilityPage, { role: 'Staff', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a time slot on Monday' }));
    expect(timeValue('Monday slot 1 from')).toBe('07:00');
    expect(timeValue('Monday slot 1 to')).toBe('08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot on Monday' }));
    expect(timeValue('Monday slot 2 from')).toBe('08:00');
    expect(timeValue('Monday slot 2 to')).toBe('09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot on Tuesday' }));
    expect(timeValue('Tuesday slot 2 from')).toBe('23:30');
    expect(timeValue('Tuesday slot 2 to')).toBe('00:30');
  });

  it('refuses an end before the start and overlapping slots, saving nothing', async () => {
    const { api, bodies } = availabilityApi([]);
    await renderPage('/app/staff/availabilities', WeeklyAvailabilityPage, { role: 'Staff', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a time slot on Monday' }));
    fireEvent.change(screen.getByLabelText('Monday slot 1 to'), { target: { value: '06:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot on Friday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot on Friday' }));
    fireEvent.change(screen.getByLabelText('Friday slot 2 from'), { target: { value: '07:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(day('Monday')).findByText('End time must be greater than start time!')).toBeTruthy();
    expect(within(day('Friday')).getByText('Overlapping time slots not allowed!')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('saves the whole week with save_week', async () => {
    const { api, bodies } = availabilityApi([row('a-1', 'Tuesday', '09:00', '12:00')]);
    await renderPage('/app/staff/availabilities', WeeklyAvailabilityPage, { role: 'Staff', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a time slot on Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      staffId: MY_STAFF.staffId,
      slots: [
        { days: 'Sunday', fromTimeOfDay: '07:00', toTimeOfDay: '08:00' },
        { days: 'Tuesday', fromTimeOfDay: '09:00', toTimeOfDay: '12:00' },
      ],
    });
  });

  it('says so when the save fails', async () => {
    const { api } = availabilityApi([], 409);
    await renderPage('/app/staff/availabilities', WeeklyAvailabilityPage, { role: 'Staff', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Save availability' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error adding availabilities')).toBeTruthy();
    expect(within(alert).getByText('Unable to add time schedule! Please try again later')).toBeTruthy();
  });
});

describe('Availability card list', () => {
  it('lists the rows Sunday to Saturday and needs every field to add one', async () => {
    const { api, bodies } = availabilityApi([
      row('a-2', 'Friday', '09:00', '12:00'),
      row('a-1', 'Monday', '13:00', '17:00'),
    ]);
    await renderPage('/app/staff/availabilities-first-component', AvailabilityListPage, {
      role: 'Staff',
      api,
    });
    const cards = await screen.findAllByLabelText(/^\w+day availability$/);
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Monday availability',
      'Friday availability',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('1:00 PM – 5:00 PM')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add availability' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add availability' }));
    await waitFor(() => expect(within(form).getAllByText('Input Fields cannot be empty')).toHaveLength(3));
    expect(bodies).toHaveLength(0);
  });

  it('offers edit and delete on each card', async () => {
    const { api } = availabilityApi([row('a-1', 'Monday', '13:00', '17:00')]);
    await renderPage('/app/staff/availabilities-first-component', AvailabilityListPage, {
      role: 'Staff',
      api,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Monday 13:00–17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit availability' });
    expect((within(dialog).getByLabelText(/From/) as HTMLInputElement).value).toBe('13:00');
    expect(screen.getByRole('button', { name: 'Delete Monday 13:00–17:00' })).toBeTruthy();
  });
});
