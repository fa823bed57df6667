// The fake Xero's books: one organisation's contacts, invoices, employees, calendars, pay items
// and timesheets, seeded on first use, and the Xero-shaped values they hold.
import { randomUUID } from 'node:crypto';

/** One organisation's books in the fake (docs/reference/XERO.md §7 items 5–8). */
export interface FakeTenant {
  contacts: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  employees: Record<string, unknown>[];
  calendars: { PayrollCalendarID: string; Name: string; CalendarType: string; StartDate: string }[];
  earningsRates: {
    EarningsRateID: string;
    Name: string;
    EarningsType: string;
    RateType: string;
    TypeOfUnits: string;
  }[];
  timesheets: Record<string, unknown>[];
  /** The first answer to each Idempotency-Key and the body it came with. */
  replies: Map<string, { answer: { status: number; body: unknown }; raw: string }>;
}

export interface FakeXeroBooks {
  tenants: Map<string, FakeTenant>;
  seedTenant(tenantId: string): FakeTenant;
}

export type Json = Record<string, unknown>;
export const DAY = 86_400_000;
/** A date's midnight UTC in ms. */
export const dateMs = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
/** A date as Xero writes it: `/Date(ms+0000)/`. */
export const xeroDate = (d: string) => `/Date(${dateMs(d)}+0000)/`;
export const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Empty books; an organisation's are seeded (two pay calendars, the award's pay items) on first use. */
export function newBooks(): FakeXeroBooks {
  const tenants = new Map<string, FakeTenant>();
  return {
    tenants,
    seedTenant(tenantId) {
      const rate = (
        name: string,
        type = 'ORDINARYTIMEEARNINGS',
        units = 'Hours',
        rateType = 'RATEPERUNIT',
      ) => ({
        EarningsRateID: randomUUID(),
        Name: name,
        EarningsType: type,
        RateType: rateType,
        TypeOfUnits: units,
      });
      const tenant: FakeTenant = {
        contacts: [],
        invoices: [],
        employees: [],
        // A fortnightly calendar whose periods start on Monday 16 Nov 2026, and a weekly one.
        calendars: [
          {
            PayrollCalendarID: randomUUID(),
            Name: 'Fortnightly (Mon)',
            CalendarType: 'FORTNIGHTLY',
            StartDate: xeroDate('2026-11-16'),
          },
          {
            PayrollCalendarID: randomUUID(),
            Name: 'Weekly (Mon)',
            CalendarType: 'WEEKLY',
            StartDate: xeroDate('2026-11-16'),
          },
        ],
        earningsRates: [
          rate('Ordinary Hours'),
          rate('Afternoon shift'),
          rate('Night shift'),
          rate('Saturday'),
          rate('Sunday'),
          rate('Public holiday'),
          rate('Sleepover allowance', 'ALLOWANCE', 'Sleepovers'),
          rate('Vehicle allowance (km)', 'ALLOWANCE', 'km'),
          // The rest of a SCHADS pay template (issue 38 item 5): overtime, the other loadings, allowances.
          rate('Overtime 150%', 'OVERTIMEEARNINGS', 'Hours', 'MULTIPLE'),
          rate('Overtime 200%', 'OVERTIMEEARNINGS', 'Hours', 'MULTIPLE'),
          rate('Overtime 250%', 'OVERTIMEEARNINGS', 'Hours', 'MULTIPLE'),
          rate('Sleepover work', 'OVERTIMEEARNINGS', 'Hours', 'MULTIPLE'),
          rate('Minimum engagement top-up'),
          rate('Broken shift allowance (1 break)', 'ALLOWANCE', 'Broken shifts'),
          rate('Broken shift allowance (2 breaks)', 'ALLOWANCE', 'Broken shifts'),
          rate('Laundry allowance (fixed)', 'ALLOWANCE', '', 'FIXEDAMOUNT'),
        ],
        timesheets: [],
        replies: new Map(),
      };
      tenants.set(tenantId, tenant);
      return tenant;
    },
  };
}
