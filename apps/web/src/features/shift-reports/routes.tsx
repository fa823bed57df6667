/** The shift-reports pages (issue 13). */
export const shiftReportRoutes = [] as const;
