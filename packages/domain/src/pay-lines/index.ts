// The pay lines where people see them (issue 38 items 4 and 5): the stored pay data as the engine's
// inputs, the periods a call reads, its replies, what blocks a period and the payroll CSV.
export * from './engine-inputs.ts';
export * from './pay-blocks.ts';
export * from './pay-corrections.ts';
export * from './pay-csv.ts';
export * from './pay-lines-view.ts';
export * from './pay-periods.ts';
export * from './period-pay.ts';
