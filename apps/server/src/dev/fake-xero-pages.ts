// The fake Xero's pages: what the product's links (XERO_APP_URL = the fake) open.
import type { ServerResponse } from 'node:http';
import type { FakeXeroBooks } from './fake-xero-books.ts';

/**
 * The pages the product's links open (XERO_APP_URL = the fake): the record as the fake holds it,
 * so a demo or an end-to-end test can follow a link to what was posted.
 */
export function viewPage(res: ServerResponse, books: FakeXeroBooks, path: string, q: URLSearchParams): void {
  const id =
    q.get('InvoiceID') ??
    q.get('employeeID') ??
    q.get('timesheetID') ??
    path.split('/').filter(Boolean).pop();
  const records = [...books.tenants.values()].flatMap((t) => [
    ...t.contacts.map((r) => ({ kind: 'Contact', id: r.ContactID, r })),
    ...t.invoices.map((r) => ({ kind: 'Invoice', id: r.InvoiceID, r })),
    ...t.employees.map((r) => ({ kind: 'Employee', id: r.EmployeeID, r })),
    ...t.timesheets.map((r) => ({ kind: 'Timesheet', id: r.TimesheetID, r })),
  ]);
  const found = records.find((x) => x.id === id);
  const html = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  // An employee's page lists their timesheets too, as Xero's employee screen does.
  const timesheets =
    found?.kind === 'Employee'
      ? records.filter((x) => x.kind === 'Timesheet' && x.r.EmployeeID === found.id).map((x) => x.r)
      : [];
  const more = timesheets.length
    ? `<h2>Timesheets</h2><pre>${html(JSON.stringify(timesheets, null, 2))}</pre>`
    : '';
  const body = found
    ? `<h1>${found.kind} in the fake Xero</h1><pre>${html(JSON.stringify(found.r, null, 2))}</pre>${more}`
    : '<h1>Not found in the fake Xero</h1>';
  res
    .writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><title>Fake Xero</title>${body}`);
}
