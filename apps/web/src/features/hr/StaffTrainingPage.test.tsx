import { REQUIRED_TRAININGS, type TrainingView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { pickDate } from '../../test/pick-date.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { StaffTrainingPage } from './StaffTrainingPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const STAFF_ID = '0b6f8a52-4a1e-4c3b-8f61-2d1f3c4b5a69';
const record = (over: Partial<TrainingView> = {}): TrainingView => ({
  staffTrainingId: 't-1',
  staffId: STAFF_ID,
  staff: { staffId: STAFF_ID, fullName: 'Sam Carter' },
  course: 'First aid',
  provider: 'St John',
  dateCompleted: '2025-12-02',
  expiryDate: '2026-12-02',
  status: 'Expiring',
  certificateUrl: '/api/Files/f-1',
  dateCreated: '2025-12-03T00:00:00Z',
  ...over,
});
const MATRIX = {
  today: '2026-11-22',
  courses: [...REQUIRED_TRAININGS, 'Privacy'],
  rows: [
    {
      staffId: STAFF_ID,
      fullName: 'Sam Carter',
      role: 'Staff',
      cells: REQUIRED_TRAININGS.map((course) =>
        course === 'First aid'
          ? { course, status: 'Expiring', expiryDate: '2026-12-02' }
          : { course, status: 'Missing', expiryDate: null },
      ),
    },
  ],
};

const REQUIRED = {
  Staff: [...REQUIRED_TRAININGS],
  CareManager: ['Privacy'],
  Administrator: [],
  CompanyAdmin: [],
};

function open(
  role: string,
  save = vi.fn(() => json({ status: 'Success', message: 'Added.' })),
  saveRequired = vi.fn(() => json({ status: 'Success', message: 'The required trainings were saved.' })),
  claims: string[] = [],
) {
  return {
    save,
    saveRequired,
    page: renderPage('/app/hr/staff-training', StaffTrainingPage, {
      role,
      claims,
      api: {
        'GET /api/StaffTrainings/get_required_trainings': () => json(REQUIRED),
        'POST /api/StaffTrainings/edit_required_trainings': saveRequired,
        'GET /api/StaffTrainings/get_all_staff_trainings': () =>
          json([
            record({
              staffTrainingId: 't-2',
              course: 'Manual handling',
              status: 'Expired',
              expiryDate: '2025-01-01',
              certificateUrl: null,
            }),
            record(),
          ]),
        'GET /api/StaffTrainings/get_training_matrix': () => json(MATRIX),
        'POST /api/StaffTrainings/add_training': save,
      },
    }),
  };
}

describe('Staff training', () => {
  beforeEach(() => setScreen(true));

  it('lists records with status and certificate; the matrix shows expiring and missing', async () => {
    await open('CompanyAdmin').page;
    const first = (await screen.findByText('First aid')).closest('tr') as HTMLElement;
    expect(within(first).getAllByText('Expiring').length).toBeGreaterThan(0);
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/api/Files/f-1');
    const manual = screen.getByText('Manual handling').closest('tr') as HTMLElement;
    expect(within(manual).getAllByText('Expired').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Required training' }));
    const matrix = await screen.findByRole('table', { name: 'Required training by staff member' });
    expect(within(matrix).getAllByText('Missing')).toHaveLength(3);
    expect(within(matrix).getByText('Expiring')).toBeTruthy();
    // A course only another role requires is no cell of a support worker's row.
    expect(within(matrix).getByRole('columnheader', { name: 'Privacy' })).toBeTruthy();
    expect(within(matrix).getByText('Not required')).toBeTruthy();
  });

  it('an administrator edits the required trainings by role: a course named twice is refused at the field, blank lines ignored', async () => {
    const { saveRequired, page } = open('Administrator');
    await page;
    fireEvent.click(await screen.findByRole('tab', { name: 'Required by role' }));
    const form = await screen.findByRole('form', { name: 'Required trainings by role' });
    const staff = within(form).getByLabelText('Support workers (Staff)') as HTMLTextAreaElement;
    await waitFor(() => expect(staff.value).toBe(REQUIRED_TRAININGS.join('\n')));
    fireEvent.change(staff, { target: { value: 'First aid\nCPR\nfirst aid' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save required trainings' }));
    expect(await within(form).findByText('first aid is listed twice')).toBeTruthy();
    expect(saveRequired).not.toHaveBeenCalled();

    fireEvent.change(staff, { target: { value: 'First aid\n\nCPR ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save required trainings' }));
    await waitFor(() => expect(saveRequired).toHaveBeenCalledTimes(1));
    const sent = JSON.parse((saveRequired.mock.calls[0] as unknown as [RequestInit])[0].body as string);
    expect(sent).toEqual({
      Staff: ['First aid', 'CPR'],
      CareManager: ['Privacy'],
      Administrator: [],
      CompanyAdmin: [],
    });
  });

  it('a staff member keeping records (Edit Staff) does not get the setting', async () => {
    await open('Staff', undefined, undefined, ['Edit Staff']).page;
    await screen.findByText('First aid');
    expect(screen.getByRole('button', { name: 'Add training' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Required by role' })).toBeNull();
  });

  it('an auditor reads without the add button', async () => {
    await open('Auditor').page;
    await screen.findByText('First aid');
    expect(screen.queryByRole('button', { name: 'Add training' })).toBeNull();
  });

  it('the add form names what is missing and an expiry before completion, then sends a form', async () => {
    const { save, page } = open('Administrator');
    await page;
    fireEvent.click(await screen.findByRole('button', { name: 'Add training' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add training' }));
    expect(await within(dialog).findByText('Choose a staff member')).toBeTruthy();
    expect(within(dialog).getByText('Enter the course')).toBeTruthy();
    expect(within(dialog).getByText('Enter the date it was completed')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText(/Staff member/));
    await user.click(await screen.findByRole('option', { name: 'Sam Carter', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/Course/), { target: { value: 'Medication' } });
    await pickDate(user, /Completed/, '2026-03-01', dialog);
    await pickDate(user, /Expires/, '2026-02-01', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add training' }));
    expect(await within(dialog).findByText('The expiry date must be after the completion date')).toBeTruthy();
    await pickDate(user, /Expires/, '2029-03-01', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add training' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const body = (save.mock.calls[0] as unknown as [RequestInit])[0].body as FormData;
    expect([body.get('staffId'), body.get('course'), body.get('expiryDate')]).toEqual([
      STAFF_ID,
      'Medication',
      '2029-03-01',
    ]);
  });
});
