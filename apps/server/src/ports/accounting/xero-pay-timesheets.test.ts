import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeXero, startFakeXero } from '../../dev/fake-xero.ts';
import type { AccountingSession, PayrollTimesheet } from './accounting.ts';
import { AccountingNoAnswer } from './accounting-errors.ts';
import { CallLimiter } from './call-limiter.ts';
import { offlineAccounting } from './offline-accounting.ts';
import { XeroAccounting } from './xero-accounting.ts';

// Issue 38 item 5 against the local fake: the pay items the categories are mapped to, and a pay
// period's timesheet made once and then updated, whatever Xero does to the replies.

const REDIRECT = 'http://care.test/app/report/auth';
let fake: FakeXero;
let xero: XeroAccounting;

async function connect(): Promise<AccountingSession> {
  const res = await fetch(xero.authorizeUrl('s', REDIRECT), { redirect: 'manual' });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await xero.exchangeCode(code, REDIRECT);
  const [org] = await xero.organisations(tokens.accessToken);
  return { tenantId: org?.tenantId ?? '', accessToken: tokens.accessToken };
}

beforeAll(async () => {
  fake = await startFakeXero();
  const sleep = async () => {};
  xero = new XeroAccounting(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      loginUrl: fake.url,
      identityUrl: fake.url,
      apiUrl: fake.url,
    },
    { sleep, limiter: new CallLimiter({ sleep }), timeoutMs: 300 },
  );
});
afterAll(() => fake.close());

/** A new employee on the fake's fortnightly calendar (periods from Mon 16 Nov 2026) and a fortnight's sheet. */
async function employeeAndSheet(session: AccountingSession) {
  const employee = await xero.upsertEmployee(
    session,
    { firstName: 'Alex', lastName: `Nguyen${Math.random()}`, dateOfBirth: '1990-05-17' },
    `emp:${Math.random()}`,
  );
  const items = await xero.payItems(session);
  const id = (name: string) => items.find((i) => i.name === name)?.id ?? '';
  const sheet = (ordinaryMonday: number): PayrollTimesheet => ({
    employeeId: employee.externalId,
    startDate: '2026-11-16',
    endDate: '2026-11-29',
    lines: [
      { earningsRateId: id('Ordinary Hours'), unitsPerDay: [ordinaryMonday, ...Array(13).fill(0)] },
      { earningsRateId: id('Vehicle allowance (km)'), unitsPerDay: [12.5, ...Array(13).fill(0)] },
    ],
  });
  const sheets = () =>
    (fake.books.tenants.get(session.tenantId)?.timesheets ?? []).filter(
      (t) => t.EmployeeID === employee.externalId,
    );
  /** What the job does: look the period up, then create or update it. */
  const post = async (t: PayrollTimesheet, key: string) => {
    const existing = await xero.findTimesheet(session, employee.externalId, t.startDate);
    return xero.saveTimesheet(session, t, existing, `${employee.externalId}:${key}:${existing ?? 'new'}`);
  };
  return { employee, sheet, sheets, post };
}

const ordinaryOf = (t: Record<string, unknown> | undefined) =>
  (t?.TimesheetLines as { NumberOfUnits: number[] }[] | undefined)?.[0]?.NumberOfUnits[0];

describe('Xero adapter: pay items', () => {
  it('reads the earnings rates and allowance types with their earnings and rate types', async () => {
    const items = await xero.payItems(await connect());
    expect(items.find((i) => i.name === 'Overtime 150%')).toMatchObject({
      earningsType: 'OVERTIMEEARNINGS',
      rateType: 'MULTIPLE',
      units: 'Hours',
    });
    expect(items.find((i) => i.name === 'Sleepover allowance')).toMatchObject({
      earningsType: 'ALLOWANCE',
      rateType: 'RATEPERUNIT',
    });
    expect(items.every((i) => i.id && i.name)).toBe(true);
  });

  it('the offline default refuses (no connection)', async () => {
    await expect(offlineAccounting.payItems({ tenantId: 't', accessToken: 'a' })).rejects.toThrow();
  });
});

describe('Xero adapter: a pay period’s timesheet, once', () => {
  it('creates the timesheet, then updates the same TimesheetID when the figures change', async () => {
    const { sheet, sheets, post } = await employeeAndSheet(await connect());
    const made = await post(sheet(8), 'a');
    const updated = await post(sheet(6), 'b');
    expect(updated.externalId).toBe(made.externalId);
    expect(sheets()).toHaveLength(1);
    expect(ordinaryOf(sheets()[0])).toBe(6);
  });

  it('500 without saving, then the retry creates it once', async () => {
    const { sheet, sheets, post } = await employeeAndSheet(await connect());
    fake.faults.serverError = { path: '/Timesheets', count: 1, done: false };
    await expect(post(sheet(8), 'a')).rejects.toBeInstanceOf(AccountingNoAnswer);
    expect(sheets()).toHaveLength(0);
    await post(sheet(8), 'a');
    expect(sheets()).toHaveLength(1);
  });

  it('500 after saving: the retry finds the period’s timesheet and updates it, no second one', async () => {
    const { sheet, sheets, post } = await employeeAndSheet(await connect());
    fake.faults.serverError = { path: '/Timesheets', count: 1, done: true };
    await expect(post(sheet(8), 'a')).rejects.toBeInstanceOf(AccountingNoAnswer);
    expect(sheets()).toHaveLength(1);
    const again = await post(sheet(7), 'a');
    expect(sheets()).toHaveLength(1);
    expect(again.externalId).toBe(sheets()[0]?.TimesheetID);
    expect(ordinaryOf(sheets()[0])).toBe(7);
  });

  it('an answer too late (the first request had succeeded): the retry looks up, then updates; no duplicate', async () => {
    const { sheet, sheets, post } = await employeeAndSheet(await connect());
    fake.faults.lateReply = { path: '/Timesheets', count: 1, ms: 1000 };
    await expect(post(sheet(8), 'a')).rejects.toBeInstanceOf(AccountingNoAnswer);
    fake.faults.lateReply = null;
    expect(sheets()).toHaveLength(1);
    await post(sheet(8), 'a');
    expect(sheets()).toHaveLength(1);
  });

  it('out of order: an older request retried after a newer update is replayed, not applied', async () => {
    const session = await connect();
    const { employee, sheet, sheets, post } = await employeeAndSheet(session);
    const made = await post(sheet(8), 'a');
    // The correction (6 h) reaches Xero, then the first post's retry (8 h, its own key) arrives late.
    await post(sheet(6), 'b');
    const late = await xero.saveTimesheet(session, sheet(8), null, `${employee.externalId}:a:new`);
    expect(late.externalId).toBe(made.externalId);
    expect(sheets()).toHaveLength(1);
    expect(ordinaryOf(sheets()[0])).toBe(6);
    // Another period of the same employee is told apart by its start date, whatever Xero's order.
    await post({ ...sheet(3), startDate: '2026-11-30', endDate: '2026-12-13' }, 'c');
    expect(await xero.findTimesheet(session, employee.externalId, '2026-11-16')).toBe(made.externalId);
    expect(sheets()).toHaveLength(2);
  });
});
