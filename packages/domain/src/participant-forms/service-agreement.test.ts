import { describe, expect, it } from 'vitest';
import { PLAN_MANAGEMENT_KINDS } from '../plans/plan-schemas.ts';
import { fundingTypeOfPlan } from './service-agreement.ts';

// Issue 40 item 6: the agreement's funding type comes from the plan.
describe('fundingTypeOfPlan', () => {
  it('reads each way a plan is managed as the agreement spells it', () => {
    expect(PLAN_MANAGEMENT_KINDS.map(fundingTypeOfPlan)).toEqual([
      'NDIA-managed',
      'Plan-managed',
      'Self-managed',
    ]);
    expect(fundingTypeOfPlan(' plan-managed ')).toBe('Plan-managed');
  });

  it('no plan, or a word that is no funding type, fills nothing', () => {
    expect(fundingTypeOfPlan(null)).toBeNull();
    expect(fundingTypeOfPlan('Cash')).toBeNull();
  });
});
