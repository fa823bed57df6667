import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { MY_STAFF, shiftView } from '../../test/portal-shifts.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OfficeShiftReportPage } from './OfficeShiftReportPage.tsx';
import { REPORT_ID, reportView, SHIFT_ID } from './reports.test-kit.ts';
import { REPORT_ID_KEY, StaffShiftReportsPage } from './StaffShiftReportsPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));
vi.mock('./GoalProgressEditor.tsx', () => ({
  GoalProgressEditor: (p: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    readOnly?: boolean;
  }) => (
    <textarea
      aria-label={p.label}
      value={p.value}
      readOnly={p.readOnly}
      onChange={(e) => p.onChange(e.currentTarget.value)}
    />
  ),
}));

const listPage = (reports: unknown[]) =>
  renderPage('/app/staff/shift-report-form', StaffShiftReportsPage, {
    role: 'Staff',
    api: {
      'GET /api/Staffs/my_profile': () => json(MY_STAFF),
      'GET /api/ShiftReports/get_staff_shiftreports': () => json(reports),
    },
  });

describe('Staff shift reports list', () => {
  beforeEach(() => localStorage.clear());

  it('shows a card per report with client, roster times, date modified and the signed badge; Edit opens the form', async () => {
    await listPage([reportView({ isSigned: true })]);
    const card = await screen.findByRole('article', { name: 'Shift report Alex Nguyen' });
    expect(within(card).getByText('Signed')).toBeTruthy();
    // 10:00–14:00 on 11 March 2026 in Sydney; modified 14:30 (D/M/YYYY h:mm A).
    expect(within(card).getByText('11/3/2026 10:00 AM – 11/3/2026 2:00 PM')).toBeTruthy();
    expect(within(card).getByText('11/3/2026 2:30 PM')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(`Elsewhere: /app/staff/report-form/${SHIFT_ID}`)).toBeTruthy();
    expect(localStorage.getItem(REPORT_ID_KEY)).toBe(REPORT_ID);
  });

  it('pages 12 cards at a time', async () => {
    const many = Array.from({ length: 13 }, (_, i) => reportView({ shiftReportId: `r-${i}` }));
    await listPage(many);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('says No Data Available without reports', async () => {
    await listPage([]);
    expect(await screen.findByText('No Data Available')).toBeTruthy();
  });
});

describe('Office shift report view', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = (
    role: string,
    report = reportView({ isSigned: true, signedAt: '2026-03-11T03:00:00.000Z' }),
  ) => {
    const edits: unknown[] = [];
    return renderPage(`/app/reports/view-shift-report/${REPORT_ID}/${SHIFT_ID}`, OfficeShiftReportPage, {
      pattern: '/app/reports/view-shift-report/$id/$uid',
      role,
      api: {
        [`GET /api/ShiftRosters/${SHIFT_ID}`]: () => json(shiftView({ shiftRosterId: SHIFT_ID })),
        [`GET /api/ShiftReports/get_shiftreport_details/${REPORT_ID}`]: () => json(report),
        [`POST /api/ShiftReports/edit/${REPORT_ID}`]: (init) => {
          edits.push(JSON.parse(String(init?.body)));
          return json({ status: 'Success', message: 'Shift report saved' });
        },
      },
    }).then((page) => ({ ...page, edits }));
  };

  it('shows the signature, links the PDF and, after Save, goes to the client’s Shift Report tab', async () => {
    const page = await open('CompanyAdmin');
    expect(await screen.findByText('Signed by Sam Carter at 11/03/2026 2:00 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/ShiftReports/pdf/${REPORT_ID}?download=true`,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and sign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/user/clients/p-1/Alex?tab=ShiftReport'));
    expect(page.edits[0]).toMatchObject({ shiftRosterId: SHIFT_ID, urgentMatters: 'Door lock broken' });
  });

  it('is read-only for the auditor', async () => {
    await open('Auditor');
    await screen.findByText(/Signed by Sam Carter/);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });
});
