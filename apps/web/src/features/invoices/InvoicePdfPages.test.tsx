import { INVOICE_MESSAGES as M } from '@care/domain';
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
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../platform/query-client.ts';
import { theme } from '../../platform/theme.ts';
import { startSession } from '../../session/session-store.ts';
import { COMPANY, json, loginReplyFor, stubApi } from '../../test/fixtures.ts';
import { GroupedInvoicePdfPage, UngroupedInvoicePdfPage } from './InvoicePdfPages.tsx';
import { INVOICE_PDF_FILTER_KEY, readInvoicePdfFilter, saveInvoicePdfFilter } from './invoice-pdf-filter.ts';

const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

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

const UNGROUPED = '/pdf/loadUngroupedInvoice-pdf/$genRate';
const GROUPED = '/pdf/loadGroupedInvoice-pdf/$genRate';

describe('invoice PDF filter', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the period, client, saved and yes flags, and reads nothing else as a filter', () => {
    expect(readInvoicePdfFilter()).toBeNull();
    saveInvoicePdfFilter({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: 'p-1',
      saved: true,
      yes: true,
    });
    expect(JSON.parse(window.localStorage.getItem(INVOICE_PDF_FILTER_KEY) ?? '')).toEqual({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: 'p-1',
      saved: true,
      yes: true,
    });
    expect(readInvoicePdfFilter()).toEqual({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: 'p-1',
      saved: true,
      yes: true,
    });
    window.localStorage.setItem(INVOICE_PDF_FILTER_KEY, '{not json');
    expect(readInvoicePdfFilter()).toBeNull();
    window.localStorage.setItem(
      INVOICE_PDF_FILTER_KEY,
      JSON.stringify({ fromDate: '2026-09-07', toDate: '2026-09-20' }),
    );
    expect(readInvoicePdfFilter()).toBeNull();
  });
});

describe('Invoice PDF pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
    );
  });
  afterEach(() => window.localStorage.clear());

  it('frames the ungrouped invoice of the filter the invoice screen left, with Download', async () => {
    saveInvoicePdfFilter({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: 'p-1',
      saved: false,
      yes: true,
    });
    const urls = openPdf(UNGROUPED, '/pdf/loadUngroupedInvoice-pdf/gen_rate', UngroupedInvoicePdfPage, {
      'GET /api/Invoice/pdf/ungrouped': pdf,
    });
    const frame = await screen.findByTitle('Invoice, 07-09-2026 to 20-09-2026 (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:pdf');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(query(urls[0] ?? '')).toEqual({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: 'p-1',
      saved: 'false',
    });
  });

  it('asks the grouped PDF of the saved invoice for All clients from the same filter', async () => {
    saveInvoicePdfFilter({
      fromDate: '2026-09-07',
      toDate: '2026-09-20',
      clientId: '',
      saved: true,
      yes: true,
    });
    const urls = openPdf(GROUPED, '/pdf/loadGroupedInvoice-pdf/gen_rate', GroupedInvoicePdfPage, {
      'GET /api/Invoice/pdf/grouped': pdf,
    });
    expect(await screen.findByTitle('Grouped invoice, 07-09-2026 to 20-09-2026 (PDF)')).toBeTruthy();
    expect(query(urls[0] ?? '')).toEqual({ fromDate: '2026-09-07', toDate: '2026-09-20', saved: 'true' });
  });

  it('says the PDF could not be generated, with the server’s reason, and tries again', async () => {
    saveInvoicePdfFilter({
      fromDate: '2026-10-01',
      toDate: '2026-10-14',
      clientId: 'p-1',
      saved: false,
      yes: true,
    });
    let calls = 0;
    openPdf(UNGROUPED, '/pdf/loadUngroupedInvoice-pdf/gen_rate', UngroupedInvoicePdfPage, {
      'GET /api/Invoice/pdf/ungrouped': () => {
        calls += 1;
        return calls === 1
          ? json({ status: 'Error', message: M.noLines, errors: { fromDate: M.noLines } }, 400)
          : pdf();
      },
    });
    expect(await screen.findByText(M.pdfFailed)).toBeTruthy();
    expect(screen.getByText(M.noLines)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Invoice, 01-10-2026 to 14-10-2026 (PDF)')).toBeTruthy();
  });

  it('without a saved filter, links back to the invoice screen instead of asking the server', async () => {
    const urls = openPdf(GROUPED, '/pdf/loadGroupedInvoice-pdf/gen_rate', GroupedInvoicePdfPage, {
      'GET /api/Invoice/pdf/grouped': pdf,
    });
    expect(await screen.findByText('No invoice to print')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the invoice screen' }).getAttribute('href')).toBe(
      '/app/reports/invoice',
    );
    expect(urls).toEqual([]);
  });
});
