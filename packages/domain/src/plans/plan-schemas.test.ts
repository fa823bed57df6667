import { describe, expect, it } from 'vitest';
import {
  clientPlanForm,
  MAX_BUDGET_CENTS,
  newClientPlanForm,
  overlapMessage,
  PLAN_MESSAGES,
} from './plan-schemas.ts';

const CLIENT = '7d1f2a34-5b6c-4d7e-8f90-1a2b3c4d5e6f';
const plan = (over: Record<string, unknown> = {}) => ({
  startDate: '2026-07-01',
  endDate: '2027-06-30',
  management: 'Plan Managed',
  planManager: 'Leap in! Plan Management',
  note: '',
  budgets: [
    { supportCategoryNumber: '1', amount: '$45,000.00' },
    { supportCategoryNumber: 4, amount: 12500.5 },
  ],
  ...over,
});

const errorsOf = (input: unknown, schema = clientPlanForm) => {
  const result = schema.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('clientPlanForm', () => {
  it('reads dates, management and budget amounts as integer cents', () => {
    const parsed = clientPlanForm.parse(plan());
    expect(parsed).toEqual({
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      management: 'Plan Managed',
      planManager: 'Leap in! Plan Management',
      planManagerEmail: null,
      planManagerAbn: null,
      planManagerAddress: null,
      representativeName: null,
      representativeEmail: null,
      representativeAddress: null,
      note: null,
      budgets: [
        { supportCategoryNumber: '1', amount: 4_500_000 },
        { supportCategoryNumber: '4', amount: 1_250_050 },
      ],
    });
  });

  it('keeps the plan manager’s e-mail, ABN and address, and a self-managed plan’s representative', () => {
    const pm = clientPlanForm.parse(
      plan({
        planManagerEmail: ' Accounts@LeapIn.example ',
        planManagerAbn: '12 345 678 901',
        planManagerAddress: '1 Plan St',
      }),
    );
    expect(pm).toMatchObject({ planManagerEmail: 'accounts@leapin.example', planManagerAbn: '12345678901' });
    expect(clientPlanForm.safeParse(plan({ planManagerAbn: '1234' })).success).toBe(false);
    const self = clientPlanForm.parse(
      plan({
        management: 'Self Managed',
        representativeName: 'Sam Lee',
        representativeEmail: 'sam@example.com',
        planManagerEmail: 'x@y.example',
      }),
    );
    expect(self).toMatchObject({
      representativeName: 'Sam Lee',
      representativeEmail: 'sam@example.com',
      planManagerEmail: null,
    });
  });

  it('takes a supported-living budget over a million dollars, up to $20,000,000 a line', () => {
    const big = (amount: string) => plan({ budgets: [{ supportCategoryNumber: '1', amount }] });
    expect(clientPlanForm.parse(big('$1,450,000.00')).budgets[0]?.amount).toBe(145_000_000);
    expect(clientPlanForm.parse(big('20000000')).budgets[0]?.amount).toBe(MAX_BUDGET_CENTS);
    expect(errorsOf(big('20000000.01'))).toEqual({
      'budgets.0.amount': 'Enter an amount up to $20,000,000.00',
    });
  });

  it('takes a plan without budget lines yet', () => {
    expect(clientPlanForm.parse(plan({ budgets: undefined })).budgets).toEqual([]);
  });

  it('refuses an end date on or before the start date', () => {
    expect(errorsOf(plan({ endDate: '2026-07-01' }))).toEqual({ endDate: PLAN_MESSAGES.endAfterStart });
    expect(errorsOf(plan({ endDate: '2026-06-30' }))).toEqual({ endDate: PLAN_MESSAGES.endAfterStart });
  });

  it('takes a plan of one day short of five years, and refuses five years or more', () => {
    expect(errorsOf(plan({ startDate: '2026-07-01', endDate: '2031-06-30' }))).toEqual({});
    expect(errorsOf(plan({ startDate: '2026-07-01', endDate: '2031-07-01' }))).toEqual({
      endDate: PLAN_MESSAGES.tooLong,
    });
  });

  it('names each missing or wrong field with its own message', () => {
    expect(errorsOf({ budgets: [{ supportCategoryNumber: '', amount: '' }] })).toEqual({
      startDate: PLAN_MESSAGES.startRequired,
      endDate: PLAN_MESSAGES.endRequired,
      management: PLAN_MESSAGES.managementRequired,
      'budgets.0.supportCategoryNumber': PLAN_MESSAGES.categoryRequired,
      'budgets.0.amount': PLAN_MESSAGES.amountRequired,
    });
    expect(errorsOf(plan({ startDate: '2026-02-30' }))).toEqual({ startDate: 'Enter a valid date' });
    expect(errorsOf(plan({ management: 'Agency' }))).toEqual({
      management: PLAN_MESSAGES.managementRequired,
    });
  });

  it('needs the plan manager of a plan-managed plan, and drops one given for an NDIA-managed plan', () => {
    expect(errorsOf(plan({ planManager: ' ' }))).toEqual({ planManager: PLAN_MESSAGES.planManagerRequired });
    expect(clientPlanForm.parse(plan({ management: 'NDIA Managed' })).planManager).toBeNull();
    expect(
      clientPlanForm.parse(plan({ management: 'Self Managed', planManager: '' })).planManager,
    ).toBeNull();
  });

  it('refuses amounts that are negative, not numbers, or with more than two decimals', () => {
    const line = (amount: unknown) => plan({ budgets: [{ supportCategoryNumber: '1', amount }] });
    expect(errorsOf(line('-5'))).toEqual({ 'budgets.0.amount': 'Must be a number' });
    expect(errorsOf(line(-5))).toEqual({ 'budgets.0.amount': 'Must be a number' });
    expect(errorsOf(line('ten dollars'))).toEqual({ 'budgets.0.amount': 'Must be a number' });
    expect(errorsOf(line('10.005'))).toEqual({ 'budgets.0.amount': 'Enter at most 2 decimal places' });
    expect(clientPlanForm.parse(line('0')).budgets[0]?.amount).toBe(0);
    expect(clientPlanForm.parse(line('.5')).budgets[0]?.amount).toBe(50);
  });

  it('shows the plan’s own rules beside the field errors, all at once', () => {
    expect(errorsOf(plan({ endDate: '2026-01-01', planManager: '', budgets: [{ amount: 'x' }] }))).toEqual({
      endDate: PLAN_MESSAGES.endAfterStart,
      planManager: PLAN_MESSAGES.planManagerRequired,
      'budgets.0.supportCategoryNumber': PLAN_MESSAGES.categoryRequired,
      'budgets.0.amount': 'Must be a number',
    });
  });

  it('refuses a body that is not an object without running the plan’s rules on it', () => {
    expect(clientPlanForm.safeParse(undefined).success).toBe(false);
    expect(clientPlanForm.safeParse('plan').success).toBe(false);
  });

  it('refuses a category outside 1–15 and the same category twice', () => {
    expect(errorsOf(plan({ budgets: [{ supportCategoryNumber: '16', amount: '1' }] }))).toEqual({
      'budgets.0.supportCategoryNumber': PLAN_MESSAGES.categoryRequired,
    });
    const twice = plan({
      budgets: [
        { supportCategoryNumber: '7', amount: '1' },
        { supportCategoryNumber: '07', amount: '2' },
      ],
    });
    expect(errorsOf(twice)).toEqual({ 'budgets.1.supportCategoryNumber': PLAN_MESSAGES.categoryTwice });
  });
});

describe('newClientPlanForm', () => {
  it('also needs the client', () => {
    expect(errorsOf(plan(), newClientPlanForm)).toEqual({ clientId: PLAN_MESSAGES.clientRequired });
    expect(newClientPlanForm.parse(plan({ clientId: CLIENT })).clientId).toBe(CLIENT);
  });
});

describe('overlapMessage', () => {
  it('names the other plan’s dates in the spec’s date format', () => {
    expect(overlapMessage({ startDate: '2026-07-01', endDate: '2027-06-30' })).toBe(
      'These dates overlap the client’s plan from 01-07-2026 to 30-06-2027. A client has one plan at a time.',
    );
  });
});
