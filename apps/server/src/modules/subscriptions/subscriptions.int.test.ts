import {
  addMonths,
  billingDays,
  calendarDateInZone,
  formatInZone,
  zonedWallTimeToInstant,
} from '@care/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signIn } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { companies } from '../../db/schema/index.ts';
import { companyZone } from '../companies/companies.repo.ts';
import {
  confirm,
  get,
  OPERATOR_KEY,
  offlineHarness,
  type PaymentsHarness,
  packagesOf,
  STANDARD,
  STARTER,
  subscribe,
  subscribedCompany,
} from './subscriptions.test-kit.ts';

let x: PaymentsHarness;
beforeAll(async () => {
  x = await offlineHarness();
});
afterAll(async () => {
  await x.app.close();
});

describe('GET /api/Packages/get_all_packages', () => {
  it('lists the seeded packages with prices in cents and the yearly discount, and no subscription yet', async () => {
    const c = await createCompany(x.h);
    const reply = await packagesOf(x, c.users.Administrator.token);
    expect(reply.subscription).toBeNull();
    expect(reply.packages.map((p: { name: string }) => p.name)).toEqual([
      'Starter',
      'Standard',
      'Enterprise',
    ]);
    expect(reply.packages[1]).toMatchObject({
      packageId: STANDARD,
      monthlyPriceCents: 1800,
      yearlyPriceCents: 18000,
      yearlyDiscountPercent: 17,
      maxUsers: 100,
    });
  });

  it('is refused to staff (403)', async () => {
    const c = await createCompany(x.h);
    expect((await get(x, 'Packages/get_all_packages', c.users.Staff.token)).statusCode).toBe(403);
  });
});

describe('GET /api/Companies/subscribe (offline default)', () => {
  it('starts a pending payment for 15 users monthly, answers the result page, and subscribes once confirmed', async () => {
    const c = await createCompany(x.h);
    const admin = c.users.CompanyAdmin.token;
    // The fork's clock is shared and other files move it on: the period runs a month from now.
    const at = x.h.clock.now();
    const res = await subscribe(x, admin, { companyId: c.companyId, noofuser: 15 });
    expect(res.statusCode).toBe(200);
    const { paymentId, url } = res.json();
    expect(url).toBe(`/app/payment-response/${paymentId}`);

    const pending = (await get(x, `Payments/get_payment/${paymentId}`, admin)).json().payment;
    expect(pending).toMatchObject({
      status: 'pending',
      amountCents: 15 * 1800,
      users: 15,
      provider: 'offline',
    });
    expect(pending.invoiceNumber).toMatch(/^SUB-[0-9A-F]{8}-0001$/);
    expect((await packagesOf(x, admin)).subscription).toBeNull();

    expect((await confirm(x, paymentId)).json().message).toBe('The payment is confirmed.');
    expect((await confirm(x, paymentId)).json().message).toBe('The payment was already confirmed.');
    const sub = (await packagesOf(x, admin)).subscription;
    expect(sub).toMatchObject({
      packageName: 'Standard',
      users: 15,
      activeUsers: 5,
      status: 'active',
      billed: 'Monthly',
    });
    expect(sub.periodEnd).toBe(addMonths(at, 1, 'Australia/Sydney').toISOString());
  });

  // Issue 40 item 3: at 08:00 Sydney UTC is still on 30 March; the month is the company's.
  it('at 08:00 Sydney on 31 March, a month runs to 30 April on the company’s calendar', async () => {
    const at = zonedWallTimeToInstant('2027-03-31T08:00', 'Australia/Sydney');
    const morning = await offlineHarness(at);
    try {
      const c = await createCompany(morning.h);
      const admin = c.users.CompanyAdmin.token;
      const res = await subscribe(morning, admin, { companyId: c.companyId, noofuser: 15 });
      expect(res.statusCode, res.body).toBe(200);
      const { paymentId } = res.json();
      const pending = (await get(morning, `Payments/get_payment/${paymentId}`, admin)).json().payment;
      const sydney = (iso: string) => formatInZone(iso, 'dateTime', 'Australia/Sydney');
      expect(sydney(pending.periodStart)).toBe('31-03-2027 8:00 AM');
      expect(sydney(pending.periodEnd)).toBe('30-04-2027 8:00 AM');
      expect((await confirm(morning, paymentId)).statusCode).toBe(200);
      const sub = (await packagesOf(morning, admin)).subscription;
      expect(calendarDateInZone(sub.periodEnd, 'Australia/Sydney')).toBe('2027-04-30');
    } finally {
      await morning.app.close();
    }
  });

  it('refuses bad input with a message at the field, and saves nothing', async () => {
    const c = await createCompany(x.h);
    const admin = c.users.CompanyAdmin.token;
    const zero = await subscribe(x, admin, { companyId: c.companyId, noofuser: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.noofuser).toMatch(/at least 1/);
    expect((await subscribe(x, admin, { companyId: c.companyId, billed: 'Weekly' })).statusCode).toBe(400);
    const tooMany = await subscribe(x, admin, { companyId: c.companyId, packageId: STARTER, noofuser: 11 });
    expect(tooMany.json().errors.noofuser).toMatch(/at most 10 users/);
    const unknown = await subscribe(x, admin, {
      companyId: c.companyId,
      packageId: '5b0c9a1e-0000-4000-8000-00000000dead',
    });
    expect(unknown.json().errors.packageId).toMatch(/not offered/);
    const fewer = await subscribe(x, admin, { companyId: c.companyId, noofuser: 4 });
    expect(fewer.json().errors.noofuser).toMatch(/5 active users/);
    expect((await get(x, `Payments/get_all?companyId=${c.companyId}`, admin)).json().payments).toEqual([]);
  });

  it('is for the CompanyAdmin only, and only for their own company', async () => {
    const c = await createCompany(x.h);
    const other = await createCompany(x.h);
    expect((await subscribe(x, c.users.Administrator.token, { companyId: c.companyId })).statusCode).toBe(
      403,
    );
    expect((await subscribe(x, c.users.CompanyAdmin.token, { companyId: other.companyId })).statusCode).toBe(
      403,
    );
  });

  it('refuses a second subscription while one is active', async () => {
    const c = await subscribedCompany(x, 10);
    const again = await subscribe(x, c.users.CompanyAdmin.token, { companyId: c.companyId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already active/);
  });

  it('lets only the operator key confirm an offline payment', async () => {
    const c = await createCompany(x.h);
    const res = await subscribe(x, c.users.CompanyAdmin.token, { companyId: c.companyId });
    expect((await confirm(x, res.json().paymentId, 'wrong-key')).statusCode).toBe(401);
    expect((await confirm(x, res.json().paymentId, `${OPERATOR_KEY}x`)).statusCode).toBe(401);
    expect((await packagesOf(x, c.users.CompanyAdmin.token)).subscription).toBeNull();
  });
});

describe('GET /api/Companies/update_client_payment', () => {
  it('charges the added users for the rest of the period and applies them once paid', async () => {
    const c = await subscribedCompany(x, 6);
    x.clock.advance(15 * 86_400_000);
    const admin = await signIn(x.h, c.users.CompanyAdmin.email);
    const res = await get(
      x,
      `Companies/update_client_payment?companyId=${c.companyId}&packageId=${STANDARD}&noofuser=10`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const payment = (await get(x, `Payments/get_payment/${res.json().paymentId}`, admin)).json().payment;
    // 4 more users × $18 × the calendar days of the month still to run (about 15 of 28 to 31,
    // whichever month the fork's shared clock is in), in the company's zone.
    const sub = (await packagesOf(x, admin)).subscription;
    const days = billingDays({
      periodStart: new Date(sub.periodStart),
      periodEnd: new Date(sub.periodEnd),
      now: x.clock.now(),
      zone: await companyZone(x.h.database.db, c.companyId),
    });
    expect(days.daysLeft).toBeGreaterThan(11);
    expect(days.daysLeft).toBeLessThan(17);
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: Math.round((4 * 1800 * days.daysLeft) / days.days),
      users: 10,
    });
    expect((await packagesOf(x, admin)).subscription.users).toBe(6);
    await confirm(x, res.json().paymentId);
    expect((await packagesOf(x, admin)).subscription.users).toBe(10);
  });

  // Issue 40 item 8: what the price calculator shows as the first charge is what is charged.
  it('at 08:00 Sydney on 31 December charges one day of December’s 31 for 5 more users: $2.90', async () => {
    const bought = zonedWallTimeToInstant('2026-12-01T10:00', 'Australia/Sydney');
    const y = await offlineHarness(bought);
    try {
      const c = await createCompany(y.h);
      const admin = c.users.CompanyAdmin.token;
      const first = await subscribe(y, admin, { companyId: c.companyId, noofuser: 10 });
      const firstPayment = (await get(y, `Payments/get_payment/${first.json().paymentId}`, admin)).json()
        .payment;
      expect(firstPayment.amountCents).toBe(18000); // the whole first month: 10 × $18
      await confirm(y, first.json().paymentId);
      y.clock.advance(
        zonedWallTimeToInstant('2026-12-31T08:00', 'Australia/Sydney').getTime() - bought.getTime(),
      );
      // A month on, the first sign-in's session has ended: sign in again.
      const later = await signIn(y.h, c.users.CompanyAdmin.email);
      const res = await get(
        y,
        `Companies/update_client_payment?companyId=${c.companyId}&packageId=${STANDARD}&noofuser=15`,
        later,
      );
      expect(res.statusCode, res.body).toBe(200);
      const payment = (await get(y, `Payments/get_payment/${res.json().paymentId}`, later)).json().payment;
      // 5 × $18 = $90 for 1 of 31 days = 290.3 cents → 290 (UTC's date, the 30th, would make it 2 days).
      expect(payment).toMatchObject({ status: 'pending', amountCents: 290, users: 15 });
      expect(payment.description).toBe('Change to Standard for 15 users until 01-01-2027');
      const sub = (await packagesOf(y, later)).subscription;
      expect(sub.duration).toBe(1);
    } finally {
      await y.app.close();
    }
  });

  it('applies fewer users at once, but never fewer than the active users', async () => {
    const c = await subscribedCompany(x, 9);
    const admin = c.users.CompanyAdmin.token;
    const url = (n: number) =>
      `Companies/update_client_payment?companyId=${c.companyId}&packageId=${STANDARD}&noofuser=${n}`;
    const down = await get(x, url(7), admin);
    expect(down.json()).toMatchObject({ url: null, paymentId: null });
    expect((await packagesOf(x, admin)).subscription.users).toBe(7);
    const tooFew = await get(x, url(4), admin);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().errors.noofuser).toMatch(/5 active users/);
  });

  it('asks to subscribe first, and is refused to another role and another company', async () => {
    const c = await createCompany(x.h);
    const other = await createCompany(x.h);
    const url = (id: string) =>
      `Companies/update_client_payment?companyId=${id}&packageId=${STANDARD}&noofuser=8`;
    expect((await get(x, url(c.companyId), c.users.CompanyAdmin.token)).json().message).toMatch(
      /subscribe first/,
    );
    expect((await get(x, url(c.companyId), c.users.Administrator.token)).statusCode).toBe(403);
    expect((await get(x, url(other.companyId), c.users.CompanyAdmin.token)).statusCode).toBe(403);
  });
});

describe('GET /api/Payments/get_all', () => {
  it('lists the company’s payments with the status and date filters', async () => {
    const c = await subscribedCompany(x, 5);
    const admin = c.users.CompanyAdmin.token;
    const list = (q: string) => get(x, `Payments/get_all?companyId=${c.companyId}${q}`, admin);
    const all = (await list('')).json().payments;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      status: 'paid',
      packageName: 'Standard',
      amountCents: 9000,
      payUrl: null,
    });
    expect((await list('&status=pending')).json().payments).toEqual([]);
    // The company's date (Sydney), not UTC's: the shared clock may sit past 14:00 UTC.
    const today = calendarDateInZone(x.clock.now(), await companyZone(x.h.database.db, c.companyId));
    expect((await list(`&fromDate=${today}&toDate=${today}`)).json().payments).toHaveLength(1);
    expect((await list('&fromDate=2020-01-01&toDate=2020-01-31')).json().payments).toEqual([]);
    expect((await list('&status=lost')).statusCode).toBe(400);
  });

  it('is refused to administrators and for another company; another company’s payment is a 404', async () => {
    const c = await subscribedCompany(x, 5);
    const other = await createCompany(x.h);
    expect(
      (await get(x, `Payments/get_all?companyId=${c.companyId}`, c.users.Administrator.token)).statusCode,
    ).toBe(403);
    expect(
      (await get(x, `Payments/get_all?companyId=${c.companyId}`, other.users.CompanyAdmin.token)).statusCode,
    ).toBe(403);
    const [mine] = (
      await get(x, `Payments/get_all?companyId=${c.companyId}`, c.users.CompanyAdmin.token)
    ).json().payments;
    expect(
      (await get(x, `Payments/get_payment/${mine.paymentId}`, other.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/Payments/invoice_pdf/:paymentId', () => {
  const pdf = (id: string, token: string, q = '') => get(x, `Payments/invoice_pdf/${id}${q}`, token);

  it('prints the company and its ABN, the package, users, period, amount and status on A4', async () => {
    const c = await subscribedCompany(x, 5);
    await x.h.database.db
      .update(companies)
      .set({ abn: '51 824 753 556' })
      .where(eq(companies.id, c.companyId));
    const admin = c.users.CompanyAdmin.token;
    const [p] = (await get(x, `Payments/get_all?companyId=${c.companyId}`, admin)).json().payments;
    const res = await pdf(p.paymentId, admin, '?download=true');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      `attachment; filename="Subscription-invoice-${p.invoiceNumber}.pdf"`,
    );
    // A4: 595.28 × 841.89 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const { text, title } = readPdf(res.rawPayload);
    expect(title).toBe(`Invoice ${p.invoiceNumber}`);
    const zone = await companyZone(x.h.database.db, c.companyId);
    const day = (iso: string) => formatInZone(iso, 'date', zone);
    const company = (await x.h.database.db.select().from(companies).where(eq(companies.id, c.companyId)))[0];
    // Each table cell is its own text run: a label reads straight into its value.
    for (const expected of [
      `Invoice ${p.invoiceNumber}`,
      `Billed to${company?.name}`,
      'ABN 51 824 753 556',
      'PackageStandard',
      'Users5',
      'Billing1 month(s), billed monthly',
      `Period${day(p.periodStart)} to ${day(p.periodEnd)}`,
      'StatusPaid',
      'Amount $90.00',
    ]) {
      expect(text, text).toContain(expected);
    }
  });

  it('prints a pending invoice as awaiting payment', async () => {
    const c = await createCompany(x.h);
    const admin = c.users.CompanyAdmin.token;
    const started = await subscribe(x, admin, { companyId: c.companyId, noofuser: 15 });
    const res = await pdf(started.json().paymentId, admin);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(readPdf(res.rawPayload).text).toContain('Awaiting payment');
  });

  it('refuses a bad id (400 at the field), another role (403) and another company’s payment (404)', async () => {
    const c = await subscribedCompany(x, 5);
    const other = await createCompany(x.h);
    const [p] = (await get(x, `Payments/get_all?companyId=${c.companyId}`, c.users.CompanyAdmin.token)).json()
      .payments;
    const bad = await pdf('nope', c.users.CompanyAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.paymentId).toMatch(/UUID/);
    expect((await pdf(p.paymentId, c.users.Administrator.token)).statusCode).toBe(403);
    expect((await pdf(p.paymentId, c.users.Staff.token)).statusCode).toBe(403);
    expect((await pdf(p.paymentId, other.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});

describe('POST /api/Payments/billing_portal (offline default)', () => {
  it('has no portal for an offline subscription (400)', async () => {
    const c = await subscribedCompany(x, 5);
    const res = await x.app.inject({
      method: 'POST',
      url: '/api/Payments/billing_portal',
      headers: { authorization: `Bearer ${c.users.CompanyAdmin.token}` },
      payload: { companyId: c.companyId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no billing portal/);
  });
});
