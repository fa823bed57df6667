// The award settings, rate rows and company pay switches (issue 38 items 1–3); each file of the area is exported from here.
export * from './award.ts';
export * from './award-settings.ts';
export * from './pay-inputs.ts';
export * from './pay-rates.ts';
export * from './pay-switches.ts';
export * from './rate-year.ts';
export * from './rates-csv.ts';
export * from './settings-history.ts';
