import { randomUUID } from 'node:crypto';
import { createInvoice, upsertContact } from './fake-xero-accounting.ts';
import { type FakeTenant, type FakeXeroBooks, type Json, xeroDate } from './fake-xero-books.ts';
import { saveTimesheet, upsertEmployee } from './fake-xero-payroll.ts';

// The books and the writes of each API live beside this file; the books' exports stay reachable here.
export { type FakeTenant, type FakeXeroBooks, newBooks } from './fake-xero-books.ts';

type Answer = { status: number; body: unknown };

const invalid = (elements: Json[]): Answer => ({
  status: 400,
  body: {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: elements,
  },
});
const withErrors = (element: Json, messages: string[]): Json => ({
  ...element,
  HasValidationErrors: true,
  HasErrors: true,
  StatusAttributeString: 'ERROR',
  ValidationErrors: messages.map((Message) => ({ Message })),
});

/** What the fake does with an Idempotency-Key sent again with another body (XERO.md §7 item 4: a switch). */
export type KeyReuse = 'refuse' | 'replay';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The body as sent, to tell a retry (same body) from another request under the same key. */
  raw: string;
  key: string | undefined;
}

/**
 * Answers one Accounting or Payroll call for a connected organisation. An Idempotency-Key sent
 * again with the same body replays the first answer; with another body it is refused (Xero: "was
 * already used with a different request") or, `reuse: 'replay'`, answered with the first answer,
 * the other way a provider may drop the second request.
 */
export function handleApi(books: FakeXeroBooks, tenantId: string, call: ApiCall, reuse: KeyReuse): Answer {
  const tenant = books.tenants.get(tenantId) ?? books.seedTenant(tenantId);
  const replayKey = call.key ? `${call.method} ${call.path} ${call.key}` : undefined;
  const replay = replayKey ? tenant.replies.get(replayKey) : undefined;
  if (replay && replay.raw !== call.raw && reuse === 'refuse') {
    return {
      status: 400,
      body: {
        ErrorNumber: 10,
        Type: 'ValidationException',
        Message: `Idempotency-Key ${call.key} was already used with a different request`,
      },
    };
  }
  if (replay) {
    return replay.answer;
  }
  const answer = route(tenant, call.method, call.path, call.query, call.body);
  if (replayKey && answer.status < 500) {
    tenant.replies.set(replayKey, { answer, raw: call.raw });
  }
  return answer;
}

function route(t: FakeTenant, method: string, path: string, query: URLSearchParams, body: unknown): Answer {
  const parts = path.split('/').filter(Boolean);
  const [api, , resource, id] = parts;
  const page = (rows: unknown[]) => rows.slice((Number(query.get('page') ?? '1') - 1) * 100).slice(0, 100);
  if (api === 'api.xro' && resource === 'Contacts') {
    if (method === 'GET') {
      return {
        status: 200,
        body: { Contacts: page(t.contacts.filter((c) => c.ContactStatus === 'ACTIVE')) },
      };
    }
    return elementsReply(body, 'Contacts', query, (c) => upsertContact(t, c));
  }
  if (api === 'api.xro' && resource === 'Invoices') {
    if (method === 'GET') {
      return { status: 200, body: { Invoices: page(t.invoices) } };
    }
    return elementsReply(body, 'Invoices', query, (i) =>
      createInvoice(t, { ...i, ...(id ? { InvoiceID: id } : {}) }),
    );
  }
  if (api === 'payroll.xro' && resource === 'Employees') {
    if (method === 'GET') {
      const found = id ? t.employees.filter((e) => e.EmployeeID === id) : page(t.employees);
      return id && found.length === 0
        ? { status: 404, body: {} }
        : { status: 200, body: { Employees: found } };
    }
    return arrayReply(body, 'Employees', (e) => upsertEmployee(t, e, id));
  }
  if (api === 'payroll.xro' && resource === 'PayrollCalendars') {
    return { status: 200, body: { PayrollCalendars: t.calendars } };
  }
  if (api === 'payroll.xro' && resource === 'PayItems') {
    return { status: 200, body: { PayItems: { EarningsRates: t.earningsRates } } };
  }
  if (api === 'payroll.xro' && resource === 'Timesheets') {
    if (method === 'GET') {
      const where = query.get('where') ?? '';
      const employee = /EmployeeID==Guid\("([^"]+)"\)/.exec(where)?.[1];
      const start = /StartDate==DateTime\((\d+),(\d+),(\d+)\)/.exec(where);
      const startDate = start
        ? xeroDate(`${start[1]}-${start[2]?.padStart(2, '0')}-${start[3]?.padStart(2, '0')}`)
        : undefined;
      const found = t.timesheets.filter(
        (s) => (!employee || s.EmployeeID === employee) && (!startDate || s.StartDate === startDate),
      );
      // Xero promises no order: the newest first, so a reader that took the first would be wrong.
      return { status: 200, body: { Timesheets: page([...found].reverse()) } };
    }
    return arrayReply(body, 'Timesheets', (s) => saveTimesheet(t, s, id));
  }
  return { status: 404, body: { Message: `The resource ${path} was not found` } };
}

/** Accounting writes: `{Plural: [...]}`; with summarizeErrors=false the errors sit in a 200. */
function elementsReply(
  body: unknown,
  plural: string,
  query: URLSearchParams,
  one: (e: Json) => string[] | Json,
): Answer {
  const elements = ((body as Json | undefined)?.[plural] ?? []) as Json[];
  const out = elements.map((e) => {
    const result = one(e);
    return Array.isArray(result) ? withErrors(e, result) : result;
  });
  const failed = out.filter((e) => e.HasErrors === true);
  if (failed.length > 0 && query.get('summarizeErrors') !== 'false') {
    return invalid(failed);
  }
  return {
    status: 200,
    body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Care Platform', [plural]: out },
  };
}

/** Payroll AU v1 writes: a JSON array only. */
function arrayReply(body: unknown, plural: string, one: (e: Json) => string[] | Json): Answer {
  if (!Array.isArray(body)) {
    return invalid([
      withErrors({}, [
        `Cannot deserialize the current JSON object into type 'Paycycle.API.DTO.AU.${plural}' because the type requires a JSON array`,
      ]),
    ]);
  }
  const out = (body as Json[]).map((e) => {
    const result = one(e);
    return Array.isArray(result) ? withErrors(e, result) : result;
  });
  return out.some((e) => e.HasErrors === true)
    ? invalid(out)
    : { status: 200, body: { Status: 'OK', [plural]: out } };
}
