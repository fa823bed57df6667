// The front door of the margins module: what other areas may use of it (a period's margin, for a
// dashboard to come). Nothing else of the module is imported from outside it (modules/module-doors.test.ts).
export { periodMargin } from './period-margin.ts';
