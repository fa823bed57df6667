import { eq } from 'drizzle-orm';
import { insertProfile } from '../../../test/fixtures.ts';
import type { Harness } from '../../../test/harness.ts';
import { post } from '../../../test/referrals.ts';
import { profiles } from '../../db/schema/index.ts';

export const ADD = '/api/ClientPlans';
export const list = (clientId: string) => `/api/ClientPlans/get_client_plans?clientId=${clientId}`;
export const one = (id: string) => `/api/ClientPlans/${id}`;
export const edit = (id: string) => `/api/ClientPlans/edit/${id}`;
export const remove = (id: string) => `/api/ClientPlans/delete/${id}`;

/** A plan form: 2026-27 financial year, plan-managed, two budget lines. */
export const planBody = (clientId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  management: 'Plan Managed',
  planManager: 'Leap in! Plan Management',
  note: 'Reviewed with the support coordinator.',
  budgets: [
    { supportCategoryNumber: '1', amount: '45,000.00' },
    { supportCategoryNumber: '4', amount: '12500.50' },
  ],
  ...over,
});

/** A client of the company, optionally the record of a signed-in Client user. */
export async function clientOf(h: Harness, companyId: string, userId?: string) {
  const client = await insertProfile(h, companyId);
  if (userId) {
    await h.database.db.update(profiles).set({ userId }).where(eq(profiles.id, client.id));
  }
  return client;
}

/** Adds a plan through the API and returns its id. */
export async function addPlan(h: Harness, token: string, body: object): Promise<string> {
  const res = await post(h, ADD, token, body);
  if (res.statusCode !== 200) {
    throw new Error(`add plan failed: ${res.statusCode} ${res.body}`);
  }
  return res.json().clientPlanId as string;
}
