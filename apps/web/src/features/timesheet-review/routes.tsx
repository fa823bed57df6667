/** Sent and received timesheets and the periodic timesheet, for the office and the worker (issue 14). */
export const timesheetReviewRoutes = [] as const;
