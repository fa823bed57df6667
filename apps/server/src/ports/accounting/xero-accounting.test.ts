import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXero, startFakeXero } from '../../dev/fake-xero.ts';
import type { AccountingSession } from './accounting.ts';
import {
  AccountingRateLimited,
  AccountingReconnectRequired,
  AccountingValidationError,
} from './accounting-errors.ts';
import { CallLimiter } from './call-limiter.ts';
import { XeroAccounting } from './xero-accounting.ts';

const REDIRECT = 'http://care.test/app/report/auth';
let fake: FakeXero;
let xero: XeroAccounting;
let slept: number[];

/** Runs the browser's part of the flow: the fake consents at once and redirects with a code. */
async function authorize(state: string): Promise<URL> {
  const res = await fetch(xero.authorizeUrl(state, REDIRECT), { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '');
}

async function connect(): Promise<AccountingSession & { refreshToken: string }> {
  const back = await authorize('s1');
  const tokens = await xero.exchangeCode(back.searchParams.get('code') ?? '', REDIRECT);
  const [org] = await xero.organisations(tokens.accessToken);
  return {
    tenantId: org?.tenantId ?? '',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  };
}

beforeAll(async () => {
  fake = await startFakeXero();
  slept = [];
  const sleep = async (ms: number) => {
    slept.push(ms);
  };
  xero = new XeroAccounting(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      loginUrl: fake.url,
      identityUrl: fake.url,
      apiUrl: fake.url,
    },
    { sleep, limiter: new CallLimiter({ sleep }) },
  );
});
afterAll(() => fake.close());

describe('Xero adapter against the fake: connect', () => {
  it('echoes the state, exchanges the code once and lists the organisation', async () => {
    const back = await authorize('state-123');
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code') ?? '';
    const tokens = await xero.exchangeCode(code, REDIRECT);
    expect(tokens.refreshToken).toMatch(/^rt_/);
    await expect(xero.exchangeCode(code, REDIRECT)).rejects.toBeInstanceOf(AccountingReconnectRequired);
    const orgs = await xero.organisations(tokens.accessToken);
    expect(orgs.map((o) => o.name)).toEqual(['Sunrise Supports Pty Ltd']);
  });

  it('rotates the refresh token; the old one is refused after the 30-minute grace', async () => {
    const session = await connect();
    const next = await xero.refresh(session.refreshToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    // Within the grace the old token is retryable (a lost response); after it, invalid_grant.
    await xero.refresh(session.refreshToken);
    fake.clock.ms += 31 * 60_000;
    await expect(xero.refresh(session.refreshToken)).rejects.toBeInstanceOf(AccountingReconnectRequired);
    await expect(xero.refresh(next.refreshToken)).resolves.toBeTruthy();
  });

  it('revocation removes the connections', async () => {
    const session = await connect();
    await xero.revoke(session.refreshToken);
    expect(await xero.organisations(session.accessToken)).toEqual([]);
  });
});

describe('Xero adapter against the fake: books', () => {
  it('posts an invoice twice with one idempotency key: one invoice in Xero', async () => {
    const session = await connect();
    const contact = await xero.upsertCustomer(
      session,
      { ourNumber: 'p-1', name: 'Jane Citizen', firstName: 'Jane', lastName: 'Citizen' },
      'contact:p-1',
    );
    const invoice = {
      customerId: contact.externalId,
      reference: 'INV 1001',
      invoiceNumber: '1001',
      date: '2026-11-30',
      dueDate: '2026-12-14',
      lines: [
        {
          description: '01_011 Self-care',
          quantity: 3,
          unitPriceCents: 7023,
          accountCode: '200',
          taxType: 'EXEMPTOUTPUT',
        },
      ],
    };
    const first = await xero.postSalesInvoice(session, invoice, 'inv:1001:r1');
    const second = await xero.postSalesInvoice(session, invoice, 'inv:1001:r1');
    expect(second.externalId).toBe(first.externalId);
    expect(fake.books.tenants.get(session.tenantId)?.invoices).toHaveLength(1);
    expect(fake.books.tenants.get(session.tenantId)?.invoices[0]?.Total).toBe(210.69);
  });

  it('says Xero’s validation message (a contact name already used)', async () => {
    const session = await connect();
    await xero.upsertCustomer(
      session,
      { ourNumber: 'a', name: 'Sam Lee', firstName: 'Sam', lastName: 'Lee' },
      'k1',
    );
    const error = await xero
      .upsertCustomer(session, { ourNumber: 'b', name: 'Sam Lee', firstName: 'Sam', lastName: 'Lee' }, 'k2')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingValidationError);
    expect((error as AccountingValidationError).messages[0]).toContain('already assigned to another contact');
  });

  it('creates one timesheet per pay period and updates it on repost; a wrong period is refused', async () => {
    const session = await connect();
    const employee = await xero.upsertEmployee(
      session,
      { firstName: 'Alex', lastName: 'Nguyen', dateOfBirth: '1990-05-17' },
      'emp:1',
    );
    const [ordinary] = await xero.earningsRates(session);
    const timesheet = {
      employeeId: employee.externalId,
      startDate: '2026-11-16',
      endDate: '2026-11-29',
      lines: [
        {
          earningsRateId: ordinary?.id ?? '',
          unitsPerDay: Array.from({ length: 14 }, (_, i) => (i === 1 ? 6 : 0)),
        },
      ],
    };
    const made = await xero.saveTimesheet(session, timesheet, null, 'ts:1');
    const found = await xero.findTimesheet(session, employee.externalId, '2026-11-16');
    expect(found).toBe(made.externalId);
    await xero.saveTimesheet(
      session,
      { ...timesheet, lines: [{ ...timesheet.lines[0], unitsPerDay: Array(14).fill(1) } as never] },
      found,
      'ts:2',
    );
    const sheets = fake.books.tenants.get(session.tenantId)?.timesheets ?? [];
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.Hours).toBe(14);
    await expect(
      xero.saveTimesheet(
        session,
        { ...timesheet, startDate: '2026-11-17', endDate: '2026-11-30' },
        null,
        'ts:3',
      ),
    ).rejects.toThrow(/doesn't correspond with a pay period/);
  });

  it('waits out a storm of 429s with their Retry-After, then succeeds', async () => {
    const session = await connect();
    slept.length = 0;
    fake.faults.rateLimitNext = 3;
    fake.faults.retryAfter = 7;
    const calendars = await xero.payCalendars(session);
    expect(calendars.map((c) => c.type)).toContain('FORTNIGHTLY');
    expect(slept).toEqual([7000, 7000, 7000]);
  });

  it('gives up after repeated 429s with the provider’s wait', async () => {
    const session = await connect();
    fake.faults.rateLimitNext = 10;
    fake.faults.retryAfter = 2;
    await expect(xero.payCalendars(session)).rejects.toBeInstanceOf(AccountingRateLimited);
    fake.faults.rateLimitNext = 0;
  });
});
