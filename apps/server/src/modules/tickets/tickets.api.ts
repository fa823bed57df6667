// The front door of the tickets module: what other areas may use of it. Nothing else of the module is
// imported from outside it (modules/module-doors.test.ts). The ticket routes' row loader is listed
// by the app (src/reach-rows.ts) for the kernel.
export { ticketRow } from './ticket-reads.ts';
