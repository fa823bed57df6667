export * from './compute-pay.ts';
export * from './nsw-public-holidays.data.ts';
export { CATEGORY_LABELS, PAY_LIMITS, PAY_RULES, type PayRuleId } from './pay-rules.ts';
export * from './pay-switches.ts';
export * from './pay-types.ts';
export { classificationText } from './rate-book.ts';
export { inForceFrom, periodStartOf } from './rates-in-force.ts';
export * from './schads-rates.data.ts';
