import { TIMESHEET_MESSAGES as T } from '@care/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../platform/query-client.ts';
import { theme } from '../../platform/theme.ts';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { saveReportFilter } from './report-filter.ts';
import {
  AllStaffTimesheetPdfPage,
  ShiftAttendancePdfPage,
  StaffTimesheetPdfPage,
} from './TimesheetPdfPages.tsx';
import { FROM, TO } from './timesheets.test-kit.ts';

const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

function openPdf(pattern: string, url: string, page: () => ReactNode, api: Parameters<typeof stubApi>[0]) {
  startSession(loginReplyFor('Administrator'));
  const urls: string[] = [];
  const recorded: Parameters<typeof stubApi>[0] = {};
  for (const [key, handler] of Object.entries(api)) {
    recorded[key] = (init, u) => {
      urls.push(u);
      return handler(init, u);
    };
  }
  stubApi({ 'GET /api/Companies/get_company/c-1': () => json({ company: COMPANY }), ...recorded });
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: pattern, component: page }),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return urls;
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const enc = encodeURIComponent;

describe('Timesheet PDF pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
    );
  });

  it('frames the staff timesheet PDF of the chosen staff and period, with Download', async () => {
    const urls = openPdf(
      '/pdf/staff-timesheet/$staffIds/$from/$to',
      `/pdf/staff-timesheet/${enc('s-1,s-2')}/${enc(FROM)}/${enc(TO)}`,
      StaffTimesheetPdfPage,
      { 'GET /api/Timesheets/pdf/staff': pdf },
    );
    const frame = await screen.findByTitle(/Staff timesheet, 09-11-2026 to 22-11-2026/);
    expect(frame.getAttribute('src')).toBe('blob:pdf');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(query(urls[0] ?? '')).toEqual({ staffIds: 's-1,s-2', fromDate: FROM, toDate: TO });
  });

  it('says the PDF could not be generated when the server fails', async () => {
    openPdf(
      '/pdf/all-staff-timesheet/$from/$to',
      `/pdf/all-staff-timesheet/${enc(FROM)}/${enc(TO)}`,
      AllStaffTimesheetPdfPage,
      {
        'GET /api/Timesheets/pdf/all': () => json({ status: 'Error', message: T.periodRequired }, 400),
      },
    );
    expect(await screen.findByText(T.pdfFailed)).toBeTruthy();
    expect(screen.getByText(T.periodRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('prints the Timesheet Report for the filter it left in local storage', async () => {
    saveReportFilter({ fromDate: FROM, toDate: TO, staffId: 's-1', clientId: null });
    const urls = openPdf(
      '/pdf/alluser-shiftattendance/$genRate',
      '/pdf/alluser-shiftattendance/gen_rate',
      ShiftAttendancePdfPage,
      {
        'GET /api/Attendances/pdf/shift_attendance': pdf,
      },
    );
    expect(await screen.findByTitle(/Shift attendance report/)).toBeTruthy();
    expect(query(urls[0] ?? '')).toEqual({ fromDate: FROM, toDate: TO, staffId: 's-1' });
  });

  it('without a saved filter, says how to get one instead of asking the server', async () => {
    const urls = openPdf(
      '/pdf/alluser-shiftattendance/$genRate',
      '/pdf/alluser-shiftattendance/gen_rate',
      ShiftAttendancePdfPage,
      {
        'GET /api/Attendances/pdf/shift_attendance': pdf,
      },
    );
    expect(await screen.findByText('No report to print')).toBeTruthy();
    expect(urls).toEqual([]);
  });
});
