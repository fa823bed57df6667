import { zonedWallTimeToInstant } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { PaymentPage } from './PaymentPage.tsx';
import { SubscriptionPage } from './SubscriptionPage.tsx';
import { PACKAGES } from './subscription.test-kit.ts';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const packages =
  (subscription: unknown = null) =>
  () =>
    json({ packages: PACKAGES, subscription });

describe('Subscription', () => {
  it('prices 15 users monthly, then yearly with the discount, and goes to the payment page', async () => {
    const { router } = await renderPage('/app/subscription', SubscriptionPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Packages/get_all_packages': packages() },
    });
    const calc = await screen
      .findByRole('region', { name: 'Price calculator' })
      .catch(() => screen.getByLabelText('Price calculator'));
    const users = within(calc).getByLabelText('Number of users');
    fireEvent.change(users, { target: { value: '15' } });
    expect(within(calc).getByText('Total $270.00')).toBeTruthy();
    fireEvent.click(within(calc).getByText('Yearly'));
    expect(within(calc).getByText('Total $2,700.00')).toBeTruthy();
    expect(within(calc).getByText(/You save \$540.00/)).toBeTruthy();
    fireEvent.click(within(calc).getByText('Monthly'));
    fireEvent.click(within(calc).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/payment/pk-2'));
    expect(router.state.location.search).toMatchObject({ users: 15, duration: 1, billed: 'Monthly' });
  });

  it('says at the field when the users are beyond the package, and offers no payment', async () => {
    await renderPage('/app/subscription', SubscriptionPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Packages/get_all_packages': packages() },
    });
    const calc = await screen.findByLabelText('Price calculator');
    fireEvent.change(within(calc).getByLabelText('Number of users'), { target: { value: '101' } });
    expect(await within(calc).findByText(/at most 100 users/)).toBeTruthy();
    expect((within(calc).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the current subscription and changes its users in place', async () => {
    const sub = {
      subscriptionId: 's-1',
      packageId: 'pk-2',
      packageName: 'Standard',
      users: 15,
      activeUsers: 12,
      billed: 'Monthly',
      duration: 1,
      status: 'active',
      periodStart: '2026-11-22T01:00:00.000Z',
      periodEnd: '2026-12-22T01:00:00.000Z',
      provider: 'offline',
    };
    const { calls } = await renderPage('/app/subscription', SubscriptionPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Packages/get_all_packages': packages(sub),
        'GET /api/Companies/update_client_payment': () =>
          json({
            status: 'Success',
            message: 'The subscription is now Standard for 13 users.',
            paymentId: null,
            url: null,
          }),
      },
    });
    const current = await screen.findByLabelText('Current subscription');
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText(/12 of 15 users active/)).toBeTruthy();
    // The paid-until date, in Sydney's zone, is kept whole on a phone's narrow card.
    expect(within(current).getByText('22-12-2026').style.whiteSpace).toBe('nowrap');
    fireEvent.change(screen.getByLabelText('Number of users'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(await screen.findByText('The subscription is now Standard for 13 users.')).toBeTruthy();
    expect(calls).toContain('GET /api/Companies/update_client_payment');
  });

  it('offers Manage billing for a card subscription only, and goes to the portal the server answers', async () => {
    const sub = {
      subscriptionId: 's-1',
      packageId: 'pk-2',
      packageName: 'Standard',
      users: 15,
      activeUsers: 12,
      billed: 'Monthly',
      duration: 1,
      status: 'active',
      periodStart: '2026-11-22T01:00:00.000Z',
      periodEnd: '2026-12-22T01:00:00.000Z',
      provider: 'stripe',
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let body = '';
    await renderPage('/app/subscription', SubscriptionPage, {
      role: 'CompanyAdmin',
      api: {
        'GET /api/Packages/get_all_packages': packages(sub),
        'POST /api/Payments/billing_portal': (init) => {
          body = String(init?.body);
          return json({ url: 'https://billing.stripe.test/p/session' });
        },
      },
    });
    const current = await screen.findByLabelText('Current subscription');
    fireEvent.click(within(current).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session'));
    expect(JSON.parse(body)).toHaveProperty('companyId');
    vi.unstubAllGlobals();
  });

  it('offers no Manage billing for an offline subscription', async () => {
    const sub = {
      subscriptionId: 's-1',
      packageId: 'pk-2',
      packageName: 'Standard',
      users: 15,
      activeUsers: 12,
      billed: 'Monthly',
      duration: 1,
      status: 'active',
      periodStart: '2026-11-22T01:00:00.000Z',
      periodEnd: '2026-12-22T01:00:00.000Z',
      provider: 'offline',
    };
    await renderPage('/app/subscription', SubscriptionPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Packages/get_all_packages': packages(sub) },
    });
    await screen.findByLabelText('Current subscription');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  describe('the first charge before the payment service (issue 40 item 8)', () => {
    const at = (wall: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(zonedWallTimeToInstant(wall, 'Australia/Sydney'));
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    it('subscribing: the whole first month today, then the same every month from the renewal', async () => {
      at('2026-01-31T08:00');
      await renderPage('/app/subscription', SubscriptionPage, {
        role: 'CompanyAdmin',
        api: { 'GET /api/Packages/get_all_packages': packages() },
      });
      const calc = await screen.findByLabelText('Price calculator');
      fireEvent.change(within(calc).getByLabelText('Number of users'), { target: { value: '15' } });
      const charges = within(calc).getByLabelText('Charges');
      expect(within(charges).getByText('First charge today $270.00')).toBeTruthy();
      expect(within(charges).getByText('The first month, 31-01-2026 to 27-02-2026.')).toBeTruthy();
      expect(within(charges).getByText('Then $270.00 every month from 28-02-2026')).toBeTruthy();
    });

    it('changing at 08:00 Sydney on 31 December: the 5 added users for 1 of 31 days, $2.90, then $360.00 a month', async () => {
      at('2026-12-31T08:00');
      const sub = {
        subscriptionId: 's-1',
        packageId: 'pk-2',
        packageName: 'Standard',
        users: 15,
        activeUsers: 12,
        billed: 'Monthly',
        duration: 1,
        status: 'active',
        periodStart: zonedWallTimeToInstant('2026-12-01T10:00', 'Australia/Sydney').toISOString(),
        periodEnd: zonedWallTimeToInstant('2027-01-01T10:00', 'Australia/Sydney').toISOString(),
        provider: 'stripe',
      };
      await renderPage('/app/subscription', SubscriptionPage, {
        role: 'CompanyAdmin',
        api: { 'GET /api/Packages/get_all_packages': packages(sub) },
      });
      const calc = await screen.findByLabelText('Price calculator');
      fireEvent.change(within(calc).getByLabelText('Number of users'), { target: { value: '20' } });
      const charges = within(calc).getByLabelText('Charges');
      expect(within(charges).getByText('First charge today $2.90')).toBeTruthy();
      expect(
        within(charges).getByText(/1 of 31 days left of this period \(31-12-2026 to 31-12-2026\)/),
      ).toBeTruthy();
      expect(within(charges).getByText('Then $360.00 every month from 01-01-2027')).toBeTruthy();
      // A change keeps the subscription's billing: no 'Total' of a new subscription.
      expect(within(calc).queryByText(/^Total/)).toBeNull();
      expect((within(calc).getByLabelText(/Duration/) as HTMLInputElement).disabled).toBe(true);
      fireEvent.change(within(calc).getByLabelText('Number of users'), { target: { value: '12' } });
      expect(within(charges).getByText('Nothing to pay today')).toBeTruthy();
      expect(within(charges).getByText('Then $216.00 every month from 01-01-2027')).toBeTruthy();
    });
  });

  it('lets an administrator see the packages but not subscribe', async () => {
    await renderPage('/app/subscription', SubscriptionPage, {
      role: 'Administrator',
      api: { 'GET /api/Packages/get_all_packages': packages() },
    });
    expect(await screen.findByText('Only the company administrator changes the subscription.')).toBeTruthy();
    expect(screen.queryByLabelText('Price calculator')).toBeNull();
  });
});

describe('Payment', () => {
  it('shows the order and starts the payment, going to the result page of an offline invoice', async () => {
    let asked = '';
    const { router } = await renderPage('/app/payment/pk-2', PaymentPage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment/$packageId',
      api: {
        'GET /api/Packages/get_all_packages': packages(),
        'GET /api/Companies/subscribe': (_init, url) => {
          asked = url;
          return json({
            status: 'Success',
            message: 'Go on',
            paymentId: 'pay-1',
            url: '/app/payment-response/pay-1',
          });
        },
      },
    });
    await router.navigate({
      to: '/app/payment/pk-2',
      search: { users: 15, duration: 1, billed: 'Monthly' },
    } as never);
    expect(await screen.findByText('To pay $270.00')).toBeTruthy();
    expect(screen.getByText(/^Then \$270\.00 every month from/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/payment-response/pay-1'));
    expect(new URL(asked, 'http://x').searchParams.get('noofuser')).toBe('15');
  });

  it('shows the server’s refusal', async () => {
    const { router } = await renderPage('/app/payment/pk-2', PaymentPage, {
      role: 'CompanyAdmin',
      pattern: '/app/payment/$packageId',
      api: {
        'GET /api/Packages/get_all_packages': packages(),
        'GET /api/Companies/subscribe': () =>
          json({ status: 'Error', message: 'The subscription is already active: change it instead.' }, 400),
      },
    });
    await router.navigate({
      to: '/app/payment/pk-2',
      search: { users: 5, duration: 1, billed: 'Monthly' },
    } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The subscription is already active: change it instead.',
    );
  });
});
