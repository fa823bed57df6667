import type { PackagesReply, Payment } from '@care/domain';

export const PACKAGES: PackagesReply['packages'] = [
  {
    packageId: 'pk-1',
    name: 'Starter',
    description: 'Small teams',
    monthlyPriceCents: 1200,
    yearlyPriceCents: 12000,
    yearlyDiscountPercent: 17,
    maxUsers: 10,
    features: ['Rostering'],
    trialDays: 14,
  },
  {
    packageId: 'pk-2',
    name: 'Standard',
    description: 'Growing providers',
    monthlyPriceCents: 1800,
    yearlyPriceCents: 18000,
    yearlyDiscountPercent: 17,
    maxUsers: 100,
    features: ['NDIS claims'],
    trialDays: 14,
  },
];

export const payment = (over: Partial<Payment> = {}): Payment => ({
  paymentId: 'pay-1',
  invoiceNumber: 'SUB-ABCD1234-0001',
  packageName: 'Standard',
  users: 15,
  billed: 'Monthly',
  duration: 1,
  amountCents: 27000,
  status: 'paid',
  provider: 'offline',
  description: 'Standard for 15 users, 1 month(s), billed monthly',
  periodStart: '2026-11-22T01:00:00.000Z',
  periodEnd: '2026-12-22T01:00:00.000Z',
  createdAt: '2026-11-22T01:00:00.000Z',
  paidAt: '2026-11-22T02:00:00.000Z',
  payUrl: null,
  ...over,
});
