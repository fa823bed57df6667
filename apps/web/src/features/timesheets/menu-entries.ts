import type { MenuEntry } from '../../app/layout/menu.ts';

/** The side-menu entries of: The office's timesheet screen, the Timesheet Report and the timesheet PDFs (issue 14). */
export const TIMESHEETS_MENU: readonly MenuEntry[] = [];
