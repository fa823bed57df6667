import { TIMESHEET_MESSAGES as T } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../platform/toasts.ts';
import { json, queryOf } from '../../test/fixtures.ts';
import { type PageApi, renderPage } from '../../test/render-page.tsx';
import { setScreen, setScreenWidth } from '../../ui/data-table/data-table.test-kit.ts';
import { TimesheetPage } from './TimesheetPage.tsx';
import { AMELIA, attendance, BEN, BENS, FROM, PEOPLE, TO } from './timesheets.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

// Issue 40 item 7: the office approves from the row (and its menu), and Timesheet Details shows
// the report the worker signed and why they left early.
const LIST = 'GET /api/Attendances/get_periodic_attendances_by_company';
const loaded = `/app/shift/timesheet?from=${FROM}&to=${TO}&staff=${AMELIA},${BEN}`;
const REPORT = 'GET /api/ShiftReports/get_shiftreport_details/null';

async function openTimesheet(api: PageApi = {}, role = 'Administrator') {
  const urls: string[] = [];
  const recorded: PageApi = {};
  for (const [key, handler] of Object.entries({
    ...PEOPLE,
    [LIST]: () => json([attendance(), BENS]),
    ...api,
  })) {
    recorded[key] = (init, u) => {
      urls.push(u);
      return (handler as PageApi[string])(init, u);
    };
  }
  await renderPage(loaded, TimesheetPage, { pattern: '/app/shift/timesheet', role, api: recorded });
  return urls;
}

const rowOf = async (name: string) =>
  (
    await within(await screen.findByRole('table', { name: 'timesheet attendances' })).findByText(name)
  ).closest('tr') as HTMLElement;
const approvals = (urls: string[]) =>
  urls
    .filter((u) => u.startsWith('/api/Attendances/approve_attendance'))
    .map((u) => queryOf(u).attendancesplitId);

describe('Timesheets: approve from the row, details with the signed report', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setScreen(true);
    vi.mocked(toasts.success).mockClear();
  });

  it('Approve beside the row approves the attendance’s waiting splits; an approved row has none', async () => {
    const urls = await openTimesheet({
      'GET /api/Attendances/approve_attendance': () => json({ status: 'Success', message: 'Approved.' }),
    });
    const ben = await rowOf('Ben Okafor');
    expect(within(ben).queryByRole('button', { name: /^Approve/ })).toBeNull();
    const amelia = await rowOf('Amelia Clarke');
    fireEvent.click(within(amelia).getByRole('button', { name: 'Approve the attendance of Amelia Clarke' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.approved));
    // The pending split; the one that needs adjustment waits for its adjustment.
    expect(approvals(urls)).toEqual(['sp-1']);
  });

  it('Approve is in the row’s menu too, and not offered to a reader who may not approve', async () => {
    const urls = await openTimesheet({
      'GET /api/Attendances/approve_attendance': () => json({ status: 'Success', message: 'Approved.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    await waitFor(() => expect(approvals(urls)).toEqual(['sp-1']));
  });

  it('Timesheet Details shows the early-leave reason and the signed shift report with its link', async () => {
    const urls = await openTimesheet({
      [LIST]: () => json([attendance({ leftEarlyReason: 'Noah felt unwell and went to bed early' })]),
      [REPORT]: () =>
        json({
          shiftReportId: 'r-9',
          shiftRosterId: 'sh-1',
          isSigned: true,
          signedAt: '2026-11-11T06:55:00.000Z',
          signatureUrl: null,
          incident: null,
          shiftRoster: { shiftRosterId: 'sh-1', staff: { staffId: AMELIA, fullName: 'Amelia Clarke' } },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Timesheet Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timesheet Details' });
    expect(within(dialog).getByText('Noah felt unwell and went to bed early')).toBeTruthy();
    expect(await within(dialog).findByText('Signed')).toBeTruthy();
    // 06:55Z is 5:55 pm in Sydney (daylight time).
    expect(within(dialog).getByText(/Signed by Amelia Clarke on .*5:55/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Read the shift report' }).getAttribute('href')).toBe(
      '/app/reports/view-shift-report/r-9/sh-1',
    );
    expect(
      urls.some((u) => u.startsWith('/api/ShiftReports/get_shiftreport_details/null?shiftId=sh-1')),
    ).toBe(true);
  });

  it('at 1440 px keeps rostered, worked, difference, status and Approve in the row; clock-out and km fold into it', async () => {
    setScreenWidth(1440);
    await openTimesheet();
    const table = await screen.findByRole('table', { name: 'timesheet attendances' });
    await within(table).findByText('Amelia Clarke');
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual([
      'Details',
      'Staff',
      'Client',
      'Clock-In',
      'Rostered',
      'Worked',
      'Difference',
      'Status',
      'Actions',
    ]);
    const amelia = await rowOf('Amelia Clarke');
    expect(
      within(amelia).getByRole('button', { name: 'Approve the attendance of Amelia Clarke' }),
    ).toBeTruthy();
    // At 1600 px and wider there is room for them again.
    setScreenWidth(1600);
  });

  it('says when the worker wrote no report', async () => {
    await openTimesheet({ [REPORT]: () => json({ status: 'Error', message: 'Not found' }, 404) });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Amelia Clarke' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Timesheet Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timesheet Details' });
    expect(
      await within(dialog).findByText('The worker has not written a shift report for this shift.'),
    ).toBeTruthy();
  });
});
