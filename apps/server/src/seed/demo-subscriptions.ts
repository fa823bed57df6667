import { addMonths as addZonedMonths, DEFAULT_TIME_ZONE } from '@care/domain';
import type { Queryable } from '../db/client.ts';
import { companySubscriptions, subscriptionPayments } from '../db/schema/index.ts';

/** The seeded packages (drizzle/0020_subscriptions.sql). */
const STARTER = '5b0c9a1e-0000-4000-8000-000000000001';
const STANDARD = '5b0c9a1e-0000-4000-8000-000000000002';
const DAY = 86_400_000;
const HARBOURSIDE_USERS = 60;
// The demo's companies keep the default zone (Sydney): their periods turn on Sydney's days.
const addMonths = (start: Date, months: number) => addZonedMonths(start, months, DEFAULT_TIME_ZONE);

/**
 * Harbourside pays monthly for Standard, 60 users (room for the people the end-to-end journeys
 * add), and has four paid months behind it (the oldest the subscription's first payment, the
 * others renewals); Blue Gum is in its 14-day trial of Starter, so its CompanyAdmin can subscribe
 * (issue 31).
 */
export async function seedDemoSubscriptions(db: Queryable, harbourside: string, blueGum: string, now: Date) {
  const periodStart = new Date(now.getTime() - 10 * DAY);
  await db.insert(companySubscriptions).values({
    companyId: harbourside,
    packageId: STANDARD,
    users: HARBOURSIDE_USERS,
    billed: 'Monthly',
    duration: 1,
    status: 'active',
    periodStart,
    periodEnd: addMonths(periodStart, 1),
    provider: 'offline',
    dateCreated: addMonths(periodStart, -3),
  });
  const prefix = harbourside.slice(0, 8).toUpperCase();
  for (let k = 3; k >= 0; k -= 1) {
    const start = addMonths(periodStart, -k);
    await db.insert(subscriptionPayments).values({
      companyId: harbourside,
      packageId: STANDARD,
      users: HARBOURSIDE_USERS,
      billed: 'Monthly',
      duration: 1,
      amountCents: HARBOURSIDE_USERS * 1800,
      status: 'paid',
      kind: k === 3 ? 'subscribe' : 'renewal',
      description:
        k === 3 ? `Standard for ${HARBOURSIDE_USERS} users, 1 month(s), billed monthly` : 'Renewal',
      invoiceNumber: `SUB-${prefix}-${String(4 - k).padStart(4, '0')}`,
      provider: 'offline',
      periodStart: start,
      periodEnd: addMonths(start, 1),
      createdAt: start,
      paidAt: new Date(start.getTime() + DAY),
    });
  }
  const trialStart = new Date(now.getTime() - 3 * DAY);
  await db.insert(companySubscriptions).values({
    companyId: blueGum,
    packageId: STARTER,
    users: 10,
    billed: 'Monthly',
    duration: 1,
    status: 'trial',
    periodStart: trialStart,
    periodEnd: new Date(trialStart.getTime() + 14 * DAY),
    provider: 'offline',
    dateCreated: trialStart,
  });
}
