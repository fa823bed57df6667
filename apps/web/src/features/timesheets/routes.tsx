/** The office's timesheet screen, the Timesheet Report and the timesheet PDFs (issue 14). */
export const timesheetRoutes = [] as const;
