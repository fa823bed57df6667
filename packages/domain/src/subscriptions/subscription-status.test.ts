import { describe, expect, it } from 'vitest';
import {
  effectiveSubscriptionStatus,
  statusAfterRenewal,
  subscriptionStatusAfter,
} from './subscription-status.ts';
import {
  CLAIMS_NOT_FOR_ROLE,
  claimsInForce,
  countsAsSubscriptionUser,
  subscriptionSeatOf,
  subscriptionUserCount,
  userLimitError,
} from './user-limit.ts';

describe('subscriptionStatusAfter', () => {
  it('makes any subscription active when paid, a cancelled one included (paying renews it)', () => {
    for (const s of ['trial', 'active', 'past_due', 'cancelled'] as const) {
      expect(subscriptionStatusAfter(s, 'paid')).toBe('active');
    }
  });
  it('makes a trial or active subscription past due on a failed payment, but leaves a cancelled one cancelled', () => {
    expect(subscriptionStatusAfter('trial', 'payment_failed')).toBe('past_due');
    expect(subscriptionStatusAfter('active', 'payment_failed')).toBe('past_due');
    expect(subscriptionStatusAfter('cancelled', 'payment_failed')).toBe('cancelled');
  });
  it('cancels from every state', () => {
    expect(subscriptionStatusAfter('past_due', 'cancelled')).toBe('cancelled');
  });
});

describe('statusAfterRenewal', () => {
  it('follows the service: a failure that arrives after the retry was paid leaves it active', () => {
    expect(statusAfterRenewal('active', 'active', 'payment_failed')).toBe('active');
    expect(statusAfterRenewal('past_due', 'active', 'paid')).toBe('active');
    // An old invoice's payment while the newest one failed: still past due.
    expect(statusAfterRenewal('past_due', 'past_due', 'paid')).toBe('past_due');
  });
  it('never revives a cancelled subscription, whatever the event or the service says', () => {
    expect(statusAfterRenewal('active', 'cancelled', 'paid')).toBe('cancelled');
    expect(statusAfterRenewal('cancelled', 'active', 'paid')).toBe('cancelled');
    expect(statusAfterRenewal('cancelled', 'unknown', 'paid')).toBe('cancelled');
  });
  it('lets the event decide only when the service says nothing', () => {
    expect(statusAfterRenewal('active', 'unknown', 'payment_failed')).toBe('past_due');
    expect(statusAfterRenewal('past_due', 'unknown', 'paid')).toBe('active');
  });
});

describe('effectiveSubscriptionStatus', () => {
  const periodEnd = new Date('2026-12-01T00:00:00Z');
  it('turns a trial past due at the very end of its period, not a moment before', () => {
    expect(
      effectiveSubscriptionStatus({ status: 'trial', periodEnd }, new Date('2026-11-30T23:59:59Z')),
    ).toBe('trial');
    expect(effectiveSubscriptionStatus({ status: 'trial', periodEnd }, periodEnd)).toBe('past_due');
  });
  it('leaves a cancelled subscription cancelled after its period', () => {
    expect(
      effectiveSubscriptionStatus({ status: 'cancelled', periodEnd }, new Date('2027-01-01T00:00:00Z')),
    ).toBe('cancelled');
  });
});

describe('userLimitError', () => {
  it('lets a company without a subscription add users', () => {
    expect(userLimitError(null, 500)).toBeNull();
  });
  it('allows up to the number of users and refuses the one beyond, saying how to change it', () => {
    expect(userLimitError({ status: 'active', users: 15 }, 14)).toBeNull();
    expect(userLimitError({ status: 'active', users: 15 }, 15)).toMatch(
      /allows 15 active users.*change the subscription/,
    );
    expect(userLimitError({ status: 'past_due', users: 3 }, 5)).toMatch(/allows 3/);
  });
  it('refuses any new active user while cancelled', () => {
    expect(userLimitError({ status: 'cancelled', users: 15 }, 0)).toMatch(/cancelled/);
  });
  it('does not count clients or service providers as users', () => {
    expect(countsAsSubscriptionUser('Client')).toBe(false);
    expect(countsAsSubscriptionUser('ServiceProvider')).toBe(false);
    expect(countsAsSubscriptionUser('Staff')).toBe(true);
    expect(countsAsSubscriptionUser('CareManager')).toBe(true);
  });
});

describe('the subscription’s users (issue 40 item 8)', () => {
  it('counts the active owner, administrators, staff, auditors and care managers; not clients, service providers or inactive sign-ins', () => {
    const users = [
      { role: 'CompanyAdmin', isActive: true },
      { role: 'Administrator', isActive: true },
      { role: 'Staff', isActive: true },
      { role: 'Staff', isActive: false },
      { role: 'Auditor', isActive: true },
      { role: 'CareManager', isActive: true },
      { role: 'Client', isActive: true },
      { role: 'ServiceProvider', isActive: true },
      { role: 'Administrator', isActive: false },
    ];
    expect(users.map(subscriptionSeatOf)).toEqual([
      'counted',
      'counted',
      'counted',
      'inactive',
      'counted',
      'counted',
      'notCounted',
      'notCounted',
      'inactive',
    ]);
    expect(subscriptionUserCount(users)).toBe(5);
    expect(subscriptionUserCount([])).toBe(0);
  });
});

describe('claimsInForce', () => {
  it('keeps the claims of a counted sign-in and drops those of a client or a service provider', () => {
    expect(claimsInForce('Staff', ['Edit Staff'])).toEqual(['Edit Staff']);
    expect(claimsInForce('Coordinator', ['Add Client'])).toEqual(['Add Client']);
    expect(claimsInForce('Client', ['Edit Staff', 'Add Client'])).toEqual([]);
    expect(claimsInForce('ServiceProvider', ['Edit Client'])).toEqual([]);
  });
  it('says in plain words why such a sign-in cannot hold privileges', () => {
    expect(CLAIMS_NOT_FOR_ROLE('ServiceProvider')).toMatch(
      /^A service provider sign-in cannot hold privileges/,
    );
    expect(CLAIMS_NOT_FOR_ROLE('Client')).toMatch(/^A client sign-in .*subscription counts/);
  });
});
