import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { atOnce, expectOneWinner } from '../../../test/race.ts';
import { post } from '../../../test/referrals.ts';
import { countRows } from '../../../test/uploads.ts';
import { clientPlans } from '../../db/schema/index.ts';
import { ADD, clientOf, planBody } from './plans.test-kit.ts';

describe('parallel plan adds', () => {
  it('adding the same plan for a client three times at once keeps one; the others are told it overlaps', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await clientOf(h, c.companyId);
    const replies = await atOnce(3, () => post(h, ADD, c.users.CompanyAdmin.token, planBody(client.id)));
    expectOneWinner(
      replies,
      'These dates overlap the client’s plan from 01-07-2026 to 30-06-2027. A client has one plan at a time.',
    );
    expect(await countRows(h, clientPlans, c.companyId)).toBe(1);
  });
});
