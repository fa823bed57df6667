/** The daily-reports pages (issue 13). */
export const dailyReportRoutes = [] as const;
