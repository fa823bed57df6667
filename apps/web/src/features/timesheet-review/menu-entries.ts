import type { MenuEntry } from '../../app/layout/menu.ts';

/** The side-menu entries of: Sent and received timesheets and the periodic timesheet, for the office and the worker (issue 14). */
export const TIMESHEET_REVIEW_MENU: readonly MenuEntry[] = [];
