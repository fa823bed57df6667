/** The shift-day pages (issue 13). */
export const shiftDayRoutes = [] as const;
