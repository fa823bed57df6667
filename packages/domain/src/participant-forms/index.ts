export * from './checklist.ts';
export * from './form-api.ts';
export * from './form-def.ts';
export * from './form-schema.ts';
export * from './form-status.ts';
export * from './forms.ts';
export { fundingTypeOfPlan } from './service-agreement.ts';
